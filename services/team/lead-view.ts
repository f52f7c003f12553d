import 'server-only';
import { bookingStore } from '@/lib/booking-store';
import type { Booking, Job } from '@/lib/booking-store/store';
import { leadAttribution, leadFields } from '@/lib/leads/channels/lead-text';
import { storedLead } from './leads';

/**
 * Everything the lead page shows about one lead: the visitor's fields and message, where it came
 * from, each delivery channel with its attempts and outcome, and the demo it booked with the
 * booking's history (each change the booking store recorded, from the work it left: booked,
 * moved, cancelled, with its mails and calendar writes and how they went).
 */
export type LeadView = NonNullable<Awaited<ReturnType<typeof leadView>>>;

export type BookingHistoryItem = { at: string; what: string; state: Job['state']; attempts: number; lastError: string | null };

function historyOf(jobs: Job[], booking: Booking): BookingHistoryItem[] {
  return jobs
    .filter((job) => job.booking === booking.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((job) => {
      const about = [job.payload.event, job.payload.subject].find((value): value is string => typeof value === 'string');
      const to = typeof job.payload.to === 'string' ? ` to ${job.payload.to}` : '';
      return { at: job.createdAt, what: `${job.kind}${about ? ` (${about})` : ''}${to}`, state: job.state, attempts: job.attempts, lastError: job.lastError };
    });
}

export async function leadView(id: string) {
  const entry = await storedLead(id);
  if (!entry) return undefined;
  const bookingId = entry.lead.booking?.id;
  const store = bookingStore();
  const booking = bookingId ? await store.get(bookingId) : undefined;
  const history = booking ? historyOf(await store.jobs(booking.id), booking) : [];
  const message = entry.lead.template_params.message;
  return {
    entry,
    fields: leadFields(entry.lead),
    message: typeof message === 'string' ? message : '',
    attribution: leadAttribution(entry.lead),
    booking,
    history,
  };
}
