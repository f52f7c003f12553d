import type { MarketingResource } from '@/content/resources';
import { resourceCardWords, type ResourceCardOptions } from '@/content/es/resources';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * A downloadable marketing document; the PDF opens in a new tab, where it can be saved or
 * printed. The documents exist in English only: on a Spanish page the card says so
 * ("(en inglés)") and the link carries hrefLang="en".
 */
export function MarketingResourceCard({ resource, locale = 'en', words = resourceCardWords[locale] }: { resource: MarketingResource } & ResourceCardOptions) {
  const inEnglish = locale !== 'en' && words.inEnglish;
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card">
      <div className="flex items-center justify-between">
        <span className="grid size-12 place-items-center rounded-control bg-brand-soft text-brand-strong">
          <Icon name="layers" />
        </span>
        <span className="rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink-muted">{resource.type}</span>
      </div>
      <h3 className="mt-5 text-xl font-bold text-ink">{resource.title}</h3>
      <p className="mt-2 flex-1 text-ink-muted">{resource.description}</p>
      <Button asChild variant="outline" className="mt-6 self-start">
        <a href={resource.link} target="_blank" rel="noopener" hrefLang={inEnglish ? 'en' : undefined}>
          {words.download.replace('{type}', resource.type)}
          {inEnglish ? ` ${inEnglish}` : null}
          <span className="sr-only"> {words.downloadOf.replace('{title}', resource.title)}</span>
        </a>
      </Button>
    </li>
  );
}
