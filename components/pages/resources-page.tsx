import { resourcesFor } from '@/content/es/resources';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/seo/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ContactSection } from '@/components/sections/contact-section';
import { TrainingCategoryCard } from '@/components/resources/training-category-card';
import { MarketingResourceCard } from '@/components/resources/marketing-resource-card';
import { PageFrame } from '@/components/layout/page-frame';

const path = '/resources';

export function resourcesMetadata(locale: Locale) {
  return pageMetadata({ ...resourcesFor(locale).page.meta, path, locale });
}

/** /resources and /es/resources: training videos and the partners' documents (English PDFs). */
export function ResourcesPage({ locale }: { locale: Locale }) {
  const { training, marketing, page, card } = resourcesFor(locale);
  return (
    <PageFrame locale={locale} path={path} crumbs={{ spanishTitle: page.meta.title }}>
      <PageHero locale={locale} {...page.hero} />

      <Section heading={page.training}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {training.map((category) => (
            <TrainingCategoryCard key={category.category} category={category} locale={locale} words={card} />
          ))}
        </ul>
      </Section>

      <Section tone="sunk" heading={page.marketing}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {marketing.map((resource) => (
            <MarketingResourceCard key={resource.link} resource={resource} locale={locale} words={card} />
          ))}
        </ul>
      </Section>

      {/* ContactForm takes no `locale` yet (the forms helper's slice): the section around it does. */}
      <ContactSection id="questions" locale={locale} {...page.questions} source="resources" />
    </PageFrame>
  );
}
