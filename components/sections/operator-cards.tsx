import type { FeatureCard } from '@/content/schema';
import { Icon } from '@/components/ui/icon';

/**
 * "Who it is for": one link card per kind of food business. Compact rows on phones (eight
 * tall cards would be a long scroll), a four-column grid of cards from large screens up.
 */
export function OperatorCards({ items }: { items: readonly FeatureCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
      {items.map((item) =>
        item.href ? (
          <li key={item.title}>
            <a
              href={item.href}
              className="group flex h-full gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-pop sm:p-5 lg:flex-col lg:gap-0 lg:p-6"
            >
              {item.icon ? (
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand-strong">
                  <Icon name={item.icon} />
                </span>
              ) : null}
              <div className="lg:mt-4">
                <h3 className="flex items-center gap-1.5 text-lg font-semibold text-ink">
                  {item.title}
                  <span aria-hidden="true" className="text-brand transition-transform group-hover:translate-x-0.5">→</span>
                </h3>
                <p className="mt-1 text-[0.9375rem] leading-6 text-ink-muted lg:mt-2">{item.description}</p>
              </div>
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
