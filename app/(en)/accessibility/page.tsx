import { pageMetadata } from '@/seo/metadata';
import {
  accessibilityHero,
  accessibilityPage,
  lastReviewed,
  lastReviewedLabel,
  reportSection,
  statementSections,
} from '@/content/accessibility';
import { HeroBand } from '@/components/sections/hero-band';
import { TextSection } from '@/components/sections/text-section';
import { Container } from '@/components/ui/container';
import { SupportContactItems } from '@/components/layout/support-contacts';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata(accessibilityPage);

const linkClass = 'font-semibold text-brand-strong underline underline-offset-4 hover:text-ink';

function AccessibilityPage() {
  return (
    <>
      <BreadcrumbsJsonLd path={accessibilityPage.path} />
      <HeroBand eyebrow={accessibilityHero.eyebrow} title={accessibilityHero.title} description={accessibilityHero.description}>
        <p className="mt-6 text-sm font-medium text-ink-muted">
          {accessibilityHero.reviewedLabel} <time dateTime={lastReviewed}>{lastReviewedLabel}</time>
        </p>
      </HeroBand>
      <Container className="max-w-3xl space-y-14 py-14 sm:py-20">
        {statementSections.map((section) => (
          <TextSection key={section.id} id={section.id} heading={section.heading} paragraphs={section.paragraphs} points={section.points} />
        ))}
        <TextSection id={reportSection.id} heading={reportSection.heading} paragraphs={[reportSection.intro]}>
          <ul className="mt-5 space-y-3 text-lg leading-8 text-ink-muted">
            <SupportContactItems linkClass={linkClass} />
          </ul>
          <p className="mt-5 text-lg leading-8 text-ink-muted">{reportSection.languages}</p>
          <p className="mt-4 text-lg leading-8 font-semibold text-ink">{reportSection.answer}</p>
        </TextSection>
      </Container>
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/accessibility">
      <AccessibilityPage />
    </PageFrame>
  );
}
