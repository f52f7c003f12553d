/** @jest-environment node */
import { loadPost, loadPosts } from '@/services/blog/source';
import { excerptOf, formatPostDate } from '@/lib/blog/reshape';
import { builtInPosts } from '@/content/blog';

const BASE = 'https://blog.example/functions/v1';
const post = (id: string, created_at: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Post ${id}`,
  description: `<p>Body of ${id}</p>`,
  image_url: `https://img.example/${id}.png`,
  created_at,
  meta_title: `Meta ${id}`,
  meta_description: `Description ${id}`,
  ...extra,
});

function mockFetch(status: number, body: string) {
  const fn = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('the blog function client', () => {
  const env = process.env;
  beforeEach(() => {
    process.env = { ...env, BLOG_FUNCTION_BASE: `${BASE}/`, BLOG_FUNCTION_TOKEN: 'secret-token' };
  });
  afterAll(() => {
    process.env = env;
  });

  it('GETs {base}/fetch-blog with the token in both headers, a timeout, and sorts newest first', async () => {
    const fetchMock = mockFetch(200, JSON.stringify({ data: [post('a', '2024-01-01T00:00:00Z'), post('b', '2025-03-04T00:00:00Z'), post(3 as never, '2024-06-01T00:00:00Z')] }));
    const posts = await loadPosts();
    expect(posts.map((p) => p.id)).toEqual(['b', '3', 'a']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${BASE}/fetch-blog`);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret-token', apikey: 'secret-token' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('GETs {base}/fetch-single-blog/{id} and treats missing data as not found', async () => {
    const fetchMock = mockFetch(200, JSON.stringify({ data: post('x/y', '2025-01-01T00:00:00Z') }));
    expect((await loadPost('x/y'))?.title).toBe('Post x/y');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/fetch-single-blog/x%2Fy`);
    mockFetch(200, JSON.stringify({ data: null }));
    expect(await loadPost('gone')).toBeNull();
    mockFetch(200, JSON.stringify({}));
    expect(await loadPost('gone')).toBeNull();
    mockFetch(404, '');
    expect(await loadPost('gone')).toBeNull();
  });

  it.each([
    ['a non-OK answer', 500, '{"error":"boom"}'],
    ['malformed JSON', 200, '{"data": [ {"id'],
    ['an unexpected shape', 200, '{"data": {"not": "a list"}}'],
    ['a post without a title', 200, '{"data": [{"id": "a", "description": "", "created_at": "2025-01-01"}]}'],
  ])('throws on %s', async (_, status, body) => {
    mockFetch(status as number, body as string);
    await expect(loadPosts()).rejects.toThrow();
  });

  it('throws when the network fails', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(loadPost('a')).rejects.toThrow(/fetch failed/);
  });

  it('reshapes: sanitized body, excerpt, meta defaults and no unusable image', async () => {
    mockFetch(200, JSON.stringify({ data: post('z', '2025-03-04T12:00:00Z', { description: '<p onclick="x()">Hi <script>bad()</script>there</p>', meta_title: null, meta_description: '', image_url: 'javascript:alert(1)' }) }));
    const result = await loadPost('z');
    expect(result).toMatchObject({
      html: '<p>Hi there</p>',
      excerpt: 'Hi there',
      metaTitle: 'Post z',
      metaDescription: 'Hi there',
      image: null,
      createdAt: '2025-03-04T12:00:00.000Z',
    });
  });

  it('uses the built-in posts when no base is configured', async () => {
    delete process.env.BLOG_FUNCTION_BASE;
    const fetchMock = mockFetch(500, '');
    const posts = await loadPosts();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(posts).toHaveLength(builtInPosts.length);
    expect(posts.map((p) => p.createdAt)).toEqual([...posts.map((p) => p.createdAt)].sort().reverse());
    expect((await loadPost('cash-discount-vs-surcharging'))?.metaTitle).toBe('Cash Discount vs. Surcharging for Food Businesses');
    expect(await loadPost('no-such-post')).toBeNull();
  });
});

describe('post text helpers', () => {
  it('formats dates in US English long form', () => {
    expect(formatPostDate('2025-03-04T23:30:00.000Z')).toBe('March 4, 2025');
  });

  it('cuts the excerpt at 150 characters of text', () => {
    const text = 'word '.repeat(60);
    const excerpt = excerptOf(`<p>${text}</p>`);
    expect(excerpt).toBe(`${text.slice(0, 150).trimEnd()}…`);
    expect(excerptOf('<p>Short &amp; <em>sweet</em></p>')).toBe('Short & sweet');
  });
});

describe('built-in posts', () => {
  it('are at least five substantial articles with their own illustration and meta fields', () => {
    expect(builtInPosts.length).toBeGreaterThanOrEqual(5);
    for (const raw of builtInPosts) {
      const words = raw.description.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThan(600);
      expect(raw.description).toMatch(/<h2>/);
      expect(raw.meta_title).toBeTruthy();
      expect(raw.meta_description).toBeTruthy();
      expect(raw.image_url).toMatch(/^\/illustrations\/blog\/.+\.svg$/);
    }
  });
});
