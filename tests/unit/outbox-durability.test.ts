/** @jest-environment node */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * A message the store has confirmed must be on disk even if the server process dies the
 * next instant. The real lib/email/outbox.ts runs in a child process, which reports each
 * confirmed message; the test kills it with SIGKILL (no exit handlers, no flushing) right
 * after the first confirmation and reads the file.
 */
jest.setTimeout(30_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-kill-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps a confirmed message on disk when the process is killed right after', async () => {
  const source = readFileSync(path.join(__dirname, '../../lib/email/outbox.ts'), 'utf8');
  const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
  writeFileSync(path.join(dir, 'outbox.cjs'), compiled.outputText);
  writeFileSync(
    path.join(dir, 'child.cjs'),
    `const { storeMessage } = require('./outbox.cjs');
     let n = 0;
     // Keep appending until killed; report each confirmed id to the parent.
     (async function loop() {
       for (;;) {
         const record = await storeMessage(
           { form: 'contact', service_id: 's', template_id: 't', via: 'send', template_params: { n: n++, pad: 'x'.repeat(2000) } },
           { dir: process.env.OUTBOX_DIR, maxBytes: 1024 ** 3 },
         );
         process.send(record.id);
       }
     })();`,
  );
  const outbox = path.join(dir, 'store');
  const child = fork(path.join(dir, 'child.cjs'), { cwd: dir, env: { ...process.env, OUTBOX_DIR: outbox }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const confirmed = await new Promise<string>((resolve, reject) => {
    child.once('message', (id) => {
      child.kill('SIGKILL');
      resolve(String(id));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before confirming a message`)));
  });
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
  expect(child.signalCode).toBe('SIGKILL');

  const text = readFileSync(path.join(outbox, 'messages.jsonl'), 'utf8');
  const lines = text.split('\n');
  // Whatever was in flight at the kill, every line on disk is complete JSON...
  const complete = lines.slice(0, -1).map((line) => JSON.parse(line));
  // ...and the message confirmed before the kill is among them.
  expect(complete.map((record) => record.id)).toContain(confirmed);
  expect(complete[0]).toMatchObject({ id: confirmed, form: 'contact', template_params: { n: 0 } });
});
