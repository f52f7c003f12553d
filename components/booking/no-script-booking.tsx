import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/forms/fields';
import { SlotDays } from '@/components/booking/slot-days';
import type { NoScriptBooking } from '@/services/booking/no-script';

/**
 * The demo slot picker as a plain HTML form (issue 49, item 6), shown on the success answer of
 * a demo request posted without script and on /demo/book: the free times as radio buttons per
 * day, the time-zone select (with its own submit, to list the times in another zone), and
 * Book. It posts to /api/booking/form, which checks it with the script picker's rules. Markup
 * only (no hooks, no handlers), so the server renders it whole and it works with no script.
 */
export function NoScriptBookingForm({ booking, idPrefix = 'booking' }: { booking: NoScriptBooking; idPrefix?: string }) {
  const { words } = booking;
  const headingId = `${idPrefix}-heading`;
  const statusId = `${idPrefix}-status`;
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-4" data-booking-picker>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {words.heading}
      </h2>
      {booking.booked ? (
        <p role="status" className="rounded-control border border-success/40 bg-success/5 px-4 py-3 text-sm font-medium text-success">
          {booking.booked}
        </p>
      ) : (
        <form method="post" action="/api/booking/form" noValidate aria-labelledby={headingId} aria-describedby={statusId} className="space-y-4">
          <p className="text-sm text-ink-muted">{words.intro}</p>
          <input type="hidden" name="token" value={booking.token} />
          <input type="hidden" name="lang" value={booking.language} />
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${idPrefix}-tz`} className="mb-1.5 block text-sm font-semibold text-ink">
                {words.timeZone}
              </label>
              <select
                id={`${idPrefix}-tz`}
                name="tz"
                defaultValue={booking.timeZone}
                className="block rounded-control border border-ink/25 bg-surface px-3.5 py-2.5 text-base text-ink"
              >
                {booking.zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" name="intent" value="zone" variant="outline">
              {words.showTimes}
            </Button>
          </div>
          <FormMessage id={statusId} message={booking.message ?? null} />
          {booking.slots.days.length === 0 ? (
            <p className="text-sm font-medium text-ink">{words.noSlots}</p>
          ) : (
            <>
              <p className="text-sm text-ink-muted">{words.timesIn}</p>
              <SlotDays slots={booking.slots} checked={booking.checked} idPrefix={idPrefix} />
              <Button type="submit" name="intent" value="book" size="lg" className="w-full sm:w-auto">
                {words.book}
              </Button>
            </>
          )}
        </form>
      )}
    </section>
  );
}
