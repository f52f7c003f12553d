import { open } from 'node:fs/promises';

/**
 * Reads an append-only JSON-lines file incrementally: each read() returns the complete
 * lines added since the last one. A line still being written (no newline yet) waits for
 * the next read. If the file became shorter than what was read (replaced or truncated by
 * hand), read() reports `reset` and starts again from the beginning.
 */
export class JsonlTail<T> {
  private offset = 0;

  constructor(private readonly file: string) {}

  /** The next read() returns every line from the beginning. */
  rewind() {
    this.offset = 0;
  }

  async read(): Promise<{ reset: boolean; lines: T[] }> {
    let handle;
    try {
      handle = await open(this.file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const reset = this.offset > 0;
      this.offset = 0;
      return { reset, lines: [] };
    }
    try {
      const { size } = await handle.stat();
      const reset = size < this.offset;
      if (reset) this.offset = 0;
      if (size === this.offset) return { reset, lines: [] };
      const buffer = Buffer.alloc(size - this.offset);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, this.offset);
      const end = buffer.lastIndexOf(0x0a, bytesRead - 1);
      if (end === -1) return { reset, lines: [] };
      this.offset += end + 1;
      const lines: T[] = [];
      for (const text of buffer.subarray(0, end).toString('utf8').split('\n')) {
        if (text.trim() === '') continue;
        try {
          lines.push(JSON.parse(text) as T);
        } catch {
          // A torn line from a failed write: not a record, skipped here as by `npm run outbox`.
        }
      }
      return { reset, lines };
    } finally {
      await handle.close();
    }
  }
}
