import { pageMetadata } from '@/lib/metadata';
import { contactHero, contactPage } from '@/content/pages/contact';
import { PageHero } from '@/components/sections/page-hero';
import { ContactSection } from '@/components/sections/contact-section';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ ...contactPage.meta, path: '/contact' });

function ContactPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/contact" />
      <PageHero {...contactHero} className="bg-surface" />
      <ContactSection hideHeader source="contact" title={contactPage.formTitle} />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/contact">
      <ContactPage />
    </PageFrame>
  );
}
