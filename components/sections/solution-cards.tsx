import { Img } from '@/components/ui/img';
import type { SolutionCard } from '@/content/home';
import { CheckList } from '@/components/sections/check-list';
import { ArrowLink } from '@/components/ui/arrow-link';

/** The three product areas, each a card with an illustration, three proof points and one link. */
export function SolutionCards({ cards }: { cards: readonly SolutionCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col overflow-hidden rounded-panel border border-line bg-surface shadow-card">
          <Img {...card.image} className="h-auto w-full bg-surface-warm" />
          <div className="flex flex-1 flex-col p-6 sm:p-7">
            <h3 className="text-xl font-bold tracking-tight text-ink">{card.title}</h3>
            <p className="mt-2 text-ink-muted">{card.description}</p>
            <CheckList items={card.points} className="mt-5 text-[0.9375rem]" />
            <ArrowLink href={card.link.href} className="mt-auto pt-6">
              {card.link.label}
            </ArrowLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
