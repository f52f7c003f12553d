/** @jest-environment node */
import { getPost, getPostIds, getPosts } from '@/lib/blog';
import { loadPost, loadPosts } from '@/lib/blog/source';

// Outside a Next server there is no incremental cache: run the cached functions directly.
jest.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));
jest.mock('@/lib/blog/source', () => ({ ...jest.requireActual('@/lib/blog/source'), loadPosts: jest.fn(), loadPost: jest.fn() }));

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
});
