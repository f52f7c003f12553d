/**
 * A process cache that cannot grow without end: a Map of at most `limit` entries that drops
 * the least recently used one when a new one arrives. Anything a stranger's request can name
 * (a time zone, a language) may key one of these; a plain Map would keep every name forever.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`a cache limit must be a positive integer, not ${limit}`);
  }

  get size() {
    return this.entries.size;
  }

  /** The entry for `key`, made by `make` when missing; either way it becomes the most recently used. */
  get(key: K, make: () => V): V {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as V;
      // A Map iterates in insertion order: re-inserting moves the key to the young end.
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  has(key: K) {
    return this.entries.has(key);
  }
}
