/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { insightsStore } from '@/lib/insights';
import { dayOf } from '@/lib/insights/aggregate';
import { leadStore } from '@/lib/leads';
import { overviewTables, parsePeriod, readOverview } from '@/services/team/overview';
import { describeBackend, leadStoreBackends } from '../fixtures/lead-stores';
import { emptyInsightTables, insightsDirPerTest } from '../fixtures/insights-per-test';

/**
 * The figures the overview page shows per route equal what `npm run insights` prints over the
 * same store and days: a known store is seeded, the command runs as a child process (7 and 30
 * days, CSV), and its routes' views, leads and conversion and its demo requests booked per route
 * are held against the page's table of routes for the same days, on both stores.
 */

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const DAY = 86_400_000;
const now = new Date();

type ReportRow = Record<string, string>;
/** The command's CSV (lib/insights/format.ts reportCsv): rows keyed by the header, in sections. */
async function insightsCsv(days: 7 | 30): Promise<ReportRow[]> {
  const { stdout } = await run('npm', ['run', '--silent', 'insights', '--', '--days', String(days), '--csv'], { cwd: root, env: process.env, timeout: 60_000 });
  const [header, ...lines] = stdout.trim().split('\n').map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])));
}

insightsDirPerTest('ladle-overview-report-');
afterAll(() => Promise.all(leadStoreBackends.map((backend) => backend.teardown())));

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'the overview and `npm run insights` over one store', () => {
    beforeAll(() => backend.setup(), 60_000);
    beforeEach(async () => {
      await backend.reset();
      await emptyInsightTables();
    });

    it('print the same views, leads, conversion and bookings per route for 7 and 30 days', async () => {
      const store = insightsStore();
      const routes = ['/', '/pricing', '/demo', '/es', '/contact'];
      // Views on days 0..25 back, a different number per route and day; demo opens too.
      for (let back = 0; back < 26; back += 1) {
        const at = new Date(now.getTime() - back * DAY);
        for (const [index, route] of routes.entries()) {
          const views = (back * 3 + index * 5) % 7;
          for (let i = 0; i < views; i += 1) await store.record({ type: 'view', route, ...(i === 0 ? { source: `source-${index}` } : {}) }, at);
          if (views > 4) await store.record({ type: 'demo', route }, at);
        }
      }
      const leads = leadStore();
      const append = (form: 'demo' | 'partner' | 'contact', page: string, extra: Record<string, string> = {}) =>
        leads.append({ form, service_id: 's', template_id: 't', via: 'send', spam: false, template_params: { from_name: 'Cy', from_email: 'cy@example.com', attr_page: page, ...extra } }, { channels: [] });
      const booking = { state: 'booked' as const, start: '2030-01-01T10:00:00.000Z', end: '2030-01-01T10:30:00.000Z', rep: { id: 'r', name: 'Rep' }, sequence: 0, updated_at: now.toISOString() };
      const first = await append('demo', '/pricing', { utm_source: 'news' });
      await leads.recordBooking(first.record.id, { ...booking, id: 'b-1' });
      const second = await append('demo', '/pricing');
      await leads.recordBooking(second.record.id, { ...booking, id: 'b-2', state: 'cancelled' });
      await append('demo', '/demo', { attr_referrer: 'www.example.org' });
      await append('partner', '/es');
      await append('contact', '/contact');
      await append('contact', '/not-a-page');

      for (const days of [7, 30] as const) {
        const report = await insightsCsv(days);
        const choice = days === 7 ? parsePeriod({ days: '7' }, now) : parsePeriod({ from: dayOf(new Date(now.getTime() - 29 * DAY)), to: dayOf(now) }, now);
        expect(choice.period.days).toBe(days);
        const page = overviewTables(await readOverview(choice)).routes.rows;
        const reportRoutes = report.filter((row) => row.section === 'route');
        expect(reportRoutes.length).toBeGreaterThanOrEqual(6);
        expect(page.map((row) => row.route).sort()).toEqual(reportRoutes.map((row) => row.key).sort());
        const bookings = new Map(report.filter((row) => row.section === 'demo-bookings-route').map((row) => [row.key, row]));
        for (const row of reportRoutes) {
          const shown = page.find((candidate) => candidate.route === row.key)!;
          expect({ route: row.key, views: shown.visits, leads: shown.requests }).toEqual({ route: row.key, views: Number(row.views), leads: Number(row.leads) });
          if (row.conversion === '') expect(shown.per100).toBeNull();
          else expect(shown.per100).toBeCloseTo(Number(row.conversion) * 100, 1);
          const booked = bookings.get(row.key);
          expect({ route: row.key, demoRequests: shown.demoRequests, booked: shown.booked }).toEqual({ route: row.key, demoRequests: Number(booked?.demo_requests ?? 0), booked: Number(booked?.booked ?? 0) });
        }
        expect(page.find((row) => row.route === '/pricing')).toMatchObject({ demoRequests: 2, booked: 1, bookedShare: 50 });
      }
    }, 180_000);
  });
});
