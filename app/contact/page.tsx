import { pageMetadata } from '@/lib/metadata';
import { contactHero, contactPage } from '@/content/pages/contact';
import { PageHero } from '@/components/sections/page-hero';
import { ContactSection } from '@/components/sections/contact-section';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({ ...contactPage.meta, path: '/contact' });

export default function ContactPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/contact" />
      <PageHero {...contactHero} className="bg-surface" />
      <ContactSection hideHeader source="contact" title={contactPage.formTitle} />
    </>
  );
}
