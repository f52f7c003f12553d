/** @jest-environment node */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderToStaticMarkup } from 'react-dom/server';
import { FileInsightsStore } from '@/lib/insights/file-store';
import { FileLeadStore } from '@/lib/leads/file-store';
import type { InsightEvent } from '@/lib/insights/events';
import { experimentsPage } from '@/services/team/experiments';
import { vitalsPage } from '@/services/team/vitals';
import { VitalsView } from '@/components/team/vitals-view';
import { ExperimentSection } from '@/components/team/experiment-section';
import { csvOf } from '@/lib/charts/table';
import { teamStore } from '@/services/team/config';
import { GET as vitalsCsvGet } from '@/app/(team)/team/vitals/csv/route';
import { GET as experimentsCsvGet } from '@/app/(team)/team/experiments/csv/route';
import { GET as overviewCsvGet } from '@/app/(team)/team/insights/csv/route';
import { overviewTables, parsePeriod, readOverview } from '@/services/team/overview';

/**
 * The team room's Field vitals and Experiments pages read the same figures as `npm run insights`
 * and `npm run experiments` over the same store: a known insights store, lead store and
 * experiments file are written, both commands run as child processes on them, and what they
 * print is compared with the pages' figures and their rendered tables.
 */
jest.setTimeout(180_000);
const root = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);
const bundledNode = path.join(root, 'node_modules', '.bin', 'node');
const node = existsSync(bundledNode) ? bundledNode : process.execPath;

const now = new Date();
const DAY = 86_400_000;
const SITE = 'http://localhost:3000';
const at = (days: number) => new Date(now.getTime() + days * DAY);
const day = (days: number) => at(days).toISOString().slice(0, 10);

const experimentsFile = [
  { key: 'home-test', route: '/', start: day(-20), end: day(20) },
  { key: 'pricing-test', route: '/business', start: day(-30), end: day(-3) },
  { key: 'contact-test', route: '/business/bakeries', start: day(5), end: day(30) },
].map(({ key, route, start, end }) => ({
  key,
  hypothesis: 'A bolder promise on the page brings more demo requests than the current one.',
  routes: [route],
  variants: [
    { key: 'control', name: 'As it is' },
    { key: 'bold', name: 'Bolder', overrides: { 'hero.headline': 'Your card sales in the bank today.' } },
  ],
  split: { control: 50, bold: 50 },
  start,
  end,
  metric: 'lead-conversion',
  baselineRate: 0.03,
  minimumDetectableEffect: 0.2,
}));

/** Web Vitals values: [route, viewport, metric, day offset, values]. */
const vitals: [string, string, 'LCP' | 'INP' | 'CLS', number, number[]][] = [
  ['/pricing', 'phone', 'LCP', 0, [3000, 3500, 4200, 5000]],
  ['/pricing', 'desktop', 'LCP', 0, [1200, 1500]],
  ['/pricing', 'phone', 'LCP', -1, [2800, 3900]],
  ['/pricing', 'phone', 'INP', 0, [150, 300, 520]],
  ['/pricing', 'desktop', 'CLS', -1, [0.05, 0.3]],
  ['/', 'desktop', 'LCP', 0, [1000, 1800, 2200]],
  ['/', 'desktop', 'INP', -2, [80, 120]],
  ['/', 'phone', 'CLS', 0, [0.01, 0.02]],
  // Outside the last 7 days, inside the last 28.
  ['/about', 'phone', 'LCP', -10, [9000]],
];
/** Enrolled visitors and leads: [experiment, variant, day offset, enrolled, leads]. */
const arms: [string, string, number, number, number][] = [
  ['home-test', 'control', -1, 120, 6],
  ['home-test', 'bold', -1, 130, 12],
  ['pricing-test', 'control', -4, 200, 10],
  ['pricing-test', 'bold', -4, 100, 5],
];

let dir: string;
const saved = { ...process.env };
let insightsText = '';
let experimentsText = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'team-charts-'));
  const env = { INSIGHTS_DIR: path.join(dir, 'insights'), OUTBOX_DIR: path.join(dir, 'outbox'), EXPERIMENTS_FILE: path.join(dir, 'experiments.json') };
  writeFileSync(env.EXPERIMENTS_FILE, JSON.stringify(experimentsFile));
  const store = new FileInsightsStore(env.INSIGHTS_DIR);
  const records: Promise<void>[] = [];
  const record = (event: InsightEvent, offset: number) => records.push(store.record(event, at(offset)));
  for (const [route, viewport, metric, offset, values] of vitals) for (const value of values) record({ type: 'vital', route, viewport, metric, value } as InsightEvent, offset);
  const leads = new FileLeadStore({ dir: env.OUTBOX_DIR, maxBytes: 10_000_000 });
  for (const [experiment, variant, offset, enrolled, leadCount] of arms) {
    const route = experimentsFile.find((entry) => entry.key === experiment)!.routes[0]!;
    for (let i = 0; i < enrolled; i += 1) {
      record({ type: 'exposure', experiment, variant } as InsightEvent, offset);
      record({ type: 'view', route, experiment, variant } as InsightEvent, offset);
    }
    for (let i = 0; i < leadCount; i += 1) {
      await leads.append(
        { form: 'demo', service_id: 's', template_id: 't', via: 'send', spam: false, template_params: { from_name: `Lead ${i}`, attr_experiment: experiment, attr_variant: variant } },
        { channels: [] },
      );
    }
  }
  await Promise.all(records);
  await leads.close();
  // Both commands read files: no database, whatever the shell has.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  [insightsText, experimentsText] = await Promise.all([
    run(node, ['scripts/insights.mjs', '--days', '7'], { cwd: root, env: childEnv }).then((result) => result.stdout),
    run(node, ['scripts/experiments.mjs'], { cwd: root, env: childEnv }).then((result) => result.stdout),
  ]);
  Object.assign(process.env, env, { SITE_URL: SITE, TEAM_DIR: path.join(dir, 'team'), TEAM_MEMBERS: 'mo@ladle.example=marketing,sam@ladle.example=sales' });
  delete process.env.DATABASE_URL;
});

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

/** The rows of a table the commands print: cells are separated by two or more spaces. */
const cells = (line: string) => line.trim().split(/\s{2,}/);

describe('Field vitals', () => {
  it('shows the p75, values measured and band of every route and metric that `npm run insights` prints, worst routes first', async () => {
    const printed = insightsText
      .split('\n')
      .map((line) => line.match(/^(\/\S*)\s+(LCP|INP|CLS)\s+(\S+(?: ms)?)\s+(\d+)\s+(good|needs improvement|poor)\s*$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map(([, route, metric, p75, samples, band]) => ({ route, metric, p75, samples: Number(samples), band }));
    expect(printed).toHaveLength(6);

    const figures = await vitalsPage({ days: 7, route: null }, now);
    const shown = figures.ranked.flatMap((entry) =>
      (['LCP', 'INP', 'CLS'] as const)
        .filter((metric) => entry.p75[metric])
        .map((metric) => {
          const { value, seen, band } = entry.p75[metric]!;
          return { route: entry.route, metric, p75: metric === 'CLS' ? value.toFixed(3) : `${value} ms`, samples: seen, band };
        }),
    );
    expect(shown).toEqual(expect.arrayContaining(printed));
    expect(shown).toHaveLength(printed.length);
    // Worst first: /pricing's CLS 0.3 is three times its good limit; /'s LCP 2,200 ms under it.
    expect(figures.ranked.map((entry) => [entry.route, entry.worst])).toEqual([
      ['/pricing', 'CLS'],
      ['/', 'LCP'],
    ]);

    const html = renderToStaticMarkup(<VitalsView figures={figures} />);
    // The ranking table, the per-device bars and the per-day lines carry the same figures.
    expect(html).toMatch(/<th scope="row"[^>]*>\/pricing<\/th><td[^>]*>CLS<\/td><td[^>]*>3<\/td><td[^>]*>3,900<\/td><td[^>]*>Needs improvement<\/td><td[^>]*>520<\/td><td[^>]*>Poor<\/td><td[^>]*>0.3<\/td><td[^>]*>Poor<\/td>/);
    expect(html).toContain('<svg viewBox="0 0 360');
    expect(html).toContain('4,200 ms');
  });

  it('draws p75 per device class and per day from the same weighted percentile', async () => {
    const figures = await vitalsPage({ days: 7, route: '/pricing' }, now);
    expect(figures.tables.byDevice.LCP.rows).toEqual([
      { route: '/pricing', phone: 4200, tablet: null, desktop: 1500 },
      { route: '/', phone: null, tablet: null, desktop: 2200 },
    ]);
    const days = figures.tables.overTime.LCP.rows;
    expect(days).toHaveLength(7);
    expect(days.slice(-2)).toEqual([
      { day: day(-1), all: 3900, phone: 3900, tablet: null, desktop: null },
      { day: day(0), all: 4200, phone: 4200, tablet: null, desktop: 1500 },
    ]);
    // 28 days reach /about's day 10 days ago, now the worst route.
    const month = await vitalsPage({ days: 28, route: null }, now);
    expect(month.ranked[0]!.route).toBe('/about');
    expect(month.route).toBe('/about');
    expect(month.tables.overTime.LCP.rows).toHaveLength(28);
  });
});

describe('Experiments', () => {
  it('shows per variant the enrolled, views, leads, rate and difference `npm run insights` prints, and its split warning', async () => {
    const figures = await experimentsPage(now);
    expect(figures.experiments.map((entry) => [entry.key, entry.state])).toEqual([
      ['home-test', 'running'],
      ['pricing-test', 'ended'],
    ]);
    for (const experiment of figures.experiments) {
      const at = insightsText.indexOf(`${experiment.key}: ${experiment.state}, ${experiment.start} to ${experiment.end}`);
      expect(at).toBeGreaterThan(-1);
      const block = insightsText.slice(at).split('\n\n')[0]!.split('\n').filter(Boolean);
      expect(block[1]!.includes('(MISMATCH)')).toBe(experiment.splitCheck.mismatch);
      const rows = block.slice(4).map(cells);
      expect(rows.map(([variant, enrolled, views, leads, rate]) => [variant, enrolled, views, leads, rate])).toEqual(
        experiment.tables.rates.rows.map((row) => [row.variant, String(row.enrolled), String(row.views), String(row.leads), `${(row.rate as number).toFixed(2)}%`]),
      );
      const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;
      expect(rows.slice(1).map(([variant, , , , , uplift]) => [variant, uplift])).toEqual(
        experiment.splitCheck.mismatch
          ? [['bold', '-']]
          : experiment.tables.difference!.rows.map((row) => [row.variant, `${signed(row.uplift as number)} (${signed(row.low as number)} to ${signed(row.high as number)})`]),
      );
      expect(block[1]).toContain(`Needs ${experiment.neededPerVariant.toLocaleString('en-US')} enrolled visitors per variant`);
    }
    const [running, splitOff] = figures.experiments;
    expect(running!.tables.rates.rows.map((row) => [row.variant, row.enrolled, row.leads, row.rate])).toEqual([
      ['control', 120, 6, 5],
      ['bold', 130, 12, 9.23],
    ]);
    expect(splitOff!.splitCheck.mismatch).toBe(true);

    const html = renderToStaticMarkup(<ExperimentSection experiment={splitOff!} />);
    expect(html).toContain('Warning: sample ratio mismatch.');
    expect(html).toContain('No difference is shown while the split is off.');
    const fine = renderToStaticMarkup(<ExperimentSection experiment={running!} />);
    expect(fine).not.toContain('Warning');
    expect(fine).toContain('bold: 9.23% (');
  });

  it('lists every experiment with its state and enrolled visitors as `npm run experiments` does, scheduled ones included', async () => {
    const figures = await experimentsPage(now);
    const listed = experimentsText
      .split('\n')
      .map(cells)
      .filter((row) => experimentsFile.some((entry) => entry.key === row[0]));
    expect(listed).toEqual([
      ['home-test', 'running', `${day(-20)} to ${day(20)}`, 'control 120, bold 130'],
      ['pricing-test', 'ended', `${day(-30)} to ${day(-3)}`, 'control 200, bold 100'],
      ['contact-test', 'scheduled', `${day(5)} to ${day(30)}`, 'control 0, bold 0'],
    ]);
    for (const [key, state, dates, enrolled] of listed) {
      const shown = figures.experiments.find((entry) => entry.key === key);
      if (state === 'scheduled') {
        expect(figures.scheduled.rows).toContainEqual({ key, dates, variants: 'control 50%, bold 50%' });
        continue;
      }
      expect(shown?.state).toBe(state);
      expect(shown!.tables.rates.rows.map((row) => `${row.variant} ${row.enrolled}`).join(', ')).toBe(enrolled);
    }
  });
});

describe('CSV downloads', () => {
  const cookieOf = async (email: string) => `ladle-team=${await teamStore().createSession({ email, address: '203.0.113.9', now: new Date() })}`;

  it('gives marketing the very table the page shows, refuses sales (403), sends the signed-out to sign in and names no table it does not have', async () => {
    const marketing = await cookieOf('mo@ladle.example');
    const ranking = await vitalsCsvGet(new Request(`${SITE}/team/vitals/csv?days=7&table=ranking`, { headers: { cookie: marketing } }));
    expect(ranking.status).toBe(200);
    expect(ranking.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(ranking.headers.get('content-disposition')).toBe('attachment; filename="field-vitals-ranking-7-days.csv"');
    const figures = await vitalsPage({ days: 7, route: null }, now);
    expect(await ranking.text()).toBe(csvOf(figures.tables.ranking));
    const perDay = await (await vitalsCsvGet(new Request(`${SITE}/team/vitals/csv?days=7&route=%2F&table=INP-per-day`, { headers: { cookie: marketing } }))).text();
    expect(perDay.split('\r\n')[0]).toBe('Day (UTC),All devices,Phone,Tablet,Desktop');
    expect(perDay).toContain(`${day(-2)},120,,,120\r\n`);

    const rates = await experimentsCsvGet(new Request(`${SITE}/team/experiments/csv?experiment=home-test&table=rates`, { headers: { cookie: marketing } }));
    const page = await experimentsPage(now);
    expect(await rates.text()).toBe(csvOf(page.experiments[0]!.tables.rates));
    expect((await experimentsCsvGet(new Request(`${SITE}/team/experiments/csv?table=scheduled`, { headers: { cookie: marketing } }))).status).toBe(200);

    for (const query of ['table=LCP-nonsense', 'table=']) {
      expect((await vitalsCsvGet(new Request(`${SITE}/team/vitals/csv?${query}`, { headers: { cookie: marketing } }))).status).toBe(404);
    }
    expect((await experimentsCsvGet(new Request(`${SITE}/team/experiments/csv?experiment=nope&table=rates`, { headers: { cookie: marketing } }))).status).toBe(404);

    // The overview's tables are answered the same way (services/team/chart-csv.ts).
    const sources = await overviewCsvGet(new Request(`${SITE}/team/insights/csv?days=7&table=sources`, { headers: { cookie: marketing } }));
    expect(sources.status).toBe(200);
    const choice = parsePeriod({ days: '7' });
    expect(sources.headers.get('content-disposition')).toBe(`attachment; filename="what-works-sources-${choice.period.from}-to-${choice.period.to}.csv"`);
    expect(await sources.text()).toBe(csvOf(overviewTables(await readOverview(choice)).sources));
    expect((await overviewCsvGet(new Request(`${SITE}/team/insights/csv?table=nonsense`, { headers: { cookie: marketing } }))).status).toBe(404);

    const sales = await cookieOf('sam@ladle.example');
    expect((await overviewCsvGet(new Request(`${SITE}/team/insights/csv?table=sources`, { headers: { cookie: sales } }))).status).toBe(403);
    expect((await vitalsCsvGet(new Request(`${SITE}/team/vitals/csv?table=ranking`, { headers: { cookie: sales } }))).status).toBe(403);
    expect((await experimentsCsvGet(new Request(`${SITE}/team/experiments/csv?table=scheduled`, { headers: { cookie: sales } }))).status).toBe(403);
    const signedOut = await vitalsCsvGet(new Request(`${SITE}/team/vitals/csv?table=ranking`));
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([303, '/team/sign-in']);
  });
});
