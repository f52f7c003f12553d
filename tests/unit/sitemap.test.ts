/** @jest-environment node */
import { publicRoutes } from '@/content/routes';
import { blogPostEntries, sitemapEntries } from '@/seo/sitemap-entries';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';

// Outside a Next server there is no incremental cache: the blog loader runs directly
// (no BLOG_FUNCTION_BASE here, so the built-in posts of content/blog are listed).
jest.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

describe('sitemap', () => {
  it('lists every public route with a date, then every post', () => {
    const when = new Date('2025-05-01T00:00:00Z');
    const entries = sitemapEntries({ lastModified: when, posts: [{ id: 'a b', created_at: '2025-01-02T00:00:00Z', updated_at: '2025-02-03T00:00:00Z' }] });
    expect(entries.map((e) => e.url)).toEqual([
      ...publicRoutes.map((r) => `http://localhost:3000${r.path}`),
      'http://localhost:3000/blog/a%20b',
    ]);
    expect(entries.slice(0, -1).every((e) => e.lastModified === when)).toBe(true);
    expect(entries.at(-1)?.lastModified).toEqual(new Date('2025-02-03T00:00:00Z'));
  });

  it('leaves out a date it cannot read rather than inventing one', () => {
    expect(blogPostEntries([{ id: 1, created_at: 'not a date' }])[0]).not.toHaveProperty('lastModified');
  });

  it('is what /sitemap.xml serves, blog posts included, and robots.txt points at it', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.slice(0, publicRoutes.length)).toEqual(publicRoutes.map((r) => `http://localhost:3000${r.path}`));
    expect(urls.filter((url) => url.includes('/blog/')).length).toBeGreaterThanOrEqual(5);
    expect(robots()).toMatchObject({ sitemap: 'http://localhost:3000/sitemap.xml' });
  });
});
