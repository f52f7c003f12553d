/** @jest-environment node */
import { Client } from 'pg';
import { insightsStore } from '@/lib/insights';
import { dayOf } from '@/lib/insights/aggregate';
import type { InsightEvent } from '@/lib/insights/events';
import { MAX_SOURCES_PER_DAY, OTHER_SOURCES } from '@/lib/insights/sources';
import { leadStore } from '@/lib/leads';
import type { NewLead } from '@/lib/leads/store';
import { insightEventSchema } from '@/services/insights';
import { figureRows, MAX_RANGE_DAYS, oldestFrom, overviewTables, parsePeriod, readOverview } from '@/services/team/overview';
import { describeBackend, leadStoreBackends } from '../fixtures/lead-stores';
import { emptyInsightTables, insightsDirPerTest } from '../fixtures/insights-per-test';

/**
 * The overview's model (services/team/overview.ts over lib/insights/overview.ts) from a known
 * store, on both stores: beacons as the endpoint parses them (so sources are labelled as in
 * production), leads as the endpoint stores them; then the figures the page shows.
 */

const DAY = 86_400_000;
const now = new Date();
const today = dayOf(now);
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

const view = (route: string, extra: Record<string, string> = {}) => insightEventSchema.parse({ type: 'view', route, ...extra });
/** A first-load view as the inline script sends it: the referrer's host (or none) and the utm_source (or ""). */
const landing = (route: string, ref: string | undefined, utm = '') => view(route, { ...(ref ? { ref } : {}), utm });

const lead = (form: NewLead['form'], params: Record<string, string>): NewLead => ({
  form,
  service_id: 'service_ladle',
  template_id: `template_${form}`,
  via: 'send',
  template_params: { from_name: 'Ana', from_email: 'ana@example.com', ...params },
  spam: false,
});

insightsDirPerTest('ladle-overview-');
afterAll(() => Promise.all(leadStoreBackends.map((backend) => backend.teardown())));

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'the overview of a known store', () => {
    beforeAll(() => backend.setup(), 60_000);
    beforeEach(async () => {
      await backend.reset();
      await emptyInsightTables();
    });

    it('counts visits, requests, bookings and the funnel per page, source and language, against the period before', async () => {
      const store = insightsStore();
      const events: [InsightEvent, Date][] = [
        // Today: three arrivals on the home page (two from a campaign, one from a search engine), two clicks inside the site.
        [landing('/', undefined, 'newsletter'), now],
        [landing('/', 'www.example.org', 'newsletter'), now],
        [landing('/', 'www.google.com'), now],
        [landing('/', 'localhost:3000'), now],
        [view('/'), now],
        [view('/pricing'), now],
        [view('/pricing'), now],
        [landing('/pricing', 'localhost:3000'), now],
        // A Spanish page typed in: a direct arrival.
        [landing('/es', undefined), now],
        [view('/es'), now],
        // Yesterday, and in the period before.
        [view('/'), daysAgo(1)],
        [view('/'), daysAgo(1)],
        ...Array.from({ length: 4 }, (): [InsightEvent, Date] => [view('/'), daysAgo(10)]),
        // Before both periods: not counted.
        [view('/'), daysAgo(20)],
      ];
      for (const [event, at] of events) await store.record(event, at);

      const leads = leadStore();
      const booked = await leads.append(lead('demo', { attr_page: '/pricing', utm_source: 'newsletter', attr_lang: 'en' }), { channels: [] });
      await leads.recordBooking(booked.record.id, { id: 'b-1', state: 'booked', start: '2030-01-01T10:00:00.000Z', end: '2030-01-01T10:30:00.000Z', rep: { id: 'r', name: 'Rep' }, sequence: 0, updated_at: now.toISOString() });
      await leads.append(lead('demo', { attr_page: '/', attr_referrer: 'www.google.com', attr_lang: 'en' }), { channels: [] });
      await leads.append(lead('partner', { attr_page: '/es', attr_lang: 'es' }), { channels: [] });
      await leads.append({ ...lead('contact', { attr_page: '/' }), spam: true, spam_reason: 'honeypot' }, { channels: [] });

      const choice = parsePeriod({}, now);
      expect(choice.period).toEqual({ from: dayOf(daysAgo(6)), to: today, days: 7 });
      expect(choice.previous).toEqual({ from: dayOf(daysAgo(13)), to: dayOf(daysAgo(7)), days: 7 });
      const pair = await readOverview(choice);
      const { figures, byRoute, bySource, byLanguage, daily } = pair.current;

      expect(figures).toEqual({ visits: 12, requests: 3, demoRequests: 2, bookings: 1, partnerApplications: 1, contacts: 0, requestsPer100: 25, bookedShare: 0.5 });
      expect(pair.previous.figures).toMatchObject({ visits: 4, requests: 0, requestsPer100: 0, bookedShare: null });
      expect(figureRows(pair).find((row) => row.key === 'visits')).toMatchObject({ current: 12, previous: 4, change: 200 });

      expect(daily).toHaveLength(7);
      expect(daily[6]).toEqual({ day: today, visits: 10, requests: 3, booked: 1 });
      expect(daily[5]).toEqual({ day: dayOf(daysAgo(1)), visits: 2, requests: 0, booked: 0 });

      // Ranked by what they bring: the booked request first, then requests, then visits.
      expect(byRoute.map((row) => [row.label, row.visits, row.requests, row.demoRequests, row.booked])).toEqual([
        ['/pricing', 3, 1, 1, 1],
        ['/', 7, 1, 1, 0],
        ['/es', 2, 1, 0, 0],
      ]);
      // Sources: arrivals only (the clicks inside the site are no visits from anywhere).
      expect(bySource.map((row) => [row.label, row.visits, row.requests, row.booked])).toEqual([
        ['newsletter', 2, 1, 1],
        ['(direct)', 1, 1, 0],
        ['www.google.com', 1, 1, 0],
      ]);
      expect(byLanguage.map((row) => [row.label, row.visits, row.requests, row.booked])).toEqual([
        ['en', 10, 2, 1],
        ['es', 2, 1, 0],
      ]);

      const tables = overviewTables(pair);
      expect(tables.funnel.rows).toEqual([
        { step: 'Visits', count: 12 },
        { step: 'Requests', count: 3 },
        { step: 'Booked meetings', count: 1 },
      ]);
      expect(tables.routes.rows[0]).toEqual({ route: '/pricing', visits: 3, requests: 1, per100: 33.33, demoRequests: 1, booked: 1, bookedShare: 100 });
      expect(tables.languages.rows.map((row) => row.language)).toEqual(['English', 'Spanish']);
    }, 60_000);

    it(`keeps at most ${MAX_SOURCES_PER_DAY} sources a day however many a script invents, the rest under ${OTHER_SOURCES}`, async () => {
      const store = insightsStore();
      // A script of a thousand beacons, each with its own invented campaign.
      for (let i = 0; i < 1_000; i += 1) await store.record(landing('/', undefined, `spam-${i}-${'x'.repeat(80)}`), now);
      const [day] = await store.readDays(1, now);
      expect(Object.keys(day!.sources!)).toHaveLength(MAX_SOURCES_PER_DAY + 1);
      expect(day!.sources![OTHER_SOURCES]).toBe(1_000 - MAX_SOURCES_PER_DAY);
      expect(Object.values(day!.sources!).reduce((a, b) => a + b, 0)).toBe(1_000);
      if (process.env.DATABASE_URL) {
        const client = new Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query('SELECT count(*)::int AS n FROM insight_sources');
        await client.end();
        expect(rows[0].n).toBe(MAX_SOURCES_PER_DAY + 1);
      }
    }, 120_000);
  });
});

describe('the period asked for', () => {
  it('is 7, 28 or 90 days up to today, or dates of one’s own, else the last 7 days with the reason', () => {
    expect(parsePeriod({ days: '28' }, now)).toMatchObject({ period: { to: today, days: 28 }, preset: 28, error: null });
    expect(parsePeriod({ days: '13' }, now)).toMatchObject({ period: { days: 7 }, preset: 7, error: null });
    const own = parsePeriod({ from: dayOf(daysAgo(9)), to: dayOf(daysAgo(3)) }, now);
    expect(own).toMatchObject({ period: { from: dayOf(daysAgo(9)), to: dayOf(daysAgo(3)), days: 7 }, previous: { from: dayOf(daysAgo(16)), to: dayOf(daysAgo(10)), days: 7 }, preset: null, error: null });
    expect(parsePeriod({ from: '2026-02-30', to: today }, now)).toMatchObject({ error: 'badDate', period: { days: 7, to: today }, typed: { from: '2026-02-30', to: today } });
    expect(parsePeriod({ from: 'yesterday', to: '' }, now).error).toBe('badDate');
    expect(parsePeriod({ from: today, to: dayOf(daysAgo(1)) }, now).error).toBe('order');
    expect(parsePeriod({ from: today, to: dayOf(daysAgo(-1)) }, now).error).toBe('future');
    expect(parsePeriod({ from: dayOf(daysAgo(MAX_RANGE_DAYS)), to: today }, now).error).toBe('tooLong');
    expect(parsePeriod({ from: dayOf(daysAgo(MAX_RANGE_DAYS - 1)), to: today }, now).error).toBeNull();
    const beforeKept = dayOf(new Date(Date.parse(`${oldestFrom(now)}T00:00:00Z`) - DAY));
    expect(parsePeriod({ from: beforeKept, to: beforeKept }, now).error).toBe('tooOld');
  });
});
