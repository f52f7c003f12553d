/** @jest-environment node */
import { FileBookingStore } from '@/lib/booking-store/file-store';
import { bookSlot } from '@/services/booking/book';
import { cancelBooking, rescheduleBooking } from '@/services/booking/change';
import { changeToken, type BookingRequest } from '@/services/booking/tokens';
import { fileStorePerTest } from '../fixtures/booking-backends';

/**
 * Issue 54, item 3: nginx passes a POST on to the next instance when the first dropped its
 * connection (deploy/nginx.conf, non_idempotent), so every change a visitor posts may arrive
 * twice. The second gets the same answer as the first, and changes and sends nothing more.
 */

const NOW = new Date('2026-12-14T13:00:00Z');
const FIRST = '2026-12-14T15:00:00.000Z';
const MOVED = '2026-12-15T16:00:00.000Z';
const es: BookingRequest = { lead: 'lead-repeat', name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };

const sandbox = fileStorePerTest('repeat');
let store: FileBookingStore;
beforeEach(() => {
  store = sandbox.store;
});

async function booked() {
  const outcome = await bookSlot({ request: es, timeZone: 'Europe/Madrid', start: FIRST, now: NOW, store });
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.booking;
}

it('a move sent twice answers the move twice, and mails once', async () => {
  const booking = await booked();
  const token = changeToken('reschedule', booking);
  const first = await rescheduleBooking({ token, start: MOVED, timeZone: 'Europe/Madrid', now: NOW, store });
  const jobs = (await store.jobs()).length;
  const again = await rescheduleBooking({ token, start: MOVED, timeZone: 'Europe/Madrid', now: NOW, store });
  expect([first, again].map((outcome) => outcome.ok && [outcome.booking.start, outcome.booking.sequence])).toEqual([
    [MOVED, 1],
    [MOVED, 1],
  ]);
  expect((await store.jobs()).length).toBe(jobs);
  // The same link to another time is a second change: refused, the booking has moved on.
  expect(await rescheduleBooking({ token, start: '2026-12-16T16:00:00.000Z', timeZone: 'Europe/Madrid', now: NOW, store })).toMatchObject({ ok: false, refusal: 'linkChanged', status: 409 });
});

it('a cancel sent twice answers the cancel twice, and mails once', async () => {
  const booking = await booked();
  const token = changeToken('cancel', booking);
  const first = await cancelBooking({ token, now: NOW, store });
  const jobs = (await store.jobs()).length;
  const again = await cancelBooking({ token, now: NOW, store });
  expect([first, again].map((outcome) => outcome.ok && outcome.booking.state)).toEqual(['cancelled', 'cancelled']);
  expect((await store.jobs()).length).toBe(jobs);
});
