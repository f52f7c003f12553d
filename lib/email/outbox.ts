import { randomUUID } from 'node:crypto';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built-in endpoint's durable store: one JSON line per accepted message in
 * {dir}/messages.jsonl. This module imports only Node built-ins and takes its directory
 * and size limit from the caller, so a test can run it in a child process and kill that
 * process (tests/unit/outbox-durability.test.ts).
 *
 * Why a line is never lost, torn or glued to another:
 * - appends to one file are serialised in this process by a promise queue, and each line
 *   goes out in write() calls at the end of a file opened with O_APPEND;
 * - the answer waits for fsync (and, when the file or its folder was just created, for an
 *   fsync of the folder that holds the new entry), so a message answered 200 survives the
 *   process or the machine dying right after;
 * - a write that fails part-way (disk full, file-size limit) is rolled back by truncating
 *   to the size before it, so the next message does not start inside a fragment;
 * - a fragment left by a crash (no rollback possible) is closed with a newline before the
 *   next line, so it costs only itself.
 */

export type OutboxParamValue = string | number | boolean;

export type OutboxRecord = {
  id: string;
  received_at: string;
  form: string;
  service_id: string;
  template_id: string;
  lib_version?: string;
  via: 'send' | 'send-form' | 'form-post';
  template_params: Record<string, OutboxParamValue>;
};

export type OutboxOptions = {
  /** Absolute folder of the outbox file. */
  dir: string;
  /** The file never grows past this; a message that would pass it is refused. */
  maxBytes: number;
};

export const OUTBOX_FILE = 'messages.jsonl';

/** The message would take the outbox past its size limit; nothing was written. */
export class OutboxFullError extends Error {
  constructor(file: string, maxBytes: number) {
    super(`${file} would pass its limit of ${maxBytes} bytes`);
    this.name = 'OutboxFullError';
  }

  /**
   * Matched by name: Next bundles the lead modules once for instrumentation.ts and once for
   * the routes, and the store they share (lib/leads/index.ts) may throw the other copy's class.
   */
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof Error && value.name === 'OutboxFullError';
  }
}

async function syncFolder(folder: string) {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the folder (and missing parents) and makes each new entry durable in its parent. */
async function ensureFolder(folder: string) {
  const firstCreated = await mkdir(folder, { recursive: true });
  if (!firstCreated) return;
  const parents: string[] = [];
  for (let current = folder; ; current = path.dirname(current)) {
    parents.push(path.dirname(current));
    if (current === firstCreated) break;
  }
  for (const parent of parents.reverse()) await syncFolder(parent);
}

async function endsWithNewline(handle: FileHandle, size: number) {
  const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
  return buffer[0] === 0x0a;
}

async function appendNow(file: string, line: string, maxBytes: number) {
  const folder = path.dirname(file);
  await ensureFolder(folder);
  // a+: O_APPEND for writing, and reads to check the last byte.
  const handle = await open(file, 'a+', 0o600);
  try {
    const size = (await handle.stat()).size;
    const separator = size > 0 && !(await endsWithNewline(handle, size)) ? '\n' : '';
    const bytes = Buffer.from(separator + line, 'utf8');
    if (size + bytes.length > maxBytes) throw new OutboxFullError(file, maxBytes);
    try {
      let written = 0;
      // A regular-file write of this size usually completes in one call; a short write
      // (the file-size limit reached) continues, and its failure is rolled back below.
      while (written < bytes.length) {
        const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
        written += bytesWritten;
      }
      await handle.sync();
    } catch (error) {
      await handle.truncate(size).catch(() => undefined);
      throw error;
    }
    // A new, empty file: its directory entry must be durable too.
    if (size === 0) await syncFolder(folder);
  } finally {
    await handle.close();
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Appends one line (which must end with "\n") and resolves once it is flushed to disk. */
export function appendDurableLine(file: string, line: string, options: { maxBytes: number }): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const done = previous.then(() => appendNow(file, line, options.maxBytes));
  // The queue continues after a failed append; the caller still sees the failure.
  queues.set(file, done.catch(() => undefined));
  return done;
}

/** Stores one message and resolves with its record once it is flushed to disk. */
export async function storeMessage(message: Omit<OutboxRecord, 'id' | 'received_at'>, options: OutboxOptions): Promise<OutboxRecord> {
  const record: OutboxRecord = { id: randomUUID(), received_at: new Date().toISOString(), ...message };
  await appendDurableLine(path.join(options.dir, OUTBOX_FILE), `${JSON.stringify(record)}\n`, options);
  return record;
}
