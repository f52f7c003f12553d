/** @jest-environment node */
import { getPost, getPostIds, getPosts } from '@/services/blog';
import { loadPost, loadPosts } from '@/services/blog/source';

// Outside a Next server there is no incremental cache: run the cached functions directly.
jest.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));
jest.mock('@/services/blog/source', () => ({ ...jest.requireActual('@/services/blog/source'), loadPosts: jest.fn(), loadPost: jest.fn() }));

describe('the cached blog loaders', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLog.mockRestore());

  it('turn a failure into an error result and log it on the server', async () => {
    jest.mocked(loadPost).mockRejectedValue(new Error('GET fetch-single-blog answered 500'));
    const result = await getPost('broken');
    expect(result.ok).toBe(false);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('broken'), expect.any(Error));
  });

  it('report an empty list as empty, not as a failure', async () => {
    jest.mocked(loadPosts).mockResolvedValue([]);
    expect(await getPosts()).toEqual({ ok: true, value: [] });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('give no ids to pre-render when the function is down', async () => {
    jest.mocked(loadPosts).mockRejectedValue(new Error('down'));
    expect(await getPostIds()).toEqual([]);
  });

  it('cache an empty answer like any other, so it replaces a list that had posts', async () => {
    // A stand-in for Next's data cache with its one rule that matters here: a function that
    // throws leaves the last stored value in place.
    const stored = new Map<string, unknown>();
    const nextCache = jest.requireMock('next/cache') as { unstable_cache: unknown };
    const passThrough = nextCache.unstable_cache;
    nextCache.unstable_cache = (fn: () => Promise<unknown>, key: string[]) => async () => {
      try {
        stored.set(key.join('|'), await fn());
      } catch (error) {
        if (!stored.has(key.join('|'))) throw error;
      }
      return stored.get(key.join('|'));
    };
    try {
      jest.mocked(loadPosts).mockResolvedValueOnce([{ id: 'a' } as never]);
      expect(await getPosts()).toEqual({ ok: true, value: [{ id: 'a' }] });
      jest.mocked(loadPosts).mockResolvedValueOnce([]);
      expect(await getPosts()).toEqual({ ok: true, value: [] });
      jest.mocked(loadPosts).mockRejectedValueOnce(new Error('down'));
      expect(await getPosts()).toEqual({ ok: true, value: [] });
    } finally {
      nextCache.unstable_cache = passThrough;
    }
  });
});
