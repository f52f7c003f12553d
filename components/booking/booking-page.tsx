import { PageFrame } from '@/components/layout/page-frame';
import { Container } from '@/components/ui/container';
import { NoScriptBookingForm } from '@/components/booking/no-script-booking';
import { bookingCopyFor } from '@/content/es/booking';
import { RefusalWithDemoLink } from '@/components/booking/refusal-with-demo-link';
import type { Locale } from '@/lib/i18n/locale';
import { BOOK_PAGE, outcomeView, readOutcome } from '@/services/booking/view';

/**
 * /demo/book and /es/demo/book: where the no-script picker's post shows its outcome
 * (services/booking/http.ts renders this page for it, with the outcome's status). Its
 * address carries that outcome, signed; without one it says a demo request comes first.
 */
export async function BookingPage({ locale, signed }: { locale: Locale; signed?: string }) {
  const copy = bookingCopyFor(locale);
  const outcome = readOutcome(signed);
  const view = outcome ? await outcomeView(outcome, locale) : { refusal: copy.refusals.noRequest };
  return (
    <PageFrame locale={locale} path={BOOK_PAGE}>
      <Container className="max-w-3xl py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.heading}</h1>
        {view.booking ? (
          <NoScriptBookingForm booking={view.booking} idPrefix="booking-page" />
        ) : (
          <RefusalWithDemoLink text={view.refusal ?? ''} locale={locale} />
        )}
      </Container>
    </PageFrame>
  );
}

export const bookingPageMetadata = (locale: Locale) => ({ title: bookingCopyFor(locale).heading, robots: { index: false, follow: false } });
