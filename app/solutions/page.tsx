import { pageMetadata } from '@/lib/metadata';
import { caseStudies, solutionAreas, solutionsHero } from '@/content/pages/solutions';
import { industrySolutionCards } from '@/content/industries';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CaseStudyCard } from '@/components/sections/case-study';
import { CtaBand } from '@/components/sections/cta-band';
import { SolutionAreaSection } from '@/components/pages/solution-area';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'Business Solutions for Food and Drink',
  description:
    'Payments from 0.5%, menus, staff, online ordering, a business account and a line of credit in one platform for food trucks, bakeries, cafés and quick-service restaurants.',
  path: '/solutions',
});

export default function SolutionsPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/solutions" />
      <PageHero
        eyebrow={solutionsHero.eyebrow}
        title={solutionsHero.title}
        description={solutionsHero.description}
        image={solutionsHero.image}
        actions={
          <>
            <DemoButton size="lg" source="solutions">
              Get Started
            </DemoButton>
            <Button asChild size="lg" variant="outline">
              <a href="/features">Explore features</a>
            </Button>
          </>
        }
      />

      {solutionAreas.map((area, index) => (
        // Security sits on the dark band: a change of pace halfway down a long page.
        <SolutionAreaSection key={area.id} area={area} tone={area.id === 'security' ? 'night' : index % 2 ? 'warm' : 'plain'} />
      ))}

      <Section id="industries" tone="sunk" aria-labelledby="industries-heading">
        <SectionHeader
          eyebrow="Industries"
          title={<span id="industries-heading">Made for the way your kind of business sells</span>}
          description="A coffee shop and a ghost kitchen need different things from a register. Pick yours to see how Ladle is set up for it."
        />
        <FeatureGrid items={industrySolutionCards()} columns={4} className="mt-12" />
      </Section>

      <Section id="case-studies" aria-labelledby="case-studies-heading">
        <SectionHeader
          eyebrow="Case studies"
          title={<span id="case-studies-heading">How two small food businesses run on Ladle</span>}
          description="Illustrative stories, told in the owners’ own words, of the kind of businesses we build for."
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.business} study={study} />
          ))}
        </div>
      </Section>

      <CtaBand
        title="Try the software free for 30 days"
        description="No hardware commitment. Keep your current setup while you see how Ladle handles a real week of orders."
        actions={
          <>
            <DemoButton size="lg" variant="inverse" source="solutions">
              Request Demo
            </DemoButton>
            <Button asChild size="lg" variant="inverse-outline">
              <a href="/contact">Contact Sales</a>
            </Button>
          </>
        }
      />
    </>
  );
}
