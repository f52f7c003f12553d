import { expect, test, type APIRequestContext } from './fixtures';
import { publicRoutes } from '../../content/routes';
import { builtPostIn } from './blog-support';

/**
 * Search-engine view of every route in content/routes.ts: what a crawler reads in the raw
 * server HTML, with no JavaScript. Runs once (desktop project): the HTML is the same at any width.
 */

type Head = {
  status: number;
  title?: string;
  description?: string;
  canonical?: string;
  meta: Record<string, string>;
  h1Count: number;
  jsonLd: { '@type'?: string; [key: string]: unknown }[];
};

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function attr(tag: string, name: string) {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
}

/** Reads the tags a crawler uses from a page's server HTML. */
async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const html = await response.text();
  const meta: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attr(tag, 'property') ?? attr(tag, 'name');
    const content = attr(tag, 'content');
    if (key && content !== undefined && !(key in meta)) meta[key] = content;
  }
  const canonicalTag = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag).find((tag) => attr(tag, 'rel') === 'canonical');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const parsed = JSON.parse(json!);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim(),
    description: meta.description,
    canonical: canonicalTag ? attr(canonicalTag, 'href') : undefined,
    meta,
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    jsonLd,
  };
}

const samePath = (url: string, path: string) => new URL(url).pathname.replace(/\/$/, '') === path.replace(/\/$/, '');

test.describe('search metadata @desktop-only', () => {
  for (const route of publicRoutes) {
    test(`${route.path}: one h1, title, description, canonical, Open Graph, Twitter and JSON-LD`, async ({ request }) => {
      const head = await readHead(request, route.path);
      expect(head.status, `${route.path} answers`).toBe(200);
      expect(head.h1Count, 'exactly one h1').toBe(1);
      expect(head.title, 'title').toBeTruthy();
      expect(head.description?.length ?? 0, 'description').toBeGreaterThan(20);

      expect(head.canonical, 'canonical URL').toMatch(/^https?:\/\//);
      expect(samePath(head.canonical!, route.path), `canonical ${head.canonical} names ${route.path}`).toBe(true);

      expect(head.meta['og:title'], 'og:title').toBeTruthy();
      expect(head.meta['og:description'], 'og:description').toBe(head.description);
      expect(head.meta['og:image'], 'og:image').toMatch(/^https?:\/\//);
      expect(head.meta['og:url'], 'og:url').toBe(head.canonical);
      expect(head.meta['twitter:card'], 'twitter:card').toBe('summary_large_image');
      expect(head.meta['twitter:title'], 'twitter:title').toBeTruthy();
      expect(head.meta['twitter:image'], 'twitter:image').toMatch(/^https?:\/\//);

      const types = head.jsonLd.map((item) => item['@type']);
      // The home page of either language (/ or /es) describes the organisation.
      if (route.path === '/' || route.path === '/es') {
        const org = head.jsonLd.find((item) => item['@type'] === 'Organization');
        expect(org, 'Organization JSON-LD on the home page').toBeDefined();
        expect(org?.contactPoint).toEqual(expect.arrayContaining([expect.objectContaining({ contactType: 'sales' })]));
      } else {
        expect(types, 'BreadcrumbList JSON-LD on a nested page').toContain('BreadcrumbList');
        const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
        expect(samePath(crumbs.itemListElement.at(-1)!.item, route.path), 'the trail ends at this page').toBe(true);
      }
    });
  }

  test('titles and descriptions are unique across routes', async ({ request }) => {
    const heads = await Promise.all(publicRoutes.map(async (route) => ({ path: route.path, ...(await readHead(request, route.path)) })));
    const duplicates = (key: 'title' | 'description') => {
      const seen = new Map<string, string>();
      const clashes: string[] = [];
      for (const head of heads.filter((h) => h.status === 200)) {
        const value = head[key] ?? '';
        if (seen.has(value)) clashes.push(`${head.path} repeats ${seen.get(value)}: "${value}"`);
        else seen.set(value, head.path);
      }
      return clashes;
    };
    expect(heads.filter((h) => h.status !== 200).map((h) => `${h.path} ${h.status}`), 'every route answers').toEqual([]);
    expect(duplicates('title')).toEqual([]);
    expect(duplicates('description')).toEqual([]);
  });

  test('/sitemap.xml lists every route and robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1] ?? '',
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    }));
    const paths = entries.map((entry) => new URL(entry.loc).pathname);
    for (const route of publicRoutes) expect(paths, `sitemap lists ${route.path}`).toContain(route.path);
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), `${entry.loc} has a lastmod`).toBe(false);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const sitemapLine = /^Sitemap:\s*(\S+)$/im.exec(await robots.text())?.[1];
    expect(sitemapLine).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect(new URL(sitemapLine!).pathname).toBe('/sitemap.xml');
  });

  test('a blog post is in the sitemap with article metadata and BlogPosting JSON-LD', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const post = builtPostIn(xml);
    expect(post, 'the sitemap lists at least one /blog/{id}').toBeDefined();
    const head = await readHead(request, post!);
    expect(head.status).toBe(200);
    expect(head.h1Count).toBe(1);
    expect(samePath(head.canonical!, post!)).toBe(true);
    expect(head.meta['og:type']).toBe('article');
    expect(head.meta['og:image']).toMatch(/^https?:\/\//);
    const types = head.jsonLd.map((item) => item['@type']);
    expect(types).toContain('BlogPosting');
    expect(types).toContain('BreadcrumbList');
  });
});
