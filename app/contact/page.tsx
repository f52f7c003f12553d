import { pageMetadata } from '@/lib/metadata';
import { contactHero } from '@/content/pages/contact';
import { PageHero } from '@/components/sections/page-hero';
import { ContactSection } from '@/components/sections/contact-section';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export const metadata = pageMetadata({
  title: 'Contact Sales',
  description:
    'Talk to Ladle’s sales team about point of sale, payments and banking for your food or drink business. We reply within one business day; support is open 24/7.',
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/contact" />
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} description={contactHero.description} className="bg-surface" />
      <ContactSection hideHeader source="contact" title="Contact form" />
    </>
  );
}
