import { bookingStore } from '@/lib/booking-store';
import type { Booking, JobRunners, NewJob } from '@/lib/booking-store/store';
import { serverEnv } from '@/lib/env';
import { leadStore } from '@/lib/leads';
import { leadMessageId } from '@/lib/leads/channels/smtp';
import { postSigned } from '@/lib/leads/channels/webhook';
import type { LeadBooking, LeadStore } from '@/lib/leads/store';
import { leadBookingWords, type BookingChange } from '@/content/lead-booking';
import type { SalesRep } from '@/content/sales-team';
import { site } from '@/content/site';
import type { ChangedBy } from './tokens';
import { dateLabel, fill, timeLabel, zoneLabel } from './format';
import { repById } from './team';

/**
 * Where a booking shows on its lead. The lead was stored and mailed before the visitor booked,
 * so every change of a booking (book, reschedule, cancel) leaves, beside its invitations, the
 * jobs of leadBookingJobs() in the booking store, run by the booking relay with its retries:
 * - `lead-booking`: writes the booking as it is when the job runs onto the lead, in either lead
 *   store (LeadStore.recordBooking); the CSV, `npm run outbox`, insights and experiments read it there;
 * - `webhook` (with LEAD_WEBHOOK_URL): the event `demo.booked` / `demo.rescheduled` /
 *   `demo.cancelled`, POSTed to the leads' receiver, signed as a lead is (X-Lead-Signature);
 * - `mail` (with SMTP_URL): a short note to the sales inbox (LEAD_NOTIFY_TO) answering the lead's
 *   own mail, so it shows in that thread.
 */

export type { BookingChange };

/** The booking as the lead carries it: UTC times, the rep's id and name, booked or cancelled. */
export function leadBookingOf(booking: Booking, rep = repById(booking.rep), now = new Date()): LeadBooking {
  return {
    id: booking.id,
    state: booking.state,
    start: booking.start,
    end: booking.end,
    rep: { id: booking.rep, name: rep?.name ?? booking.rep },
    sequence: booking.sequence,
    booked_at: booking.bookedAt,
    updated_at: now.toISOString(),
  };
}

/** Writes the booking as it is now onto its demo request; throws when that lead is not stored (the job retries). */
export async function recordBookingOnLead(booking: Booking, store: LeadStore = leadStore()) {
  if (!(await store.recordBooking(booking.request, leadBookingOf(booking)))) throw new Error(`Lead ${booking.request} of booking ${booking.id} is not in the lead store`);
}

const utcLabel = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function salesMail(booking: Booking, rep: SalesRep, change: BookingChange, by: ChangedBy) {
  const env = serverEnv();
  const host = new URL(env.SITE_URL).hostname;
  const facts = {
    name: booking.visitor.name,
    email: booking.visitor.email,
    rep: rep.name,
    date: dateLabel(booking.start, rep.timeZone, 'en'),
    time: timeLabel(booking.start, rep.timeZone, 'en'),
    timeZone: zoneLabel(rep.timeZone),
    utc: utcLabel(booking.start),
    lead: booking.request,
  };
  const thread = leadMessageId(booking.request, host);
  return {
    from: env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${host}` },
    to: env.LEAD_NOTIFY_TO,
    replyTo: { name: booking.visitor.name, address: booking.visitor.email },
    subject: fill(leadBookingWords.subject[change], facts),
    text: `${fill(change === 'cancelled' && by === 'rep' ? leadBookingWords.cancelledByRep : leadBookingWords.body[change], facts)}\n\n${fill(leadBookingWords.lead, facts)}\n`,
    inReplyTo: thread,
    references: [thread],
    headers: { 'X-Lead-Id': booking.request, 'X-Lead-Event': `demo.${change}` },
  };
}

/** The lead's share of the work a change of a booking leaves (see above); add them beside the invitations. */
export function leadBookingJobs(booking: Booking, rep: SalesRep, change: BookingChange, by: ChangedBy = 'visitor'): NewJob[] {
  const env = serverEnv();
  const jobs: NewJob[] = [{ kind: 'lead-booking', payload: {} }];
  if (env.LEAD_WEBHOOK_URL) {
    jobs.push({ kind: 'webhook', payload: { event: `demo.${change}`, lead_id: booking.request, booking: leadBookingOf(booking, rep), visitor: booking.visitor, changed_by: by } });
  }
  if (env.SMTP_URL && env.LEAD_NOTIFY_TO) jobs.push({ kind: 'mail', payload: salesMail(booking, rep, change, by) });
  return jobs;
}

/** How the relay runs the two job kinds above (the mail goes as every mail job does). */
export const leadBookingRunners = (): JobRunners => ({
  'lead-booking': async (job) => {
    const booking = await bookingStore().get(job.booking);
    if (!booking) throw new Error(`Booking ${job.booking} is not in the booking store`);
    await recordBookingOnLead(booking);
  },
  webhook: async (job) => {
    const { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret } = serverEnv();
    if (!url) throw new Error('LEAD_WEBHOOK_URL is not set any more');
    await postSigned({ url, secret }, String(job.payload.lead_id), job.payload, String(job.payload.event));
  },
});
