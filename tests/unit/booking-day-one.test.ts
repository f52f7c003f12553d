/** @jest-environment node */
import { FileBookingStore } from '@/lib/booking-store/file-store';
import type { Job } from '@/lib/booking-store/store';
import type { LeadBooking, NewLead } from '@/lib/leads/store';
import { bookSlot } from '@/services/booking/book';
import { cancelBooking } from '@/services/booking/change';
import type { MailPayload } from '@/services/booking/invitation-mail';
import type { BookingRequest } from '@/services/booking/tokens';
import { describeBackend, leadStoreBackends } from '../fixtures/lead-stores';
import { fileStorePerTest } from '../fixtures/booking-backends';

/**
 * Issue 54, item 7, what a sales team meets on day one: replies to an invitation reach a
 * person, a cancel from the rep's own link is told as the rep's, and the lead shows the booking
 * it has now (cancelled, then booked again: booked).
 */

// Monday 14 December 2026, 13:00 UTC: the Spanish-speaking rep (Madrid) alone takes Spanish requests.
const NOW = new Date('2026-12-14T13:00:00Z');
const es: BookingRequest = { lead: 'lead-day-one', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };
const saved = { ...process.env };

describe('invitations and the rep’s cancel', () => {
  const sandbox = fileStorePerTest('day-one');
  let store: FileBookingStore;
  beforeEach(() => {
    store = sandbox.store;
  });

  const mails = async (booking: string) =>
    (await store.jobs()).filter((job: Job) => job.booking === booking && job.kind === 'mail').map((job) => job.payload as unknown as MailPayload & { to: string | { address: string } });
  const toAddress = (mail: { to: unknown }) => (typeof mail.to === 'string' ? mail.to : (mail.to as { address: string }).address);
  async function booked() {
    const outcome = await bookSlot({ request: es, timeZone: 'Europe/Madrid', start: '2026-12-14T15:00:00.000Z', now: NOW, store });
    if (!outcome.ok) throw new Error(outcome.refusal);
    return outcome;
  }
  const cancelLinkIn = (text: string) => decodeURIComponent(/\/demo\/cancel\?t=(\S+)/.exec(text)![1]!);

  it('the visitor’s invitation has Reply-To the rep, the rep’s has Reply-To the visitor', async () => {
    const { booking, rep } = await booked();
    const [visitorMail, repMail] = await mails(booking.id);
    expect([toAddress(visitorMail!), visitorMail!.replyTo]).toEqual(['ana@example.com', { name: rep.name, address: rep.email }]);
    expect([toAddress(repMail!), repMail!.replyTo]).toEqual([rep.email, { name: 'Ana Ruiz', address: 'ana@example.com' }]);
  });

  it('a cancel from the rep’s link says the rep cancelled: to the visitor (with an apology), the rep and the sales inbox', async () => {
    const { booking, rep } = await booked();
    const repMail = (await mails(booking.id)).find((mail) => toAddress(mail) === rep.email)!;
    const cancelled = await cancelBooking({ token: cancelLinkIn(repMail.text), now: NOW, store });
    expect(cancelled.ok).toBe(true);
    const sent = (await mails(booking.id)).slice(3);
    const visitor = sent.find((mail) => toAddress(mail) === 'ana@example.com')!;
    const toRep = sent.find((mail) => toAddress(mail) === rep.email)!;
    const inbox = sent.find((mail) => toAddress(mail) === 'sales@ladle.example')!;
    expect(visitor.text).toContain(`${rep.name} tuvo que cancelar su demostración de Ladle del`);
    expect(visitor.text).toContain('Lo sentimos.');
    expect(toRep.text).toMatch(/^You cancelled the demo with Ana Ruiz <ana@example.com> on /);
    expect(inbox.text).toMatch(new RegExp(`^${rep.name} cancelled the demo with Ana Ruiz <ana@example.com> of `));
  });

  it('a cancel from the visitor’s link still says the visitor cancelled', async () => {
    const { booking, rep } = await booked();
    const visitorMail = (await mails(booking.id)).find((mail) => toAddress(mail) === 'ana@example.com')!;
    expect((await cancelBooking({ token: cancelLinkIn(visitorMail.text), now: NOW, store })).ok).toBe(true);
    const toRep = (await mails(booking.id)).slice(3).find((mail) => toAddress(mail) === rep.email)!;
    expect(toRep.text).toMatch(/^Ana Ruiz <ana@example.com> cancelled their demo on /);
  });
});

const demoLead: NewLead = {
  form: 'demo',
  service_id: 'ladle_outbox',
  template_id: 'ladle_demo',
  via: 'send',
  spam: false,
  template_params: { from_name: 'Ana Ruiz', from_email: 'ana@example.com', message: 'Dos cafeterías' },
};

const record = (id: string, state: LeadBooking['state'], sequence: number, bookedAt: string): LeadBooking => ({
  id,
  state,
  start: '2026-12-15T16:00:00.000Z',
  end: '2026-12-15T16:30:00.000Z',
  rep: { id: 'rep-es', name: 'Marisol Marcador' },
  sequence,
  booked_at: bookedAt,
  updated_at: NOW.toISOString(),
});

afterAll(async () => {
  await Promise.all(leadStoreBackends.map((backend) => backend.teardown()));
  process.env = { ...saved };
});

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'the lead follows the booking it has now', () => {
    beforeAll(() => backend.setup(), 60_000);
    beforeEach(() => backend.reset());

    it('a request cancelled, then booked again, shows as booked, and a late job of the old booking changes nothing', async () => {
      const store = backend.open();
      const { record: lead } = await store.append(demoLead, { channels: [] });
      const first = '11111111-1111-4111-8111-111111111111';
      const second = '22222222-2222-4222-8222-222222222222';
      await store.recordBooking(lead.id, record(first, 'booked', 0, '2026-12-14T13:00:00.000Z'));
      await store.recordBooking(lead.id, record(first, 'cancelled', 1, '2026-12-14T13:00:00.000Z'));
      await store.recordBooking(lead.id, record(second, 'booked', 0, '2026-12-14T13:05:00.000Z'));
      const bookingOf = async () => (await backend.open().list()).find((stored) => stored.lead.id === lead.id)?.lead.booking;
      expect(await bookingOf()).toMatchObject({ id: second, state: 'booked', sequence: 0 });
      // The first booking's cancel job, run again late: the lead keeps the booking it has now.
      await store.recordBooking(lead.id, record(first, 'cancelled', 1, '2026-12-14T13:00:00.000Z'));
      expect(await bookingOf()).toMatchObject({ id: second, state: 'booked' });
      // And the same booking still never goes back to an earlier SEQUENCE.
      await store.recordBooking(lead.id, record(second, 'cancelled', 1, '2026-12-14T13:05:00.000Z'));
      await store.recordBooking(lead.id, record(second, 'booked', 0, '2026-12-14T13:05:00.000Z'));
      expect(await bookingOf()).toMatchObject({ id: second, state: 'cancelled', sequence: 1 });
    });
  });
});
