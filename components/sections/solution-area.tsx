import type { SolutionArea } from '@/content/pages/solutions';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';

/** One band of /solutions: header (with the fee figure on the payments band), cards and a link onward. */
export function SolutionAreaSection({ area, tone }: { area: SolutionArea; tone: 'plain' | 'warm' | 'night' }) {
  const inverse = tone === 'night';
  return (
    <Section
      id={area.id}
      tone={tone}
      heading={{ eyebrow: area.eyebrow, title: area.title, description: area.description }}
      split="gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16"
      lead={
        <>
          {area.highlight ? (
            <p className="mt-8 inline-flex flex-col rounded-card border border-brand/20 bg-brand-soft px-6 py-4">
              <span className="text-sm font-semibold text-brand-strong">{area.highlight.label}</span>{' '}
              <span className="text-5xl font-bold tracking-tight text-brand-strong">{area.highlight.figure}</span>
            </p>
          ) : null}
          <div className="mt-8">
            <Button asChild variant={inverse ? 'inverse-outline' : 'outline'}>
              <a href={area.link.href}>
                {area.link.label} <span aria-hidden="true">→</span>
              </a>
            </Button>
          </div>
        </>
      }
    >
        <FeatureGrid
          items={area.cards}
          columns={2}
          inverse={inverse}
          className="content-start lg:grid-cols-2 sm:[&>li:last-child:nth-child(odd)]:col-span-2"
        />
    </Section>
  );
}
