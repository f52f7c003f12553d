import { Img } from '@/components/ui/img';
import type { ContentImage } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locale';

type ImageCard = { title: string; description: string; href: string; image: ContentImage };

/** Cards led by an illustration; the whole card is one link to the page that explains it. */
export function ImageCardGrid({ items, locale = 'en' }: { items: readonly ImageCard[]; locale?: Locale }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <a
            href={item.href}
            className="group flex h-full flex-col overflow-hidden rounded-panel border border-line bg-surface shadow-card transition-shadow hover:shadow-pop"
          >
            <Img {...item.image} className="h-auto w-full bg-surface-sunk" />
            <span className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-bold text-ink">{item.title}</h3>
              <span className="mt-2 text-[0.9375rem] leading-6 text-ink-muted">{item.description}</span>
              <span className="mt-auto pt-4 font-semibold text-brand-strong group-hover:underline">
                {locale === 'es' ? 'Más información' : 'Learn more'} <span aria-hidden="true">→</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
