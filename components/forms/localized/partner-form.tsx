import 'server-only';
import { formCopyFor } from '@/content/es/forms';
import type { Locale } from '@/lib/i18n/locale';
import { PartnerApplicationForm, type PartnerApplicationFormProps } from '@/components/forms/partner-application-form';

/** The partner application form in the page's language (the home page's partner section). */
export function LocalizedPartnerForm({
  locale = 'en',
  ...props
}: Omit<PartnerApplicationFormProps, 'copy' | 'common' | 'language'> & { locale?: Locale }) {
  if (locale === 'en') return <PartnerApplicationForm {...props} />;
  const copy = formCopyFor(locale);
  return <PartnerApplicationForm {...props} copy={copy.forms.partner} common={copy.common} language={locale} />;
}
