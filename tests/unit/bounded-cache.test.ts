import { BoundedCache } from '@/lib/bounded-cache';

/** The process caches' bound (issue 54, item 1): a cache keyed by what strangers send never passes its limit. */
describe('BoundedCache', () => {
  it('keeps at most its limit, dropping the least recently used entry', () => {
    const cache = new BoundedCache<string, number>(3);
    let made = 0;
    const get = (key: string) => cache.get(key, () => (made += 1));
    get('a');
    get('b');
    get('c');
    get('a'); // a is now the most recently used: b is the oldest
    get('d');
    expect(cache.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(['a', 'c', 'd']);
    expect(made).toBe(4);
  });

  it('stays at its limit after 20,000 distinct keys, and a hit does not make the entry again', () => {
    const cache = new BoundedCache<string, string>(100);
    for (let index = 0; index < 20_000; index += 1) cache.get(`zone-${index}`, () => 'formatter');
    expect(cache.size).toBe(100);
    const make = jest.fn(() => 'again');
    expect(cache.get('zone-19999', make)).toBe('formatter');
    expect(make).not.toHaveBeenCalled();
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new BoundedCache(0)).toThrow('positive integer');
  });
});
