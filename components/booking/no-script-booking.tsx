import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/forms/fields';
import { SlotDays } from '@/components/booking/slot-days';
import type { NoScriptBooking } from '@/services/booking/view';

/**
 * The demo slot picker as a plain HTML form (issue 49, item 6), shown on the success answer of
 * a demo request posted without script and on /demo/book: the free times as radio buttons per
 * day, the time-zone select (with its own submit, to list the times in another zone), and
 * Book. It posts to /api/booking/form, which checks it with the script picker's rules (or,
 * moving a booking from its invitation's link, to /api/booking/reschedule). Markup
 * only (no hooks, no handlers), so the server renders it whole and it works with no script.
 */
export function NoScriptBookingForm({ booking, idPrefix = 'booking', action = '/api/booking/form' }: { booking: NoScriptBooking; idPrefix?: string; action?: string }) {
  const { words } = booking;
  const headingId = `${idPrefix}-heading`;
  const statusId = `${idPrefix}-status`;
  return (
    <section aria-labelledby={headingId} className="booking mt-8" data-booking-picker>
      <h2 id={headingId}>
        {words.heading}
      </h2>
      {booking.booked ? (
        <p role="status" className="booking-done">
          {booking.booked}
        </p>
      ) : (
        <form method="post" action={action} noValidate aria-labelledby={headingId} aria-describedby={statusId}>
          <p>{words.intro}</p>
          <input type="hidden" name="token" value={booking.token} />
          <input type="hidden" name="lang" value={booking.language} />
          <div className="booking-zone">
            <div>
              <label htmlFor={`${idPrefix}-tz`}>
                {words.timeZone}
              </label>
              <select
                id={`${idPrefix}-tz`}
                name="tz"
                defaultValue={booking.timeZone}
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
            <p>{words.noSlots}</p>
          ) : (
            <>
              <p>{words.timesIn}</p>
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
