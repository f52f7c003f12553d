import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, TeamFrame } from '@/components/team/team-frame';
import { pageAccess } from '@/services/team/access';
import { moveView } from '@/services/team/bookings';

export const metadata: Metadata = { title: 'Move a meeting' };

const words = teamWords.bookings;
const page = teamPages.find((candidate) => candidate.path === '/team/bookings')!;
type Search = Promise<{ id?: string | string[]; m?: string | string[] }>;
const MESSAGES: Record<string, string> = { choose: words.chooseTime, taken: words.taken, 'not-moved': words.notMoved };

/** /team/bookings/move?id=… (the rep's member, admins): the rep's free times, one to choose (a plain form). */
export default async function MovePage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const { id, m } = await searchParams;
  const view = forbidden || typeof id !== 'string' ? undefined : await moveView(member, id);
  const label = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  return (
    <TeamFrame member={member} current="/team/bookings" forbidden={forbidden} heading={words.moveHeading}>
      <p className="mt-2">
        <a href="/team/bookings" className="underline underline-offset-4">
          {words.back}
        </a>
      </p>
      {!view ? (
        <PageStatus status={404} />
      ) : (
        <>
          <p className="mt-4 max-w-prose">{words.moveIntro(view.booking.visitor.name, label(view.booking.start, view.timeZone), view.timeZone)}</p>
          {typeof m === 'string' && MESSAGES[m] ? <Notice tone="error">{MESSAGES[m]}</Notice> : null}
          {!view.movable ? (
            <Notice tone="error">{words.notMoved}</Notice>
          ) : view.days.length === 0 ? (
            <p className="mt-4">{words.noTimes}</p>
          ) : (
            <form method="post" action="/team/bookings/move-to" className="mt-6 space-y-4">
              <input type="hidden" name="id" value={view.booking.id} />
              {view.days.map((day) => (
                <fieldset key={day.date}>
                  <legend className="font-semibold">{label(`${day.starts[0]}`, view.timeZone).replace(/ at .*$/, '')}</legend>
                  <div className="mt-2 flex flex-wrap gap-3">
                    {day.starts.map((start) => (
                      <label key={start} className="flex items-center gap-2 rounded-control border border-line bg-surface px-3 py-2">
                        <input type="radio" name="start" value={start} required />
                        {new Intl.DateTimeFormat('en-US', { timeZone: view.timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(start))}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              <Button type="submit">{words.moveButton}</Button>
            </form>
          )}
        </>
      )}
    </TeamFrame>
  );
}
