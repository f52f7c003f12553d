import 'server-only';
import { formCopyFor } from '@/content/es/forms';
import { siteFor } from '@/content/es/site';
import { fillTemplate } from '@/components/sections/fill-template';
import type { Locale } from '@/lib/i18n/locale';
import { DemoFormWithBooking } from '@/components/booking/demo-form-with-booking';

/**
 * The demo request form in the page's language, inline (the /demo page): its outcome is said
 * in the form, and its no-script post comes back to /demo (/es/demo).
 */
export function LocalizedDemoForm({ locale = 'en', source }: { locale?: Locale; source?: string }) {
  const copy = formCopyFor(locale);
  const form = copy.forms.demo;
  const success = fillTemplate(form.success, { brand: siteFor(locale).name, replyWithin: siteFor(locale).replyWithin });
  return (
    <DemoFormWithBooking
      source={source}
      copy={{ ...form, success }}
      common={copy.common}
      {...(locale === 'en' ? {} : { language: locale })}
    />
  );
}
