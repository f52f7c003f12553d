/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { partnerEnvelope, startEmailServer, type EmailServer } from '../fixtures/start-email-server';

/**
 * The endpoint under load, in a process of its own (the real lib/email modules behind a
 * Node HTTP server): 200 concurrent sends give 200 complete lines with unique ids, and a
 * SIGKILL in the middle of a run loses none of the messages already answered 200.
 */
jest.setTimeout(45_000);

const CONCURRENT = 200;
let dir: string;
let servers: EmailServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-load-'));
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  // Every request comes from 127.0.0.1: raise the per-client limit for this run.
  const server = await startEmailServer({ OUTBOX_DIR: dir, EMAIL_RATE_LIMIT_PER_MINUTE: '100000' });
  servers.push(server);
  return server;
}

const send = (url: string, marker: string) =>
  fetch(`${url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(partnerEnvelope(marker, 1000)),
  }).then((response) => response.status);

/** Parseable lines of the outbox, and how many lines were not. */
function readOutbox() {
  const file = path.join(dir, 'messages.jsonl');
  const records: { id: string; template_params: { from_name: string } }[] = [];
  let broken = 0;
  if (!existsSync(file)) return { records, broken };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    try {
      records.push(JSON.parse(line));
    } catch {
      broken += 1;
    }
  }
  return { records, broken };
}

it('stores 200 concurrent sends as 200 parseable lines with unique ids', async () => {
  const { url } = await start();
  const markers = Array.from({ length: CONCURRENT }, (_, i) => `load-${i}`);
  const statuses = await Promise.all(markers.map((marker) => send(url, marker)));
  expect(statuses).toEqual(Array(CONCURRENT).fill(200));
  const { records, broken } = readOutbox();
  expect(broken).toBe(0);
  expect(records).toHaveLength(CONCURRENT);
  expect(new Set(records.map((record) => record.id)).size).toBe(CONCURRENT);
  expect(records.map((record) => record.template_params.from_name).sort()).toEqual([...markers].sort());
});

it('keeps every message answered 200 before a SIGKILL mid-run, and serves intact lines after a restart', async () => {
  const server = await start();
  const acknowledged: string[] = [];
  let killed = false;
  const KILL_AFTER = 60;
  const runs = Array.from({ length: CONCURRENT }, (_, i) => `kill-${i}`).map((marker) =>
    send(server.url, marker).then(
      (status) => {
        if (killed) return;
        if (status === 200) acknowledged.push(marker);
        if (acknowledged.length === KILL_AFTER) {
          killed = true;
          void server.stop();
        }
      },
      () => undefined, // connections cut by the kill
    ),
  );
  await Promise.all(runs);
  await server.stop();
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(acknowledged).toHaveLength(KILL_AFTER);

  const restarted = await start();
  expect(await send(restarted.url, 'after-restart')).toBe(200);
  const { records } = readOutbox();
  const names = new Set(records.map((record) => record.template_params.from_name));
  expect(acknowledged.filter((marker) => !names.has(marker))).toEqual([]);
  expect(names.has('after-restart')).toBe(true);
  expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
});
