import { site } from '@/content/site';
import { siteFor } from '@/content/es/site';
import { Container } from '@/components/ui/container';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/schema';
import { LocalizedContactForm } from '@/components/forms/localized/contact-form';
import type { Locale } from '@/lib/i18n/locale';
import type { Localized } from '@/lib/i18n/localize';
import { HydrationSlice } from '@/components/ui/hydration-slice';

/** The section's own words (the form keeps its own). */
const contactWords: Localized<{ title: string; description: string; sales: string; email: string; support: string; languages: readonly string[] }> = {
  en: {
    title: 'Talk to our team',
    description: `Tell us about your business and we will get back to you within ${site.replyWithin}.`,
    sales: 'Sales',
    email: 'Email',
    support: 'Support, 24/7',
    languages: site.support.languages,
  },
  es: {
    title: 'Hable con nuestro equipo',
    description: `Cuéntenos de su negocio y le respondemos en ${siteFor('es').replyWithin}.`,
    sales: 'Ventas',
    email: 'Correo electrónico',
    support: 'Soporte 24/7',
    languages: siteFor('es').support.languages,
  },
};

/**
 * The contact form section used on /contact (header hidden: the page has its own h1),
 * the /mwaa2025 contact section and the /resources Questions section.
 */
export function ContactSection({
  id = 'contact',
  locale = 'en',
  title = contactWords[locale].title,
  description = contactWords[locale].description,
  hideHeader = false,
  source,
  anchorTarget = false,
}: {
  /** The page's language: the defaults and the labels beside the form follow it. */
  locale?: Locale;
  id?: string;
  title?: string;
  description?: string;
  hideHeader?: boolean;
  /** Page or campaign the message came from, passed into the email. */
  source?: string;
  /**
   * Set when an in-page link (href="#id") leads here: the section takes focus on arrival,
   * so keyboard and screen-reader users land on it (and hear its name), not just see it scroll.
   */
  anchorTarget?: boolean;
}) {
  const headingId = `${id}-heading`;
  const words = contactWords[locale];
  return (
    <HydrationSlice>
      <section
        id={id}
        aria-labelledby={hideHeader ? undefined : headingId}
        aria-label={hideHeader ? title : undefined}
        tabIndex={anchorTarget ? -1 : undefined}
        className="bg-surface-warm py-16 focus:outline-none sm:py-24"
      >
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
          <div>
            {hideHeader ? null : (
              <>
                <h2 id={headingId} className="text-title font-bold text-balance text-ink sm:text-display">
                  {title}
                </h2>
                <p className="mt-4 text-lead text-ink-muted">{description}</p>
              </>
            )}
            <ul className={hideHeader ? 'space-y-4' : 'mt-8 space-y-4'}>
              <ContactLine icon="phone" label={words.sales}>
                <a className="font-semibold text-ink hover:underline" href={`tel:${site.sales.phone.e164}`}>{site.sales.phone.display}</a>
              </ContactLine>
              <ContactLine icon="mail" label={words.email}>
                <a className="font-semibold text-ink hover:underline" href={`mailto:${site.sales.email}`}>{site.sales.email}</a>
              </ContactLine>
              <ContactLine icon="headset" label={words.support}>
                <span className="font-semibold text-ink">{words.languages.join(', ')}</span>
              </ContactLine>
            </ul>
          </div>
          <div className="rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8">
            <LocalizedContactForm locale={locale} source={source} />
          </div>
        </Container>
      </section>
    </HydrationSlice>
  );
}

/** One way to reach the team beside the form: an icon, what it is, and the number or address. */
function ContactLine({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon name={icon} className="text-brand" />
      <span>
        <span className="block text-sm text-ink-muted">{label}</span>
        {children}
      </span>
    </li>
  );
}
