import { cn } from '@/lib/utils';
import { sectionCopy } from '@/content/sections';
import type { Locale } from '@/lib/i18n/locale';
import { fillTemplate } from '@/components/sections/fill-template';

/** An ordered how-it-works list: a numbered badge, a title and one line each. */
export function NumberedSteps({
  steps,
  className,
  locale = 'en',
}: {
  locale?: Locale;
  steps: readonly { title: string; description: string }[];
  className?: string;
}) {
  return (
    <ol className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-line bg-surface p-6">
          <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">{fillTemplate(sectionCopy[locale].step, { n: index + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-[0.9375rem] leading-6 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
