import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';
import { bookingCopyFor } from '@/content/es/booking';
import type { Locale } from '@/lib/i18n/locale';

/** A booking page's refusal that leaves nothing to choose, and the way on: the demo page. */
export function RefusalWithDemoLink({ text, locale }: { text: string; locale: Locale }) {
  const href = localizeHref(leadFormPages.demo, locale);
  return (
    <p className="mt-6 text-base text-ink">
      {text}{' '}
      <a className="font-semibold text-brand underline underline-offset-2" href={href}>
        {bookingCopyFor(locale).demoPageLink}
      </a>
    </p>
  );
}
