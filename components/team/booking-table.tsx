import type { Booking } from '@/lib/booking-store/store';
import { teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { repName } from '@/services/team/bookings';

const words = teamWords.bookings;
const utc = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** Meetings as a table; with `cancellable`, each row has its Cancel for the visitor button (a plain form post). */
export function BookingTable({ bookings, label, cancellable = false }: { bookings: Booking[]; label: string; cancellable?: boolean }) {
  if (bookings.length === 0) return <p className="mt-2">{words.none}</p>;
  return (
    <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            {Object.values(words.columns).map((column) => (
              <th key={column} scope="col" className="px-2 py-2 whitespace-nowrap">
                {column}
              </th>
            ))}
            {cancellable ? (
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Action</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-line align-top">
              <td className="px-2 py-2 whitespace-nowrap">
                {utc(booking.start)}–{utc(booking.end).slice(11)}
              </td>
              <td className="px-2 py-2">{repName(booking.rep)}</td>
              <td className="px-2 py-2">{booking.visitor.name}</td>
              <td className="px-2 py-2 break-all">{booking.visitor.email}</td>
              <td className="px-2 py-2">{booking.visitor.timeZone}</td>
              {cancellable ? (
                <td className="flex flex-wrap items-center gap-3 px-2 py-2">
                  <a href={`/team/bookings/move?id=${encodeURIComponent(booking.id)}`} className="underline underline-offset-4" aria-label={`${words.move}: ${booking.visitor.name}, ${utc(booking.start)}`}>
                    {words.move}
                  </a>
                  <form method="post" action="/team/bookings/cancel">
                    <input type="hidden" name="id" value={booking.id} />
                    <Button type="submit" size="sm" variant="outline" aria-label={`${words.cancel}: ${booking.visitor.name}, ${utc(booking.start)}`}>
                      {words.cancel}
                    </Button>
                  </form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
