/** @jest-environment node */
import type { BookingStore } from '@/lib/booking-store/store';
import { bookingCopyFor } from '@/content/es/booking';
import { salesTeam } from '@/content/sales-team';
import { availability } from '@/services/booking/availability';
import { bookSlot, confirmHold, holdSlot, listSlots } from '@/services/booking/book';
import type { BookingRequest } from '@/services/booking/tokens';
import { describeNeeding } from '../fixtures/describe-needing';
import { fileBookingBackend, pgBookingBackend } from '../fixtures/booking-backends';

/**
 * Issue 54, item 3: a script cannot fill the sales team's calendar. On both stores, the
 * review's script (60 demo requests from one address, each holding and booking the first free
 * time) ends with at most 2 bookings while a visitor from another address still sees every
 * other time; one visitor email books at most 2; one address keeps one live hold; a visitor's
 * own hold never blocks their next choice, and a hold sent twice answers the same twice.
 */

// Monday 14 December 2026, 13:00 UTC: the Spanish-speaking rep (Madrid) alone takes Spanish
// requests, free from 15:00 UTC that day.
const NOW = new Date('2026-12-14T13:00:00Z');
const ZONE = 'America/New_York';
const ATTACKER = '203.0.113.7';
const VISITOR = '198.51.100.9';
const request = (lead: string, email = `${lead}@example.com`, language: 'en' | 'es' = 'en'): BookingRequest => ({ lead, name: 'Sam Script', email, language });

const saved = { ...process.env };
beforeEach(() => {
  // The shipped defaults (2 bookings per address and per email, 1 live hold per address).
  for (const name of ['BOOKING_MAX_PER_CLIENT', 'BOOKING_MAX_PER_EMAIL', 'BOOKING_HOLDS_PER_CLIENT', 'SMTP_URL', 'CALDAV_URL', 'LEAD_WEBHOOK_URL']) delete process.env[name];
});
afterAll(() => {
  process.env = { ...saved };
});

describe.each([fileBookingBackend(), pgBookingBackend('abuse')])('$name', (backend) => {
  const run = describeNeeding(backend.missing);
  run('caps per client address and per email', () => {
    let store: BookingStore;
    beforeAll(() => backend.setup(), 60_000);
    afterAll(() => backend.teardown());
    beforeEach(async () => {
      await backend.reset();
      store = backend.open();
    });

    const times = async (client: string, lead = `look-${client}`) => {
      const listed = await listSlots({ request: request(lead), timeZone: ZONE, now: NOW, store });
      if (!listed.ok) throw new Error(listed.refusal);
      return listed.days.flatMap((day) => day.starts);
    };

    it('the review’s script: 60 requests from one address, each holding and booking the first free time, end with at most 2 bookings; another address still sees every other time', async () => {
      const before = await times(VISITOR);
      const outcomes: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const lead = `script-${i}`;
        const [first] = await times(ATTACKER, lead);
        const common = { request: request(lead), timeZone: ZONE, now: NOW, store, client: ATTACKER };
        const held = await holdSlot({ ...common, start: first! });
        if (!held.ok) {
          outcomes.push(`${held.status} ${held.refusal}`);
          continue;
        }
        const booked = await confirmHold({ ...common, holdToken: held.holdToken });
        outcomes.push(booked.ok ? 'booked' : `${booked.status} ${booked.refusal}`);
      }
      const booked = (await store.list()).filter((booking) => booking.state === 'booked');
      expect(booked.length).toBeLessThanOrEqual(2);
      expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(booked.length);
      expect(outcomes.filter((outcome) => outcome !== 'booked')).toEqual(Array(60 - booked.length).fill('429 overCap'));
      expect(booked.every((booking) => booking.client === ATTACKER)).toBe(true);
      // No hold of the script is left: the visitor from elsewhere loses only the times the two
      // bookings (with their rep's 10-minute buffer) overlap, here 15:00 and 15:30 of the first day.
      const after = await times(VISITOR);
      const gone = before.filter((start) => !after.includes(start));
      const overlapsABooking = (start: string) =>
        booked.some((booking) => Date.parse(start) < Date.parse(booking.blockedUntil) && Date.parse(booking.start) < Date.parse(start) + 30 * 60_000 + 10 * 60_000);
      expect(gone.every(overlapsABooking)).toBe(true);
      expect(after).toEqual(before.filter((start) => !gone.includes(start)));
      expect(after.length).toBeGreaterThanOrEqual(before.length - 2 * booked.length);
    }, 120_000);

    it('the same script run 12 at once, through two store instances, still books at most 2 (the caps hold under a race)', async () => {
      const starts = await times(ATTACKER);
      const second = backend.open();
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          bookSlot({ request: request(`burst-${i}`), timeZone: ZONE, now: NOW, store: i % 2 ? second : store, client: ATTACKER, start: starts[i * 3]! }),
        ),
      );
      // Its one live hold at a time lets 1 or 2 through, never more; the rest are told the team will call.
      const booked = outcomes.filter((outcome) => outcome.ok).length;
      expect(booked).toBeGreaterThanOrEqual(1);
      expect(booked).toBeLessThanOrEqual(2);
      expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && `${outcome.status} ${outcome.refusal}`)).toEqual(Array(12 - booked).fill('429 overCap'));
      expect((await store.list()).filter((booking) => booking.state === 'booked')).toHaveLength(booked);
    }, 60_000);

    it('one visitor email books at most 2 future demos, from any address', async () => {
      const starts = await times(VISITOR);
      const outcomes = [];
      for (const [i, client] of ['192.0.2.1', '192.0.2.2', '192.0.2.3'].entries()) {
        outcomes.push(await bookSlot({ request: request(`mail-${i}`, i === 1 ? 'Ana@Example.com' : 'ana@example.com'), timeZone: ZONE, now: NOW, store, client, start: starts[i * 4]! }));
      }
      expect(outcomes.map((outcome) => (outcome.ok ? 'booked' : `${outcome.status} ${outcome.refusal}`))).toEqual(['booked', 'booked', '429 overCap']);
    });

    it('one address keeps one live hold; a request’s new hold replaces its own, and a hold sent twice answers the same twice', async () => {
      const starts = await times(ATTACKER);
      const common = (lead: string) => ({ request: request(lead), timeZone: ZONE, now: NOW, store, client: ATTACKER });
      const first = await holdSlot({ ...common('a'), start: starts[0]! });
      expect(first.ok).toBe(true);
      const other = await holdSlot({ ...common('b'), start: starts[5]! });
      expect(!other.ok && `${other.status} ${other.refusal}`).toBe('429 overCap');
      // The same request choosing again, and the same hold sent twice (nginx passing a POST on).
      const again = await holdSlot({ ...common('a'), start: starts[5]! });
      const twice = await holdSlot({ ...common('a'), start: starts[5]! });
      expect([again.ok, twice.ok]).toEqual([true, true]);
      const live = await store.blocking(['rep-east', 'rep-central', 'rep-es'], NOW, new Date(NOW.getTime() + 30 * 86_400_000), NOW);
      expect(live.map((entry) => [entry.request, entry.start])).toEqual([['a', starts[5]]]);
      // Another address is not held back by this one.
      expect((await holdSlot({ request: request('c'), timeZone: ZONE, now: NOW, store, client: VISITOR, start: starts[6]! })).ok).toBe(true);
    });

    it('a confirmation sent twice at the cap answers the booking it made, not "over the cap"', async () => {
      const starts = await times(ATTACKER);
      const common = (lead: string) => ({ request: request(lead, 'bea@example.com'), timeZone: ZONE, now: NOW, store, client: ATTACKER });
      expect((await bookSlot({ ...common('first'), start: starts[0]! })).ok).toBe(true);
      const held = await holdSlot({ ...common('second'), start: starts[4]! });
      if (!held.ok) throw new Error(held.refusal);
      const once = await confirmHold({ ...common('second'), holdToken: held.holdToken });
      const twice = await confirmHold({ ...common('second'), holdToken: held.holdToken });
      expect([once, twice].map((outcome) => (outcome.ok ? outcome.booking.start : `${outcome.status} ${outcome.refusal}`))).toEqual([starts[4], starts[4]]);
    });

    it('a live hold counts toward the rep’s daily maximum only while it lives', async () => {
      // The Spanish-speaking rep with a maximum of one meeting a day.
      const rep = { ...salesTeam.find((member) => member.id === 'rep-es')!, maxPerDay: 1 };
      const monday = async (now: Date) =>
        [...(await availability({ store, language: 'es', timeZone: 'Europe/Madrid', now, reps: [rep] })).free.keys()].filter((start) => start.startsWith('2026-12-14'));
      expect(await monday(NOW)).toContain('2026-12-14T17:00:00.000Z');
      const held = await holdSlot({ request: request('daily', 'eva@example.com', 'es'), timeZone: 'Europe/Madrid', now: NOW, store, client: VISITOR, start: '2026-12-14T15:00:00.000Z' });
      expect(held.ok).toBe(true);
      expect(await monday(NOW)).toEqual([]);
      // Five minutes on the hold has expired: the day is open again.
      expect(await monday(new Date(NOW.getTime() + 5 * 60_000 + 1))).toContain('2026-12-14T17:00:00.000Z');
    });

    it('a visitor’s own live hold never blocks their next choice (one rep: hold 15:00, then 15:30)', async () => {
      const es = request('es-visitor', 'ana@example.com', 'es');
      const common = { request: es, timeZone: 'Europe/Madrid', now: NOW, store, client: VISITOR };
      const first = await holdSlot({ ...common, start: '2026-12-14T15:00:00.000Z' });
      expect(first.ok).toBe(true);
      const next = await holdSlot({ ...common, start: '2026-12-14T15:30:00.000Z' });
      expect(next.ok ? next.start : `${next.status} ${next.refusal}`).toBe('2026-12-14T15:30:00.000Z');
      // The request holds one time only: the store keeps the hold of 15:30 and not the one of 15:00.
      const live = await store.blocking(['rep-es'], NOW, new Date(NOW.getTime() + 86_400_000), NOW);
      expect(live.map((entry) => entry.start)).toEqual(['2026-12-14T15:30:00.000Z']);
    });
  });
});

describe('the refusal over the cap', () => {
  it('tells the visitor in words, in both languages, that the team will call', () => {
    expect(bookingCopyFor('en').refusals.overCap).toMatch(/our team will call you within \{replyWithin\}/);
    expect(bookingCopyFor('es').refusals.overCap).toMatch(/nuestro equipo le llamará en un plazo de \{replyWithin\}/);
  });
});
