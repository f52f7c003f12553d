import { pageMetadata } from '@/lib/metadata';
import { caseStudies, solutionAreas, solutionsHero, solutionsSections } from '@/content/pages/solutions';
import { industrySolutionCards } from '@/content/industries';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CaseStudyCard } from '@/components/sections/case-study';
import { CtaBand } from '@/components/sections/cta-band';
import { SolutionAreaSection } from '@/components/sections/solution-area';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { contactSales } from '@/content/navigation';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...solutionsSections.meta, path: '/solutions' });

function SolutionsPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/solutions" />
      <PageHero {...solutionsHero} source="solutions" demoLabel="Get Started" secondary={solutionsSections.secondary} />

      {solutionAreas.map((area, index) => (
        // Security sits on the dark band: a change of pace halfway down a long page.
        <SolutionAreaSection key={area.id} area={area} tone={area.id === 'security' ? 'night' : index % 2 ? 'warm' : 'plain'} />
      ))}

      <Section id="industries" tone="sunk" heading={solutionsSections.industries}>
        <FeatureGrid items={industrySolutionCards()} columns={4} className="mt-12" />
      </Section>

      <Section id="case-studies" heading={solutionsSections.caseStudies}>
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.business} study={study} />
          ))}
        </div>
      </Section>

      <CtaBand {...solutionsSections.cta} source="solutions" secondary={contactSales} />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/solutions">
      <SolutionsPage />
    </PageFrame>
  );
}
