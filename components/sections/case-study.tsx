import { Img } from '@/components/ui/img';
import type { CaseStudy } from '@/content/pages/solutions';
import { CheckList } from '@/components/sections/check-list';
import { sectionCopy } from '@/content/sections';
import type { Locale } from '@/lib/i18n/locale';
import { ArrowLink } from '@/components/ui/arrow-link';

/** One customer story: illustration, what was hard, the owner's words and what changed. */
export function CaseStudyCard({ study, locale = 'en' }: { study: CaseStudy; locale?: Locale }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-panel border border-line bg-surface shadow-card">
      <Img {...study.image} className="h-auto w-full bg-surface-sunk" />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="eyebrow">{study.kind}</p>
        <h3 className="mt-1 text-2xl font-bold tracking-tight text-ink">{study.business}</h3>
        <p className="mt-3 text-ink-muted">{study.challenge}</p>
        <figure className="mt-6 border-l-4 border-brand pl-5">
          <blockquote className="text-lg leading-7 text-ink">“{study.quote}”</blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-ink-muted">{study.owner}</figcaption>
        </figure>
        <h4 className="mt-6 text-sm font-semibold text-ink">{sectionCopy[locale].whatChanged}</h4>
        <CheckList items={study.changes} className="mt-3 text-[0.9375rem]" />
        <ArrowLink href={study.link.href} className="mt-auto pt-6">
          {study.link.label}
        </ArrowLink>
      </div>
    </article>
  );
}
