import { expect, type APIRequestContext } from './fixtures';
import { BLOG_FIXTURE_PORT, E2E_SECRETS } from './env.mjs';

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

