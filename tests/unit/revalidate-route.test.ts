/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { POST } from '@/app/api/revalidate/route';
import { FETCH_TIMEOUT_MS } from '@/lib/blog/constants';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
// Next runs `after` work once the answer is sent, inside a request; here the test runs it.
jest.mock('next/server', () => ({ after: jest.fn() }));
jest.mock('@/services/blog', () => jest.requireActual('@/lib/blog/constants'));

const call = (headers: Record<string, string>, body?: string) =>
  POST(new Request('http://localhost/api/revalidate', { method: 'POST', headers, body }));

describe('POST /api/revalidate', () => {
  const env = process.env;
  beforeEach(() => {
    process.env = { ...env, REVALIDATE_SECRET: 'right' };
    jest.mocked(revalidateTag).mockClear();
    jest.mocked(after).mockClear();
  });
  afterAll(() => {
    process.env = env;
  });

  it('answers 404 when no secret is configured', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await call({ Authorization: 'Bearer right' })).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([[{}], [{ Authorization: 'Bearer wrong' }], [{ Authorization: 'right' }], [{ Authorization: 'Bearer ' }]])(
    'answers 401 for a missing or wrong secret %#',
    async (headers) => {
      expect((await call(headers)).status).toBe(401);
      expect(revalidateTag).not.toHaveBeenCalled();
    },
  );

  it('refreshes every blog page without an id, with the stale-while-revalidate profile', async () => {
    const response = await call({ Authorization: 'Bearer right' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, scope: 'all', tags: ['blog'] });
    expect(revalidateTag).toHaveBeenCalledWith('blog', 'max');
  });

  it('refreshes the list and one post with an id', async () => {
    const response = await call({ Authorization: 'Bearer right', 'Content-Type': 'application/json' }, '{"id": "p1"}');
    expect(await response.json()).toMatchObject({ scope: 'post', id: 'p1', tags: ['blog:list', 'blog:post:p1'] });
    expect(revalidateTag).toHaveBeenCalledWith('blog:list', 'max');
    expect(revalidateTag).toHaveBeenCalledWith('blog:post:p1', 'max');
  });

  it('marks the same tags again once a function read begun before the hook is over (its timeout, and a second)', async () => {
    jest.useFakeTimers();
    try {
      await call({ Authorization: 'Bearer right', 'Content-Type': 'application/json' }, '{"id": "p1"}');
      expect(after).toHaveBeenCalledTimes(1);
      const later = (jest.mocked(after).mock.calls[0]![0] as () => Promise<void>)();
      await jest.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS + 999);
      expect(revalidateTag).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      await later;
      expect(jest.mocked(revalidateTag).mock.calls.slice(2)).toEqual([
        ['blog:list', 'max'],
        ['blog:post:p1', 'max'],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects a body that is not the expected JSON', async () => {
    expect((await call({ Authorization: 'Bearer right' }, 'not json')).status).toBe(400);
    expect((await call({ Authorization: 'Bearer right' }, '{"id": ""}')).status).toBe(400);
  });

  it('takes the Bearer scheme in any case and a configured secret with stray whitespace', async () => {
    process.env.REVALIDATE_SECRET = '  right\n';
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) expect((await call({ Authorization: `${scheme} right` })).status).toBe(200);
    expect((await call({ Authorization: 'Basic right' })).status).toBe(401);
    expect((await call({ Authorization: 'Bearerright' })).status).toBe(401);
  });

  it('refuses a body over 8 KB with 413, counted as it streams and not only by Content-Length', async () => {
    const big = JSON.stringify({ id: 'p1', padding: 'x'.repeat(8 * 1024) });
    expect((await call({ Authorization: 'Bearer right' }, big)).status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { Authorization: 'Bearer right' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect((await POST(request)).status).toBe(413);
    expect((await call({ Authorization: 'Bearer right', 'Content-Length': String(1024 * 1024) }, '{}')).status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('takes only ids a post can have', async () => {
    for (const id of ['..', 'a/b', 'x'.repeat(129), 'café']) {
      expect((await call({ Authorization: 'Bearer right' }, JSON.stringify({ id }))).status).toBe(400);
    }
    expect((await call({ Authorization: 'Bearer right' }, JSON.stringify({ id: 42 }))).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('blog:post:42', 'max');
  });
});
