import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { copyBuild, freePort, startBlogFixture, startInstance } from '../fixtures/cluster';
import { E2E_SECRETS, e2eEnv } from './env.mjs';

/**
 * The page cache's bound over HTTP (lib/cache/cache-handler.mjs, CACHE_MAX_ENTRIES): one
 * instance of the end-to-end build, from its own copy of the build output (it deletes files
 * there), with a limit of 4 entries and a blog fixture of its own. Five posts published after
 * the build are rendered and stored in turn (a page and its data each): the oldest pages leave
 * the disk, and the home page built at deploy is still served from the cache.
 */
test('past CACHE_MAX_ENTRIES the oldest posts leave the page cache, and the home page is still served from it @desktop-only', async () => {
  test.setTimeout(180_000);
  const distDir = path.join('.next-cache-bound', 'a');
  copyBuild(e2eEnv({ withBlogFixture: true }).NEXT_DIST_DIR, distDir);
  const blog = await startBlogFixture(await freePort());
  const site = await startInstance({
    name: 'cache-bound',
    port: await freePort(),
    distDir,
    env: { ...e2eEnv({ withBlogFixture: true }), BLOG_FUNCTION_BASE: blog.base, REDIS_URL: '', CACHE_MAX_ENTRIES: '4' },
  });
  try {
    const ids = [0, 1, 2, 3, 4].map((n) => `late-bound-${n}`);
    await fetch(`${blog.url}/__control`, { method: 'POST', body: JSON.stringify({ publish: ids }) });
    const hook = await fetch(`${site.url}/api/revalidate`, { method: 'POST', headers: { Authorization: `Bearer ${E2E_SECRETS.revalidateSecret}` } });
    expect(hook.status).toBe(200);
    await expect.poll(async () => (await fetch(`${site.url}/blogs`)).text(), { timeout: 45_000, intervals: [500, 1000] }).toContain(`href="/blog/${ids[4]}"`);
    for (const id of ids) {
      const response = await fetch(`${site.url}/blog/${id}`);
      expect(response.status, id).toBe(200);
      expect(await response.text()).toContain(`Fixture: Published Later ${id}`);
    }
    const files = readdirSync(path.resolve(distDir, 'server', 'route-cache'), { recursive: true, encoding: 'utf8' });
    const onDisk = ids.map((id) => files.some((file) => file.endsWith(`${id}.html`)));
    expect(onDisk).toEqual([false, false, false, true, true]);
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await home.text()).toContain('<h1');
  } finally {
    await site.stop();
    await blog.stop();
    rmSync(path.resolve('.next-cache-bound'), { recursive: true, force: true });
  }
});
