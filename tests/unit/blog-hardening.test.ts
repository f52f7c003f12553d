/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { getPost, getPosts } from '@/services/blog';
import { safePostImage } from '@/lib/blog/image';
import { loadPost, loadPosts } from '@/services/blog/source';
import { ODD_IMAGE_URLS } from '../fixtures/blog-posts.mjs';

/**
 * The blog client against the real fixture server (tests/fixtures/blog-server.mjs) on
 * loopback: ids checked before any call, answers over 2 MB refused, empty lists kept as
 * a real state, unusable image URLs dropped. Outside a Next server there is no incremental
 * cache, so the cached loaders run their functions directly.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));

const PORT = 5141;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/functions/v1`;
let fixture: ChildProcess;

async function control(body: Record<string, unknown>) {
  await fetch(`${ORIGIN}/__control`, { method: 'POST', body: JSON.stringify(body) });
}

async function recordedPaths(): Promise<string[]> {
  return ((await (await fetch(`${ORIGIN}/__requests`)).json()) as { path: string }[]).map((r) => r.path);
}

beforeAll(async () => {
  fixture = spawn(process.execPath, [path.resolve(__dirname, '../fixtures/blog-server.mjs')], {
    env: { ...process.env, BLOG_FIXTURE_PORT: String(PORT) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/__health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the blog fixture did not start');
});

afterAll(() => {
  fixture.kill('SIGKILL');
});

const env = process.env;
let errorLog: jest.SpyInstance;
beforeEach(async () => {
  process.env = { ...env, BLOG_FUNCTION_BASE: BASE, BLOG_FUNCTION_TOKEN: 'token' };
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  await control({ reset: true });
  await fetch(`${ORIGIN}/__requests`, { method: 'DELETE' });
});
afterEach(() => {
  errorLog.mockRestore();
  process.env = env;
});

describe('post ids', () => {
  it.each([
    ['..'],
    ['%2e%2e'],
    ['../../etc/passwd'],
    ['a b'],
    ['nul\u0000'],
    ['café'],
    ['x'.repeat(129)],
    [''],
    ['post.json'],
  ])('%j is not found without calling the function', async (id) => {
    expect(await getPost(id)).toEqual({ ok: true, value: null });
    expect(await recordedPaths()).toEqual([]);
  });

  it('lets 1 to 128 characters of [A-Za-z0-9_-] through to the function', async () => {
    const longest = 'missing-'.padEnd(128, 'Z_9');
    expect(await getPost(longest)).toEqual({ ok: true, value: null });
    expect(await getPost('fixture-newest')).toMatchObject({ ok: true, value: { title: 'Fixture: The Newest Post' } });
    expect(await recordedPaths()).toEqual([`/functions/v1/fetch-single-blog/${longest}`, '/functions/v1/fetch-single-blog/fixture-newest']);
  });
});

describe('answer size', () => {
  it('refuses a post answer over 2 MB sent without a Content-Length', async () => {
    await expect(loadPost('oversized-1')).rejects.toThrow(/more than 2097152 bytes/);
    expect(await getPost('oversized-2')).toMatchObject({ ok: false });
  });

  it('refuses a list answer over 2 MB', async () => {
    await control({ listMode: 'oversized' });
    expect(await getPosts()).toMatchObject({ ok: false });
  });
});

describe('the list', () => {
  it('is empty, not failed, when the function answers no posts', async () => {
    await control({ listMode: 'empty' });
    expect(await getPosts()).toEqual({ ok: true, value: [] });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it.each(['500', 'malformed'])('fails (so the last good list stays) when the function answers %s', async (mode) => {
    await control({ listMode: mode });
    expect(await getPosts()).toMatchObject({ ok: false });
  });
});

describe('post images', () => {
  it.each(Object.entries(ODD_IMAGE_URLS))('a post whose image_url is %s (%j) has no image', async (kind) => {
    // The fixture serves a prefixed post once it is published (tests/fixtures/blog-server.mjs).
    await control({ publish: `odd-image-${kind}-1` });
    expect(await loadPost(`odd-image-${kind}-1`)).toMatchObject({ title: `Fixture: Odd Image ${kind}`, image: null });
  });

  it('keeps http: images on the function’s own origin', async () => {
    const posts = await loadPosts();
    expect(posts.find((p) => p.id === 'fixture-newest')?.image).toBe(`${ORIGIN}/images/newest.svg`);
  });

  it.each([
    ['https://img.example/a.png', 'https://img.example/a.png'],
    ['  https://img.example/a b.png ', 'https://img.example/a%20b.png'],
    ['/illustrations/blog/a.svg', '/illustrations/blog/a.svg'],
    ['http://img.example/a.png', null],
    ['https://', null],
    ['https://img example.com/a.png', null],
    ['//img.example/a.png', null],
    ['/\\img.example/a.png', null],
    ['/illustrations/a b.svg', null],
    ['data:image/png;base64,AAAA', null],
    [null, null],
  ])('safePostImage(%j) is %j', (value, expected) => {
    expect(safePostImage(value, BASE)).toBe(expected);
  });
});
