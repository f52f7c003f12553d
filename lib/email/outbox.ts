import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built-in endpoint's durable store: one JSON line per accepted message in
 * {OUTBOX_DIR}/messages.jsonl. This module imports only Node built-ins, so a test can run
 * it in a child process and kill that process (tests/unit/outbox.test.ts).
 *
 * Why lines never interleave or tear: appends are serialised in this process by a promise
 * queue; each line goes out in one write() to a file opened with O_APPEND; and the answer
 * waits for fsync, so a message answered 200 survives the process dying right after.
 */

export type OutboxRecord = {
  id: string;
  received_at: string;
  form: string;
  service_id: string;
  template_id: string;
  lib_version?: string;
  via: 'send' | 'send-form';
  template_params: Record<string, unknown>;
};

export const OUTBOX_FILE = 'messages.jsonl';

export function outboxDir() {
  return path.resolve(process.cwd(), process.env.OUTBOX_DIR || 'data/outbox');
}

export function outboxFile() {
  return path.join(outboxDir(), OUTBOX_FILE);
}

let queue: Promise<unknown> = Promise.resolve();

async function appendLine(file: string, line: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a', 0o600);
  try {
    const bytes = Buffer.from(line, 'utf8');
    let written = 0;
    // A regular-file write of this size completes in one call; the loop only guards
    // against a short write, still at the end of the file because of O_APPEND.
    while (written < bytes.length) {
      const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
      written += bytesWritten;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Appends one line to any file of the outbox folder (the lead store's delivery log uses it
 * too) and resolves once it is flushed to disk.
 */
export function appendDurably(file: string, line: string): Promise<void> {
  const done = queue.then(() => appendLine(file, line));
  // The queue continues after a failed append; the caller still sees the failure.
  queue = done.catch(() => undefined);
  return done;
}

/** Appends one message and resolves once it is flushed to disk. */
export function storeMessage<M extends Omit<OutboxRecord, 'id' | 'received_at'>>(message: M): Promise<OutboxRecord & M> {
  const record = { id: randomUUID(), received_at: new Date().toISOString(), ...message };
  return appendDurably(outboxFile(), `${JSON.stringify(record)}\n`).then(() => record);
}
