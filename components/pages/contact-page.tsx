import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { contactHeroFor, contactPageFor } from '@/content/es/contact';
import { PageHero } from '@/components/sections/page-hero';
import { ContactSection } from '@/components/sections/contact-section';
import { PageFrame } from '@/components/layout/page-frame';

const PATH = '/contact';

export function contactMetadata(locale: Locale = 'en') {
  return pageMetadata({ ...contactPageFor(locale).meta, path: PATH, locale });
}

/** /contact and /es/contact: the page hero above the shared contact form section. */
export function ContactPage({ locale = 'en' }: { locale?: Locale }) {
  const page = contactPageFor(locale);
  return (
    <PageFrame locale={locale} path={PATH} crumbs>
      <PageHero locale={locale} {...contactHeroFor(locale)} className="bg-surface" />
      <ContactSection locale={locale} hideHeader source="contact" title={page.formTitle} />
    </PageFrame>
  );
}
