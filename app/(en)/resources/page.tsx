import { marketingResources, resourcesPage, trainingCategories } from '@/content/resources';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ContactSection } from '@/components/sections/contact-section';
import { TrainingCategoryCard } from '@/components/resources/training-category-card';
import { MarketingResourceCard } from '@/components/resources/marketing-resource-card';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...resourcesPage.meta, path: '/resources' });

function ResourcesPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/resources" />
      <PageHero {...resourcesPage.hero} />

      <Section heading={resourcesPage.training}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trainingCategories.map((category) => (
            <TrainingCategoryCard key={category.category} category={category} />
          ))}
        </ul>
      </Section>

      <Section tone="sunk" heading={resourcesPage.marketing}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {marketingResources.map((resource) => (
            <MarketingResourceCard key={resource.link} resource={resource} />
          ))}
        </ul>
      </Section>

      <ContactSection id="questions" {...resourcesPage.questions} source="resources" />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/resources">
      <ResourcesPage />
    </PageFrame>
  );
}
