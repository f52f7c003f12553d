import { PageFrame } from '@/components/layout/page-frame';
import { Container } from '@/components/ui/container';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/forms/fields';
import { PageStatus } from '@/components/ui/page-status';
import { NoScriptBookingForm } from '@/components/booking/no-script-booking';
import { BrowserZone } from '@/components/booking/browser-zone';
import { RefusalWithDemoLink } from '@/components/booking/refusal-with-demo-link';
import { bookingCopyFor } from '@/content/es/booking';
import { PAGE_STATUSES } from '@/lib/html/status-marker.mjs';
import type { Locale } from '@/lib/i18n/locale';
import type { ChangeAction } from '@/services/booking/tokens';
import { changeViewFor } from '@/services/booking/view';

/**
 * /demo/reschedule and /demo/cancel (and /es/…): the pages the links in a demo invitation open
 * (services/booking/tokens.ts). Opening one changes nothing (mail scanners follow links):
 * it shows the meeting and a plain form, the booked rep's free times or the Cancel button,
 * whose post (services/booking/http.ts) makes the change and answers this page with the
 * outcome. A link that is no good is answered with its refusal in words and a 4xx.
 */

type Search = { o?: string; t?: string; tz?: string };
const markable = (status: number): status is (typeof PAGE_STATUSES)[number] => (PAGE_STATUSES as readonly number[]).includes(status);

export async function ChangePage({ locale, action, search }: { locale: Locale; action: ChangeAction; search: Search }) {
  const view = await changeViewFor(action, locale, search);
  const idPrefix = `${action}-page`;
  return (
    <PageFrame locale={locale} path={view.path}>
      {markable(view.status) ? <PageStatus status={view.status} /> : null}
      <Container className="max-w-3xl py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{view.heading}</h1>
        {view.done ? (
          <p role="status" className="booking-done mt-6">
            {view.done}
          </p>
        ) : view.refused ? (
          <RefusalWithDemoLink text={view.refused} locale={locale} />
        ) : view.picker ? (
          <>
            <NoScriptBookingForm booking={view.picker} idPrefix={idPrefix} action="/api/booking/reschedule" />
            {view.zoneFromLink ? <BrowserZone href={view.here} current={view.picker.timeZone} /> : null}
          </>
        ) : view.cancel ? (
          <form method="post" action="/api/booking/cancel" className="mt-6 space-y-4" aria-describedby={`${idPrefix}-status`}>
            <input type="hidden" name="token" value={view.cancel.token} />
            <input type="hidden" name="lang" value={view.cancel.language} />
            <p className="text-base text-ink">{view.cancel.intro}</p>
            <FormMessage id={`${idPrefix}-status`} message={view.cancel.message ? { tone: 'error', text: view.cancel.message } : null} />
            <Button type="submit" size="lg">
              {view.cancel.button}
            </Button>
          </form>
        ) : null}
      </Container>
    </PageFrame>
  );
}

export const changePageMetadata = (locale: Locale, action: ChangeAction) => {
  const copy = bookingCopyFor(locale);
  return { title: action === 'cancel' ? copy.cancelHeading : copy.rescheduleHeading, robots: { index: false, follow: false } };
};

type SearchParams = Promise<Record<keyof Search, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The page of app/…/demo/{reschedule,cancel}/page.tsx for one language and action. */
export function changePage(locale: Locale, action: ChangeAction) {
  return async function Page({ searchParams }: { searchParams: SearchParams }) {
    const { o, t, tz } = await searchParams;
    return <ChangePage locale={locale} action={action} search={{ o: one(o), t: one(t), tz: one(tz) }} />;
  };
}
