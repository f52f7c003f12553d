import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { solutionsFor } from '@/content/es/solutions';
import { sectionCopy } from '@/content/sections';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CaseStudyCard } from '@/components/sections/case-study';
import { CtaBand } from '@/components/sections/cta-band';
import { SolutionAreaSection } from '@/components/sections/solution-area';
import { PageFrame } from '@/components/layout/page-frame';
import { contactSalesFor } from '@/content/navigation';

export function solutionsMetadata(locale: Locale) {
  return pageMetadata({ ...solutionsFor(locale).sections.meta, path: '/solutions', locale });
}

/** /solutions and /es/solutions. */
export function SolutionsPage({ locale }: { locale: Locale }) {
  const { hero, areas, caseStudies, sections, industryCards } = solutionsFor(locale);
  return (
    <PageFrame locale={locale} path="/solutions" crumbs>
      <PageHero {...hero} source="solutions" demoLabel={sectionCopy[locale].getStarted} secondary={sections.secondary} locale={locale} />

      {areas.map((area, index) => (
        // Security sits on the dark band: a change of pace halfway down a long page.
        <SolutionAreaSection key={area.id} area={area} tone={area.id === 'security' ? 'night' : index % 2 ? 'warm' : 'plain'} />
      ))}

      <Section id="industries" tone="sunk" heading={sections.industries}>
        <FeatureGrid items={industryCards} columns={4} className="mt-12" />
      </Section>

      <Section id="case-studies" heading={sections.caseStudies}>
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.business} study={study} locale={locale} />
          ))}
        </div>
      </Section>

      <CtaBand {...sections.cta} source="solutions" secondary={contactSalesFor(locale)} locale={locale} />
    </PageFrame>
  );
}
