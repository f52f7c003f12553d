/** @jest-environment node */
import { appendFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addEvent, emptyDay, sumCounts } from '@/lib/insights/aggregate';
import { blogPaths } from '@/content/paths';
import { countedRoute, insightEventSchema } from '@/services/insights';
import { FileInsightsStore, RETENTION_DAYS } from '@/lib/insights/file-store';
import { isUncountedRequest } from '@/lib/insights/filter';
import { band, MAX_SAMPLES, percentile, weightedPercentile } from '@/lib/insights/percentile';
import { fromOwnPages } from '@/lib/insights/origin';
import { seededRandom } from '../fixtures/seeded-random';
import { allowEvent } from '@/lib/insights/rate-limit';
import { buildReport } from '@/lib/insights/report';
import { reportCsv, reportText } from '@/lib/insights/format';
import type { LeadRecord } from '@/lib/leads/store';

const HEADLESS_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

describe('percentile and bands', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 0.75)).toBe(4);
    expect(percentile([7], 0.75)).toBe(7);
    expect(percentile([], 0.75)).toBeNull();
  });

  it("bands values by Google's thresholds, good inclusive, poor exclusive", () => {
    expect(band('LCP', 2500)).toBe('good');
    expect(band('LCP', 2501)).toBe('needs improvement');
    expect(band('LCP', 4000)).toBe('needs improvement');
    expect(band('LCP', 4001)).toBe('poor');
    expect(band('INP', 200)).toBe('good');
    expect(band('INP', 501)).toBe('poor');
    expect(band('CLS', 0.1)).toBe('good');
    expect(band('CLS', 0.25)).toBe('needs improvement');
    expect(band('CLS', 0.26)).toBe('poor');
  });
});

describe('events', () => {
  it('accepts known routes, folds blog posts, refuses the rest', () => {
    expect(countedRoute('/business/bakeries')).toBe('/business/bakeries');
    expect(countedRoute('/es/pricing')).toBe('/es/pricing');
    // A post's own address, as the blog links to it, is counted with the other posts.
    expect(countedRoute(blogPaths.post('instant-tip-payouts'))).toBe('/blog/*');
    expect(countedRoute('/blog/instant-tip-payouts')).toBe('/blog/*');
    expect(countedRoute('/blogs/instant-tip-payouts')).toBeNull();
    expect(countedRoute('/blog/')).toBeNull();
    expect(countedRoute(`/blog/${'x'.repeat(129)}`)).toBeNull();
    expect(countedRoute('/wp-admin')).toBeNull();
    expect(insightEventSchema.safeParse({ type: 'view', route: '/nope' }).success).toBe(false);
  });

  it('refuses wrong types, extra fields and out-of-range vitals', () => {
    expect(insightEventSchema.safeParse({ type: 'view', route: '/' }).success).toBe(true);
    expect(insightEventSchema.safeParse({ type: 'view', route: 1 }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'view', route: '/', ip: '1.2.3.4' }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'vital', route: '/', metric: 'LCP', value: 1200, viewport: 'phone' }).success).toBe(true);
    expect(insightEventSchema.safeParse({ type: 'vital', route: '/', metric: 'LCP', value: -1, viewport: 'phone' }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'vital', route: '/', metric: 'FID', value: 1, viewport: 'phone' }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'vital', route: '/', metric: 'LCP', value: 1, viewport: 'watch' }).success).toBe(false);
  });
});

describe('bot and prefetch filter', () => {
  it('drops bots (headless Chromium included), missing agents and prefetches', () => {
    expect(isUncountedRequest(new Headers({ 'user-agent': HEADLESS_CHROME }))).toBe(true);
    expect(isUncountedRequest(new Headers({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBe(true);
    expect(isUncountedRequest(new Headers())).toBe(true);
    expect(isUncountedRequest(new Headers({ 'user-agent': FIREFOX, 'next-router-prefetch': '1' }))).toBe(true);
    expect(isUncountedRequest(new Headers({ 'user-agent': FIREFOX, purpose: 'prefetch' }))).toBe(true);
    expect(isUncountedRequest(new Headers({ 'user-agent': FIREFOX, 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isUncountedRequest(new Headers({ 'user-agent': FIREFOX }))).toBe(false);
  });
});

describe('flood limit', () => {
  it('allows 120 events per client per minute unless INSIGHTS_EVENTS_PER_MINUTE says otherwise (the shared limiter, in memory without REDIS_URL), then refuses that client only', async () => {
    const answers: boolean[] = [];
    for (let i = 0; i <= 120; i += 1) answers.push(await allowEvent('198.51.100.20'));
    expect(answers.filter(Boolean)).toHaveLength(120);
    expect(answers.at(-1)).toBe(false);
    expect(await allowEvent('198.51.100.21')).toBe(true);
  });
});

describe("beacons from the site's own pages only", () => {
  const site = 'https://www.ladle.example';
  const own = (headers: Record<string, string>) => fromOwnPages(new Headers({ host: 'www.ladle.example', ...headers }), site);
  it('takes same-origin beacons and clients that send neither header', () => {
    expect(own({ 'sec-fetch-site': 'same-origin', origin: 'https://www.ladle.example' })).toBe(true);
    expect(own({})).toBe(true);
    // Behind no proxy, on another address: the Host the browser used is the site's own.
    expect(fromOwnPages(new Headers({ host: '127.0.0.1:3420', origin: 'http://127.0.0.1:3420', 'sec-fetch-site': 'same-origin' }), site)).toBe(true);
    expect(fromOwnPages(new Headers({ host: 'internal:3000', origin: site }), site)).toBe(true);
  });
  it('refuses cross-site, same-site from another host, and a foreign or opaque Origin', () => {
    expect(own({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(false);
    expect(own({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(own({ 'sec-fetch-site': 'same-site', origin: 'https://blog.ladle.example' })).toBe(false);
    expect(own({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(own({ origin: 'https://evil.example' })).toBe(false);
    expect(own({ origin: 'null' })).toBe(false);
    expect(own({ origin: 'https://www.ladle.example:8443' })).toBe(false);
  });
});

describe('aggregation and store bound', () => {
  it('counts per route and keeps a sample of at most MAX_SAMPLES values, counting every value seen', () => {
    const day = emptyDay();
    addEvent(day, { type: 'view', route: '/' });
    addEvent(day, { type: 'view', route: '/' });
    addEvent(day, { type: 'demo', route: '/' });
    for (let i = 0; i < MAX_SAMPLES * 4; i += 1) addEvent(day, { type: 'vital', route: '/', metric: 'LCP', value: i, viewport: 'phone' });
    expect(day.counts['/']).toEqual({ view: 2, demo: 1 });
    expect(day.vitals['/|phone|LCP']!.samples).toHaveLength(MAX_SAMPLES);
    expect(day.vitals['/|phone|LCP']!.seen).toBe(MAX_SAMPLES * 4);
    // Uniform over the day: about three quarters of the sample come after the first MAX_SAMPLES values.
    const late = day.vitals['/|phone|LCP']!.samples.filter((value) => value >= MAX_SAMPLES).length;
    expect(late).toBeGreaterThan(MAX_SAMPLES * 0.65);
    expect(late).toBeLessThan(MAX_SAMPLES * 0.85);
    expect(sumCounts([day, day])['/']).toEqual({ view: 4, demo: 2 });
  });

  it('weighs each sample by the values it stands for', () => {
    // A day with 4 values, all kept, and a day of 400 values kept as 4: the busy day decides.
    expect(weightedPercentile([1, 2, 3, 4].map((value) => ({ value, weight: 1 })).concat([10, 20, 30, 40].map((value) => ({ value, weight: 100 }))), 0.75)).toBe(30);
    expect(percentile([1, 2, 3, 4, 10, 20, 30, 40], 0.75)).toBe(20);
  });

  it('finds the weighted percentile by selection exactly as the sorted walk does, ties and fractional weights included', () => {
    const random = seededRandom(56);
    /** The definition: walk the values in order until the cumulative weight reaches p of the total. */
    const bySorting = (samples: { value: number; weight: number }[], p: number) => {
      const sorted = [...samples].sort((a, b) => a.value - b.value);
      const target = p * sorted.reduce((sum, sample) => sum + sample.weight, 0) * (1 - 1e-12);
      let cumulative = 0;
      return sorted.find((sample) => (cumulative += sample.weight) >= target)?.value ?? sorted[sorted.length - 1]!.value;
    };
    for (let round = 0; round < 300; round += 1) {
      const n = 1 + Math.floor(random() * 400);
      // Few distinct values (many ties) in half the rounds; weights like seen / kept.
      const spread = round % 2 ? 10 : 5000;
      const samples = Array.from({ length: n }, () => ({ value: Math.floor(random() * spread), weight: 1 + Math.floor(random() * 7) / 3 }));
      for (const p of [0, 0.5, 0.75, 0.99, 1]) expect([round, p, weightedPercentile(samples, p)]).toEqual([round, p, bySorting(samples, p)]);
    }
  });

  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'insights-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps every concurrent increment and prunes days past the retention', async () => {
    const store = new FileInsightsStore(dir);
    await writeFile(path.join(dir, '2000-01-01.json'), '{"counts":{},"vitals":{},"through":0}');
    await writeFile(path.join(dir, '2000-01-01.log'), '{"type":"view","route":"/"}\n');
    const at = new Date('2026-11-23T10:00:00Z');
    await Promise.all(Array.from({ length: 50 }, () => store.record({ type: 'view', route: '/pricing' }, at)));
    // Appended only: the day is a log until it is read.
    expect(await readdir(dir)).toEqual(['2026-11-23.log']);
    expect((await store.readDay('2026-11-23')).counts['/pricing']).toEqual({ view: 50 });
    expect((await readdir(dir)).sort()).toEqual(['2026-11-23.json', '2026-11-23.log']);
    expect(RETENTION_DAYS).toBeGreaterThanOrEqual(30);
  });

  it('tells every caller whose event was in a failed append, not only the first', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, '');
    const store = new FileInsightsStore(path.join(blocked, 'insights'));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => store.record({ type: 'view', route: '/' })));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
  });

  it('folds the log after the compacted part once, skips a torn line, and never reads a half-written one', async () => {
    const store = new FileInsightsStore(dir);
    const at = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await store.record({ type: 'view', route: '/' }, at);
    expect((await store.readDay('2026-11-23')).counts['/']).toEqual({ view: 3 });
    // A crash tore one line; an append is under way at the end (no newline yet).
    await appendFile(path.join(dir, '2026-11-23.log'), '{"type":"vi\n{"type":"demo","route":"/"}\n{"type":"view","ro');
    expect((await store.readDay('2026-11-23')).counts['/']).toEqual({ view: 3, demo: 1 });
    await appendFile(path.join(dir, '2026-11-23.log'), 'ute":"/"}\n');
    // A second store object (another process) reads the same totals from snapshot + log.
    expect((await new FileInsightsStore(dir).readDay('2026-11-23')).counts['/']).toEqual({ view: 4, demo: 1 });
    expect((await store.readDay('2026-11-23')).counts['/']).toEqual({ view: 4, demo: 1 });
  });
});

const lead = (params: Record<string, string>, spam = false): LeadRecord => ({
  id: Math.random().toString(36),
  received_at: '2026-11-23T10:00:00Z',
  form: 'demo',
  service_id: 's',
  template_id: 't',
  via: 'send',
  spam,
  template_params: params,
});

describe('report', () => {
  it('gives views, leads, conversion, breakdowns and p75 bands', () => {
    const day = emptyDay();
    for (let i = 0; i < 4; i += 1) addEvent(day, { type: 'view', route: '/business/bakeries' });
    addEvent(day, { type: 'demo', route: '/business/bakeries' });
    for (const value of [1000, 2000, 3000, 5000]) addEvent(day, { type: 'vital', route: '/business/bakeries', metric: 'LCP', value, viewport: 'phone' });
    addEvent(day, { type: 'vital', route: '/business/bakeries', metric: 'CLS', value: 0.3, viewport: 'desktop' });
    const report = buildReport(
      [day],
      [
        lead({ attr_page: '/business/bakeries', utm_source: 'news', utm_medium: 'email', utm_campaign: 'fall', business_type: 'Bakery', attr_lang: 'en' }),
        lead({ attr_page: '/business/bakeries', utm_source: 'spam' }, true),
      ],
      7,
      countedRoute,
    );
    expect(report.routes).toEqual([{ route: '/business/bakeries', views: 4, demos: 1, leads: 1, conversion: 0.25, calculator: 0, languageSwitches: 0 }]);
    expect(report.bySource).toEqual([{ label: 'news', leads: 1 }]);
    expect(report.byTrade).toEqual([{ label: 'Bakery', leads: 1 }]);
    expect(report.vitals).toEqual([
      { route: '/business/bakeries', metric: 'CLS', p75: 0.3, samples: 1, band: 'poor' },
      { route: '/business/bakeries', metric: 'LCP', p75: 3000, samples: 4, band: 'needs improvement' },
    ]);
    const text = reportText(report);
    expect(text).toMatch(/\/business\/bakeries\s+4\s+1\s+1\s+25\.0%\s+0\s+0$/m);
    expect(text).toMatch(/LCP\s+3000 ms\s+4\s+needs improvement/);
    expect(reportCsv(report)).toContain('route,/business/bakeries,4,1,1,0.2500,,,,,0,0');
  });
});

describe('demo bookings in the report', () => {
  const booking = (state: 'booked' | 'cancelled') => ({ id: 'b', state, start: '2026-11-24T17:00:00.000Z', end: '2026-11-24T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' }, sequence: 0, updated_at: '2026-11-23T10:05:00.000Z' });
  const withBooking = (params: Record<string, string>, state?: 'booked' | 'cancelled') => ({ ...lead(params), ...(state ? { booking: booking(state) } : {}) });

  it('counts demo requests, bookings and the share booked, per route and per source (a cancelled booking is not booked; other forms and spam are not requests)', () => {
    const leads = [
      withBooking({ attr_page: '/demo', utm_source: 'news' }, 'booked'),
      withBooking({ attr_page: '/demo', utm_source: 'news' }, 'booked'),
      withBooking({ attr_page: '/demo', utm_source: 'ads' }, 'cancelled'),
      withBooking({ attr_page: '/demo', utm_source: 'ads' }),
      withBooking({ attr_page: '/es/demo' }, 'booked'),
      { ...withBooking({ attr_page: '/contact', utm_source: 'news' }), form: 'contact' as const },
      { ...withBooking({ attr_page: '/demo', utm_source: 'news' }, 'booked'), spam: true },
    ];
    const report = buildReport([emptyDay()], leads, 7, countedRoute);
    const text = reportText(report);
    expect(text).toContain('Demo requests booked, by route');
    expect(text).toMatch(/^\/demo\s+4\s+2\s+50\.0%$/m);
    expect(text).toMatch(/^\/es\/demo\s+1\s+1\s+100\.0%$/m);
    expect(text).toContain('Demo requests booked, by source');
    expect(text).toMatch(/^news\s+2\s+2\s+100\.0%$/m);
    expect(text).toMatch(/^ads\s+2\s+0\s+0\.0%$/m);
    expect(text).toMatch(/^\(none\)\s+1\s+1\s+100\.0%$/m);
    const csv = reportCsv(report).split('\n');
    expect(csv[0]).toBe('section,key,views,demo_opens,leads,conversion,metric,p75,samples,band,calculator,language_switches,demo_requests,booked,booked_share');
    expect(csv).toContain('demo-bookings-route,/demo,,,,,,,,,,,4,2,0.5000');
    expect(csv).toContain('demo-bookings-source,ads,,,,,,,,,,,2,0,0.0000');
  });
});

describe('weekly digest schedule', () => {
  // Imported here so the rest of the file does not need the site's env.
  const { dueDigestWeek } = jest.requireActual<typeof import('@/lib/insights/week')>('@/lib/insights/week');
  it("is due from Monday 08:00 in the site's time zone, for that Monday's week", () => {
    // 2026-11-23 is a Monday; New York is UTC-5 then.
    expect(dueDigestWeek(new Date('2026-11-23T12:59:00Z'), 'America/New_York')).toBeNull();
    expect(dueDigestWeek(new Date('2026-11-23T13:00:00Z'), 'America/New_York')).toBe('2026-11-23');
    expect(dueDigestWeek(new Date('2026-11-29T23:00:00Z'), 'America/New_York')).toBe('2026-11-23');
    expect(dueDigestWeek(new Date('2026-11-30T04:00:00Z'), 'America/New_York')).toBe('2026-11-23');
    expect(dueDigestWeek(new Date('2026-11-30T08:00:00Z'), 'UTC')).toBe('2026-11-30');
  });
});
