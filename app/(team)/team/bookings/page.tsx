import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { Notice, TeamFrame, teamFieldClassName } from '@/components/team/team-frame';
import { BookingTable } from '@/components/team/booking-table';
import { pageAccess } from '@/services/team/access';
import { groupBookings, repOfMember, visibleBookings } from '@/services/team/bookings';

export const metadata: Metadata = { title: 'Bookings' };

const words = teamWords.bookings;
const page = teamPages.find((candidate) => candidate.path === '/team/bookings')!;
type Search = Promise<{ by?: string | string[]; m?: string | string[]; n?: string | string[]; page?: string | string[] }>;

/** /team/bookings (admin: every rep; sales: their own): upcoming by day or by rep, then past and cancelled. */
export default async function BookingsPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const { by, m, n, page: pageNumber } = await searchParams;
  const byRep = by === 'rep';
  const groups = forbidden ? undefined : groupBookings(await visibleBookings(member), byRep ? 'rep' : 'day', new Date(), Number(pageNumber) || 1);
  const pageHref = (to: number) => `/team/bookings?${new URLSearchParams({ ...(byRep ? { by: 'rep' } : {}), page: String(to) })}`;
  const noRep = member.role === 'sales' && !repOfMember(member);
  return (
    <TeamFrame member={member} current="/team/bookings" forbidden={forbidden} heading={words.heading}>
      {m === 'cancelled' ? <Notice tone="success">{words.cancelledNotice}</Notice> : null}
      {m === 'moved' ? <Notice tone="success">{words.moved}</Notice> : null}
      {m === 'not-cancelled' ? <Notice tone="error">{words.notCancelled}</Notice> : null}
      {m === 'bulk' ? <Notice tone="success">{words.bulkNotice(Number(n) || 0)}</Notice> : null}
      {noRep ? <p className="mt-4">{words.noRep}</p> : null}
      {groups ? (
        <>
          <h2 className="mt-8 text-xl font-bold">{words.upcoming}</h2>
          <p className="mt-2 flex gap-4">
            <a href="/team/bookings" aria-current={byRep ? undefined : 'page'} className="underline underline-offset-4 aria-[current=page]:font-semibold">
              {words.byDay}
            </a>
            <a href="/team/bookings?by=rep" aria-current={byRep ? 'page' : undefined} className="underline underline-offset-4 aria-[current=page]:font-semibold">
              {words.byRep}
            </a>
          </p>
          <p className="mt-2">
            {words.upcomingCount(groups.upcomingTotal, groups.page, groups.pages)}
          </p>
          {groups.upcoming.map(([group, bookings]) => (
            <section key={group} aria-label={group}>
              <h3 className="mt-6 font-bold">{group}</h3>
              <BookingTable bookings={bookings} label={`${words.upcoming}: ${group}`} cancellable />
            </section>
          ))}
          {groups.pages > 1 ? (
            <nav aria-label="Pages of upcoming meetings" className="mt-6 flex gap-6">
              {groups.page > 1 ? (
                <a href={pageHref(groups.page - 1)} className="underline underline-offset-4">
                  {words.previous}
                </a>
              ) : null}
              {groups.page < groups.pages ? (
                <a href={pageHref(groups.page + 1)} className="underline underline-offset-4">
                  {words.next}
                </a>
              ) : null}
            </nav>
          ) : null}
          <h2 className="mt-10 text-xl font-bold">{words.past}</h2>
          {groups.pastTotal > groups.past.length ? <p className="mt-2">{words.newest(groups.past.length, groups.pastTotal)}</p> : null}
          <BookingTable bookings={groups.past} label={words.past} />
          <h2 className="mt-10 text-xl font-bold">{words.cancelled}</h2>
          {groups.cancelledTotal > groups.cancelled.length ? <p className="mt-2">{words.newest(groups.cancelled.length, groups.cancelledTotal)}</p> : null}
          <BookingTable bookings={groups.cancelled} label={words.cancelled} />
          {member.role === 'admin' ? (
            <>
              <BulkForm heading={words.bulkHeading} hint={words.bulkHint} id="bulk-domain" name="domain" label={words.domain} />
              <BulkForm heading={words.clientHeading} hint={`${words.bulkHint} ${words.clientHint}`} id="bulk-client" name="client" label={words.client} />
            </>
          ) : null}
        </>
      ) : null}
    </TeamFrame>
  );
}

/** One bulk cancel's first step: what to match, then the preview page. */
function BulkForm({ heading, hint, id, name, label }: { heading: string; hint: string; id: string; name: string; label: string }) {
  return (
    <form method="post" action="/team/bookings/bulk-cancel" className="mt-10 max-w-lg space-y-3 rounded-card border border-line bg-surface p-4">
      <h2 className="text-xl font-bold">{heading}</h2>
      <p id={`${id}-hint`} className="text-ink-muted">
        {hint}
      </p>
      <div>
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <input id={id} name={name} required aria-describedby={`${id}-hint`} className={teamFieldClassName} />
      </div>
      <Button type="submit">{words.preview}</Button>
    </form>
  );
}
