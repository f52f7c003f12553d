import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { bookingStore } from '@/lib/booking-store';
import type { Job, JobRunners } from '@/lib/booking-store/store';
import { transportFor } from '@/lib/leads/channels/smtp';
import { nextAttemptAt } from '@/lib/leads/relay';
import { serverEnv } from '@/lib/env';
import type { MailPayload } from './invitation-mail';
import { syncCalendar } from './calendar-sync';
import { kickEvery, kickPass, passIdle, type PassState } from '@/lib/background/coalesced-pass';
import { leadBookingRunners } from './lead-booking';
import { calendarAlertWords } from '@/content/lead-booking';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';
import { alertSalesInbox } from './calendars';
import { repById } from './team';

/**
 * Sends the work bookings leave in the store (invitation mails; calendar writes) with the
 * lead relay's retry schedule (LEAD_RETRY_SCHEDULE_MS, given up after 7 days) and its SMTP
 * connection pool. Each job is claimed for LEAD_LEASE_MS, so two instances never send one
 * at once; a job is recorded done only after the server accepted it (at least once).
 */

const KEY = Symbol.for('ladle.bookings.relay');
const state: PassState = ((globalThis as { [KEY]?: PassState })[KEY] ??= { running: null, again: false });
const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export type { JobRunners };

export const defaultRunners = (): JobRunners => ({
  mail: async (job) => {
    const url = serverEnv().SMTP_URL;
    if (!url) throw new Error('SMTP_URL is not set any more');
    await transportFor(url).sendMail(job.payload as MailPayload);
  },
  ...leadBookingRunners(),
  'calendar-put': (job) => syncCalendar(job),
});

/** The sales inbox hears of a booked event the relay gave up writing into the rep's calendar. */
async function alertGivenUp(job: Job, attempts: number, error: unknown) {
  const booking = await bookingStore().get(job.booking).catch(() => undefined);
  const rep = booking && repById(booking.rep);
  const facts = {
    name: booking?.visitor.name ?? '?', email: booking?.visitor.email ?? '?', state: booking?.state ?? 'not in the store',
    date: booking && rep ? dateLabel(booking.start, rep.timeZone, 'en') : '?', time: booking && rep ? timeLabel(booking.start, rep.timeZone, 'en') : '?',
    timeZone: rep ? zoneLabel(rep.timeZone) : '?', rep: rep?.name ?? booking?.rep ?? '?', attempts,
    booking: job.booking, uid: booking?.uid ?? '?', lead: booking?.request ?? '?', error: error instanceof Error ? error.message : String(error),
  };
  await alertSalesInbox({ subject: fill(calendarAlertWords.givenUpSubject, facts), text: fill(calendarAlertWords.givenUpBody, facts) });
}

export async function relayBookingJobs(runners: JobRunners = defaultRunners()) {
  const env = serverEnv();
  const store = bookingStore();
  const summary = { done: 0, retrying: 0, failed: 0 };
  for (;;) {
    const jobs = await store.claimJobs({ now: new Date(), limit: 4, leaseMs: env.LEAD_LEASE_MS, owner });
    if (jobs.length === 0) return summary;
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const run = runners[job.kind];
          if (!run) throw new Error(`No runner for ${job.kind} jobs is configured`);
          await run(job);
          await store.recordJob(job.id, { ok: true });
          summary.done += 1;
        } catch (error) {
          const at = new Date();
          const retryAt = nextAttemptAt({ received_at: job.createdAt } as never, job.attempts + 1, at, env.LEAD_RETRY_SCHEDULE_MS);
          await store.recordJob(job.id, { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 500), nextAttemptAt: retryAt });
          if (retryAt) summary.retrying += 1;
          else {
            summary.failed += 1;
            if (job.kind === 'calendar-put') await alertGivenUp(job, job.attempts + 1, error);
          }
        }
      }),
    );
  }
}

/** Starts a pass unless one runs (then that one runs again when it ends). Never throws. */
export function kickBookingRelay() {
  kickPass(state, relayBookingJobs, 'The booking relay pass failed; it runs again on the next booking or timer tick');
}

export async function bookingRelayIdle() {
  await passIdle(state);
}

/** The running server's retry loop, beside the lead relay's (instrumentation.ts). */
export function startBookingRelayTimer() {
  kickEvery(state, kickBookingRelay, serverEnv().LEAD_RELAY_INTERVAL_MS);
}
