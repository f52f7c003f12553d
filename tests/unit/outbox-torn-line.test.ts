/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { handleSend } from '@/lib/email/endpoint';
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { partnerEnvelope, startEmailServer, type EmailServer } from '../fixtures/start-email-server';

/**
 * A write that fails part-way (disk full, file-size limit, crash) must not cost the next
 * lead: the failed append is rolled back, and a line never starts after a byte that is not
 * a newline.
 */
jest.setTimeout(30_000);

let dir: string;
let server: EmailServer | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-torn-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const envelope = partnerEnvelope;

const lines = (file: string) => readFileSync(file, 'utf8').split('\n');

it('rolls back a write that failed part-way (ulimit -f): that message answers 500, the next 200 reads back intact', async () => {
  // 16 blocks of 512 bytes: the third large message crosses 8,192 bytes mid-write.
  server = await startEmailServer({ OUTBOX_DIR: dir, EMAIL_RATE_LIMIT_PER_MINUTE: '1000' }, { fileSizeBlocks: 16 });
  const send = async (body: object) =>
    (await fetch(`${server!.url}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status;

  expect(await send(envelope('first', 3000))).toBe(200);
  expect(await send(envelope('second', 3000))).toBe(200);
  expect(await send(envelope('torn', 3000))).toBe(500);
  expect(await send(envelope('after'))).toBe(200);

  const text = lines(path.join(dir, 'messages.jsonl'));
  expect(text.pop()).toBe('');
  expect(text.map((line) => JSON.parse(line).template_params.from_name)).toEqual(['first', 'second', 'after']);
});

it('starts a new line after a fragment a crash left without its newline', async () => {
  const file = path.join(dir, 'messages.jsonl');
  writeFileSync(file, '{"id":"complete"}\n{"id":"torn","template_params":{"from_na');
  process.env.OUTBOX_DIR = dir;
  const request = new Request('http://localhost/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: '192.0.2.1' },
    body: JSON.stringify(envelope('next')),
  });
  expect((await handleSend(request, 'send')).status).toBe(200);
  const text = lines(file);
  expect(text[1]).toBe('{"id":"torn","template_params":{"from_na');
  expect(JSON.parse(text[2]!).template_params.from_name).toBe('next');
  expect(text[3]).toBe('');
});
