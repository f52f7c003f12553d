import { site } from '@/content/site';
import { marketingResources, trainingCategories } from '@/content/resources';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { ContactSection } from '@/components/sections/contact-section';
import { TrainingCategoryCard } from '@/components/resources/training-category-card';
import { MarketingResourceCard } from '@/components/resources/marketing-resource-card';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'Resources',
  description: `Training videos for every part of ${site.name}, from first sale to menus and payments, plus the presentation, messaging brochure and brand guidelines for partners.`,
  path: '/resources',
});

const totalVideos = trainingCategories.reduce((sum, category) => sum + category.videoCount, 0);

export default function ResourcesPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/resources" />
      <PageHero
        eyebrow="Resources"
        title="Learn Ladle, and share it"
        description={`${totalVideos} short training videos for you and your team, and the documents our partners use to present ${site.name} to food and drink businesses.`}
      />

      <Section aria-labelledby="training-heading">
        <SectionHeader
          align="left"
          title={<span id="training-heading">Training videos</span>}
          description="Each category opens on our tutorials site in a new tab. Start with Getting Started, then pick the topics your team needs."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trainingCategories.map((category) => (
            <TrainingCategoryCard key={category.category} category={category} />
          ))}
        </ul>
      </Section>

      <Section tone="sunk" aria-labelledby="marketing-heading">
        <SectionHeader
          align="left"
          title={<span id="marketing-heading">Marketing materials</span>}
          description="Print-ready PDFs for partners and resellers. Each opens in a new tab, ready to save, print or share."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {marketingResources.map((resource) => (
            <MarketingResourceCard key={resource.link} resource={resource} />
          ))}
        </ul>
      </Section>

      <ContactSection
        id="questions"
        title="Questions?"
        description="Can't find the video or document you need? Send us a message and our team will point you to it or walk you through it."
        source="resources"
      />
    </>
  );
}
