/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { bucketFromCookies, chooseVariant, type RunnableExperiment } from '@/lib/experiments/variant-rewrite';
import { isVariantAddress, pageOfVariantAddress, variantAddress, variantPageFor, variantParams } from '@/content/experiment-variants';
import { validateExperiments } from '@/content/experiments';
import { arrangeSections } from '@/lib/experiments/sections';
import { NOT_FOUND_LOCALE_HEADER } from '@/lib/i18n/locale';
import { proxy } from '@/proxy';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const headline: RunnableExperiment = {
  key: 'home-headline',
  routes: ['/', '/business/food-trucks'],
  variants: [{ key: 'control' }, { key: 'same-day' }],
  split: { control: 50, 'same-day': 50 },
  start: '2026-12-01',
  end: '2026-12-31',
};
const DURING = Date.parse('2026-12-15T12:00:00Z');

function choose(headers: Record<string, string>, { path = '/', now = DURING }: { path?: string; now?: number } = {}) {
  return chooseVariant({ path, headers: new Headers({ 'user-agent': CHROME, ...headers }), now, experiments: [headline] });
}

describe('which variant the proxy serves', () => {
  it('serves an enrolled visitor the variant of their bucket, the control included', async () => {
    expect(choose({ cookie: 'ladle_exp_bucket=4999' })).toEqual({ experiment: 'home-headline', variant: 'control' });
    expect(choose({ cookie: 'other=1; ladle_exp_bucket=5000' })).toEqual({ experiment: 'home-headline', variant: 'same-day' });
    expect(choose({ cookie: 'ladle_exp_bucket=0' }, { path: '/business/food-trucks' })?.variant).toBe('same-day');
    expect(choose({ cookie: 'ladle_exp_bucket=2' }, { path: '/business/food-trucks' })?.variant).toBe('control');
  });

  it('keeps a visitor in their variant for the whole run, on every page of the experiment', async () => {
    const moments = ['2026-12-01T00:00:00Z', '2026-12-15T12:00:00Z', '2026-12-31T23:59:59Z'].map((moment) => Date.parse(moment));
    for (let bucket = 0; bucket < 10_000; bucket += 37) {
      const seen = new Set(
        moments.flatMap((now) => ['/', '/business/food-trucks'].map((path) => choose({ cookie: `ladle_exp_bucket=${bucket}` }, { path, now })?.variant)),
      );
      expect([bucket, seen.size]).toEqual([bucket, 1]);
    }
  });

  it('runs from 00:00 UTC on the first day through the last day only', async () => {
    const cookie = { cookie: 'ladle_exp_bucket=7000' };
    expect(choose(cookie, { now: Date.parse('2026-11-30T23:59:59Z') })).toBeNull();
    expect(choose(cookie, { now: Date.parse('2026-12-01T00:00:00Z') })?.variant).toBe('same-day');
    expect(choose(cookie, { now: Date.parse('2026-12-31T23:59:59Z') })?.variant).toBe('same-day');
    expect(choose(cookie, { now: Date.parse('2027-01-01T00:00:00Z') })).toBeNull();
  });

  it('leaves everyone else on the page as it is', async () => {
    expect(choose({})).toBeNull();
    expect(choose({ cookie: 'ladle_exp_bucket=10000' })).toBeNull();
    expect(choose({ cookie: 'ladle_exp_bucket=abc' })).toBeNull();
    expect(choose({ cookie: 'ladle-exp-bucket=7000' })).toBeNull();
    expect(choose({ cookie: 'ladle_exp_bucket=7000' }, { path: '/business' })).toBeNull();
    const enrolled = { cookie: 'ladle_exp_bucket=7000' };
    expect(choose({ ...enrolled, 'sec-gpc': '1' })).toBeNull();
    expect(choose({ ...enrolled, dnt: '1' })).toBeNull();
    expect(choose({ ...enrolled, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBeNull();
    expect(choose({ ...enrolled, 'user-agent': '' })).toBeNull();
    expect(choose({ ...enrolled, dnt: '0' })?.variant).toBe('same-day');
  });

  it('gives the prefetches of a bucket holder’s browser their variant, which that browser shows them (a client navigation)', async () => {
    const enrolled = { cookie: 'ladle_exp_bucket=7000' };
    for (const prefetch of <Record<string, string>[]>[{ 'next-router-prefetch': '1' }, { purpose: 'prefetch' }, { 'sec-purpose': 'prefetch;prerender' }]) {
      expect(choose({ ...enrolled, ...prefetch })?.variant).toBe('same-day');
      expect(choose(prefetch)).toBeNull();
    }
  });

  it('reads the bucket from a Cookie header', async () => {
    expect(bucketFromCookies(null)).toBeNull();
    expect(bucketFromCookies('a=1;ladle_exp_bucket=12')).toBe(12);
    expect(bucketFromCookies('ladle_exp_bucket=')).toBeNull();
  });
});

describe('variant addresses', () => {
  const list = validateExperiments([
    {
      key: 'es-label',
      hypothesis: 'Spanish-speaking owners ask for a demo more often with a shorter button label.',
      routes: ['/es/business/food-trucks', '/es'],
      variants: [
        { key: 'control', name: 'As it is' },
        { key: 'short', name: 'Short label', overrides: { 'hero.primaryLabel': 'Pedir una demo' } },
      ],
      split: { control: 50, 'short': 50 },
      start: '2026-12-01',
      end: '2026-12-31',
      metric: 'lead-conversion',
      baselineRate: 0.03,
      minimumDetectableEffect: 0.2,
    },
  ]).slice();

  it('sit under one prefix per language', async () => {
    expect(variantAddress('/', 'a', 'b')).toBe('/experiment-variant/a/b');
    expect(variantAddress('/business/food-trucks', 'a', 'b')).toBe('/experiment-variant/a/b/business/food-trucks');
    expect(variantAddress('/es', 'a', 'b')).toBe('/es/experiment-variant/a/b');
    expect(variantAddress('/es/business', 'a', 'b')).toBe('/es/experiment-variant/a/b/business');
    expect(isVariantAddress('/experiment-variant/a/b')).toBe(true);
    expect(isVariantAddress('/es/experiment-variant')).toBe(true);
    expect(isVariantAddress('/experiment-variants')).toBe(false);
  });

  it('lead back to their page (npm run size holds a variant to its page’s budgets)', async () => {
    for (const page of ['/', '/business/food-trucks', '/es', '/es/business']) expect(pageOfVariantAddress(variantAddress(page, 'a', 'b'))).toBe(page);
    for (const other of ['/experiment-variant', '/experiment-variant/a', '/pricing', '/es/pricing']) expect(pageOfVariantAddress(other)).toBeNull();
  });

  it('are pre-rendered for every variant, the control too, in the page language only', async () => {
    expect(variantParams(list, 'en')).toEqual([]);
    expect(variantParams(list, 'es')).toEqual([
      { experiment: 'es-label', variant: 'control', path: ['business', 'food-trucks'] },
      { experiment: 'es-label', variant: 'short', path: ['business', 'food-trucks'] },
      { experiment: 'es-label', variant: 'control', path: [] },
      { experiment: 'es-label', variant: 'short', path: [] },
    ]);
    expect(variantPageFor(list, { experiment: 'es-label', variant: 'short', path: [] }, 'es')?.route).toBe('/es');
    expect(variantPageFor(list, { experiment: 'es-label', variant: 'short', path: [] }, 'en')).toBeUndefined();
    expect(variantPageFor(list, { experiment: 'es-label', variant: 'nope', path: [] }, 'es')).toBeUndefined();
  });

  it('a variant shows its sections in its order, without the hidden ones', async () => {
    const ids = ['features', 'shift', 'hardware', 'cta'] as const;
    expect(arrangeSections(ids)).toEqual(ids);
    expect(arrangeSections(ids, { 'sections.order': ['cta', 'features', 'shift', 'hardware'], 'sections.hidden': ['shift'] })).toEqual([
      'cta',
      'features',
      'hardware',
    ]);
  });
});

describe('proxy: variant addresses from outside', () => {
  async function answer(url: string) {
    const response = await proxy(new NextRequest(new URL(url, 'http://localhost'), { headers: { 'user-agent': CHROME, cookie: 'ladle_exp_bucket=1' } }));
    const rewrite = response.headers.get('x-middleware-rewrite');
    return { rewrite: rewrite ? new URL(rewrite).pathname : null, locale: response.headers.get(`x-middleware-request-${NOT_FOUND_LOCALE_HEADER}`) };
  }

  it('are answered by the 404, in Spanish under /es', async () => {
    expect(await answer('/experiment-variant/example-home-headline/control')).toEqual({ rewrite: '/experiment-variant', locale: null });
    expect(await answer('/es/experiment-variant/a/b/business')).toEqual({ rewrite: '/es/experiment-variant', locale: 'es' });
  });

  it('an ended experiment rewrites nobody', async () => {
    expect((await answer('/')).rewrite).toBeNull();
  });
});

describe('proxy: a running experiment from EXPERIMENTS_FILE', () => {
  const saved = process.env.EXPERIMENTS_FILE;
  let dir: string;
  afterEach(() => {
    if (saved === undefined) delete process.env.EXPERIMENTS_FILE;
    else process.env.EXPERIMENTS_FILE = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites an enrolled visitor onto the variant address, keeping the query', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'experiments-'));
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const file = path.join(dir, 'experiments.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          key: 'home-headline',
          hypothesis: 'A headline about same-day money brings more demo requests than one about the rush.',
          routes: ['/'],
          variants: [
            { key: 'control', name: 'Current headline' },
            { key: 'same-day', name: 'Same-day money', overrides: { 'hero.headline': 'Your card sales in the bank today.' } },
          ],
          split: { control: 50, 'same-day': 50 },
          start: day(-1),
          end: day(1),
          metric: 'lead-conversion',
          baselineRate: 0.03,
          minimumDetectableEffect: 0.2,
        },
      ]),
    );
    process.env.EXPERIMENTS_FILE = file;
    await jest.isolateModulesAsync(async () => {
      const { proxy: fresh } = await import('@/proxy');
      const rewrite = async (url: string, headers: Record<string, string>) =>
        (await fresh(new NextRequest(new URL(url, 'http://localhost'), { headers: { 'user-agent': CHROME, ...headers } }))).headers.get('x-middleware-rewrite');
      expect(await rewrite('/?_rsc=1', { cookie: 'ladle_exp_bucket=0' })).toBe('http://localhost/experiment-variant/home-headline/same-day?_rsc=1');
      expect(await rewrite('/', { cookie: 'ladle_exp_bucket=2' })).toBe('http://localhost/experiment-variant/home-headline/control');
      expect(await rewrite('/', { cookie: 'ladle_exp_bucket=0', 'sec-gpc': '1' })).toBeNull();
      expect(await rewrite('/', {})).toBeNull();
      const cacheControl = async (cookie?: string) =>
        (await fresh(new NextRequest(new URL('/', 'http://localhost'), { headers: { 'user-agent': CHROME, ...(cookie ? { cookie } : {}) } }))).headers.get('cache-control');
      expect([await cacheControl('ladle_exp_bucket=0'), await cacheControl('ladle_exp_bucket=2')]).toEqual(['private, no-store', 'private, no-store']);
      expect(await cacheControl()).toBeNull();
    });
  });
});
