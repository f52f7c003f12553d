import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, TeamFrame, teamFieldClassName } from '@/components/team/team-frame';
import { BookingTable } from '@/components/team/booking-table';
import { pageAccess } from '@/services/team/access';
import { hoursOf } from '@/services/team/rep-hours';
import { MAX_FIELD, MAX_OFF, WEEKDAYS, editableReps, meetingsLeftOut, parseHours, typedFrom, typedOf } from '@/services/team/hours-form';

export const metadata: Metadata = { title: 'Hours and time off' };

const words = teamWords.hours;
const page = teamPages.find((candidate) => candidate.path === '/team/hours')!;
type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const field = `${teamFieldClassName} aria-[invalid=true]:border-danger`;

/**
 * /team/hours (admin: any rep, chosen by ?rep=; sales: their own, another rep's is 403): the
 * rep's weekly hours and time off as a plain form. After a refused save (m=bad) or one that
 * leaves meetings out (m=confirm) the address carries what was typed, and the form shows it
 * again, with the problems or the meetings named.
 */
export default async function HoursPage({ searchParams }: { searchParams: Search }) {
  const access = await pageAccess(page.roles);
  const { member } = access;
  const query = await searchParams;
  const reps = access.forbidden ? [] : editableReps(member);
  const asked = one(query.rep);
  const found = asked ? reps.find((candidate) => candidate.id === asked) : undefined;
  // A sales member asking for another rep's hours is refused; an admin's unknown id shows the first rep.
  const forbidden = access.forbidden || (member.role !== 'admin' && asked !== undefined && !found);
  const rep = forbidden ? undefined : (found ?? reps[0]);
  const m = one(query.m);
  const current = rep ? await hoursOf(rep) : undefined;
  const returned = m === 'bad' || m === 'confirm';
  const typed = rep && current ? (returned ? typedOf((name) => one(query[name])) : typedFrom(current)) : undefined;
  const parsed = typed && returned ? parseHours(typed) : undefined;
  const problems = parsed && !parsed.ok ? parsed.problems : {};
  const leftOut = rep && m === 'confirm' && parsed?.ok ? await meetingsLeftOut(rep, parsed.hours) : [];
  return (
    <TeamFrame member={member} current="/team/hours" forbidden={forbidden} heading={words.heading}>
      <p className="mt-2 max-w-3xl">{words.intro}</p>
      {m === 'saved' ? <Notice tone="success">{words.saved}</Notice> : null}
      {m === 'bad' ? (
        <>
          <PageStatus status={400} />
          <Notice tone="error">{words.bad}</Notice>
        </>
      ) : null}
      {reps.length > 1 ? (
        <nav aria-label={words.reps} className="mt-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {reps.map((candidate) => (
              <li key={candidate.id}>
                <a href={`/team/hours?rep=${candidate.id}`} aria-current={candidate.id === rep?.id ? 'page' : undefined} className="underline underline-offset-4 aria-[current=page]:font-semibold">
                  {candidate.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!rep || !current || !typed ? (
        <p className="mt-4">{words.noRep}</p>
      ) : (
        <form method="post" action="/team/hours/save" className="mt-6 max-w-xl space-y-4">
          <h2 className="text-xl font-bold">{words.editing(rep.name, rep.timeZone)}</h2>
          <p>{current.stored ? words.fromStore(current.stored.updatedBy, current.stored.updatedAt.replace('T', ' ').slice(0, 16)) : words.fromDefaults}</p>
          <input type="hidden" name="rep" value={rep.id} />
          {leftOut.length ? (
            <div className="rounded-card border border-danger p-4">
              <p role="alert" className="text-danger">
                {words.leftOut(leftOut.length)}
              </p>
              <BookingTable bookings={leftOut} label={words.leftOutLabel} />
              <input type="hidden" name="seen" value={leftOut.map((booking) => booking.id).join(',')} />
            </div>
          ) : null}
          <fieldset className="space-y-3">
            <legend className="font-semibold">{words.weeklyHours}</legend>
            <p id="hours-hint" className="text-sm text-ink-muted">
              {words.hoursHint}
            </p>
            {WEEKDAYS.map((day) => (
              <div key={day}>
                <label htmlFor={`hours-${day}`} className="block">
                  {words.days[day]}
                </label>
                <input
                  id={`hours-${day}`}
                  name={day}
                  defaultValue={typed[day]}
                  maxLength={MAX_FIELD}
                  aria-invalid={problems[day] ? true : undefined}
                  aria-describedby={problems[day] ? `hours-${day}-problem hours-hint` : 'hours-hint'}
                  className={field}
                />
                {problems[day] ? (
                  <p id={`hours-${day}-problem`} className="mt-1 text-sm text-danger">
                    {problems[day]}
                  </p>
                ) : null}
              </div>
            ))}
          </fieldset>
          <div>
            <label htmlFor="hours-off" className="block font-semibold">
              {words.timeOff}
            </label>
            <p id="hours-off-hint" className="text-sm text-ink-muted">
              {words.timeOffHint}
            </p>
            <textarea
              id="hours-off"
              name="off"
              rows={4}
              maxLength={MAX_OFF}
              defaultValue={typed.off}
              aria-invalid={problems.off ? true : undefined}
              aria-describedby={problems.off ? 'hours-off-problem hours-off-hint' : 'hours-off-hint'}
              className={field}
            />
            {problems.off ? (
              <p id="hours-off-problem" className="mt-1 text-sm text-danger">
                {problems.off}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit">{words.save}</Button>
            {leftOut.length ? (
              <Button type="submit" name="confirm" value="1" variant="outline">
                {words.saveAnyway}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </TeamFrame>
  );
}
