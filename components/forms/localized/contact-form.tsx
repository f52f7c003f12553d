import 'server-only';
import { formCopyFor } from '@/content/es/forms';
import type { Locale } from '@/lib/i18n/locale';
import { ContactForm } from '@/components/forms/contact-form';

/** The contact form in the page's language (see dialog-buttons.tsx for why one module per island). */
export function LocalizedContactForm({ locale = 'en', source }: { locale?: Locale; source?: string }) {
  if (locale === 'en') return <ContactForm source={source} />;
  const copy = formCopyFor(locale);
  return <ContactForm source={source} copy={copy.forms.contact} common={copy.common} language={locale} />;
}
