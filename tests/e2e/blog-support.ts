import { expect, type APIRequestContext } from './fixtures';
import { BLOG_FIXTURE_PORT, E2E_SECRETS } from './env.mjs';
import { fixturePosts } from '../fixtures/blog-posts.mjs';

/** The blog function fixture the end-to-end server reads posts from (tests/fixtures/blog-server.mjs). */
export const fixture = `http://127.0.0.1:${BLOG_FIXTURE_PORT}`;

/** Changes the fixture's state (its header lists the fields). */
export async function control(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${fixture}/__control`, { data: body });
  expect(response.ok()).toBe(true);
}

/** Calls the revalidation hook as the editors' database does. */
export async function revalidate(request: APIRequestContext, body?: Record<string, unknown>) {
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${E2E_SECRETS.revalidateSecret}` },
    ...(body ? { data: body } : {}),
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Publishes a post on the fixture and calls the revalidation hook, as the editors' database
 * does; resolves once the list shows it. Until then the site answers its address with the
 * not-found page without asking the function (proxy.ts). The post itself is not visited.
 */
export async function publish(request: APIRequestContext, id: string) {
  await control(request, { publish: id });
  await revalidate(request, { id });
  await expect.poll(async () => (await request.get('/blogs')).text(), { timeout: 45_000, intervals: [500, 1000] }).toContain(`href="/blog/${id}"`);
}


/** The ids of the posts the fixture serves from the start (tests/fixtures/blog-posts.mjs), the ones the build rendered. */
const builtPostIds = new Set<string>(fixturePosts(fixture).map((post: { id: string }) => post.id));

/**
 * The address of a post the sitemap lists that was there at build time. Specs publish posts
 * meant to fail (a "status-500-…" or "missing-…" id) into the fixture's list, which no spec
 * resets, and the sitemap lists the newest first: its first post is whatever a spec published
 * last, not necessarily one that can be read.
 */
export function builtPostIn(sitemapXml: string): string | undefined {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url!).pathname)
    .find((pathname) => pathname.startsWith('/blog/') && builtPostIds.has(decodeURIComponent(pathname.slice('/blog/'.length))));
}
