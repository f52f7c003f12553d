/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The booking secret (issue 54, item 5). Every reschedule and cancel link already mailed, the
 * demo request's cookie and the holds in flight are signed with it, so it must outlive builds
 * and restarts: with no BOOKING_SECRET the site makes one on first start and keeps it beside the
 * bookings (0600); with DATABASE_URL and no BOOKING_SECRET it refuses, saying why; during a change
 * of key BOOKING_SECRET_PREVIOUS still verifies. Each "process" here is a fresh load of the
 * modules (jest.isolateModules) with the process-wide memo cleared, plus real child processes.
 */

type Modules = { secret: typeof import('@/services/booking/tokens'); token: typeof import('@/services/booking/tokens') };

const root = path.resolve(__dirname, '..', '..');
const MEMO = Symbol.for('ladle.booking.secret-file');
const request = { lead: 'lead-secret', name: 'Bea Baker', email: 'bea@example.com', language: 'en' as const };

/** This process's modules as a newly started server would load them: nothing kept from before. */
async function freshProcess(): Promise<Modules> {
  delete (globalThis as Record<symbol, unknown>)[MEMO];
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { secret: await import('@/services/booking/tokens'), token: await import('@/services/booking/tokens') };
  });
  return modules!;
}

/** The booking secret as a separate Node process started now reads it. */
async function secretInChildProcess(env: Record<string, string>) {
  const script = `import { loadTs } from ${JSON.stringify(path.join(root, 'scripts/lib/load-ts.mjs'))}; const { bookingSecret } = await loadTs('services/booking/tokens.ts'); process.stdout.write(bookingSecret());`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env: { ...process.env, ...env } });
  return stdout;
}

const env = process.env;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-secret-'));
  process.env = { ...env, BOOKINGS_DIR: dir, OUTBOX_DIR: path.join(dir, 'outbox') };
  for (const name of ['BOOKING_SECRET', 'BOOKING_SECRET_PREVIOUS', 'DATABASE_URL', 'FORM_TICKET_SECRET', 'LADLE_BUILD_FORM_TICKET_SECRET']) delete process.env[name];
});
afterEach(() => {
  process.env = env;
  rmSync(dir, { recursive: true, force: true });
});

it('with no BOOKING_SECRET, a demo request’s token signed before a restart still verifies after it', async () => {
  const signed = (await freshProcess()).token.issueRequestToken(request);
  expect(statSync(path.join(dir, 'booking-secret')).mode & 0o777).toBe(0o600);
  expect((await freshProcess()).token.readRequestToken(signed)).toEqual(request);
});

it('a fresh Node process reads the same secret from the file, and two starting at once make one', async () => {
  const [first, second] = await Promise.all([secretInChildProcess({ BOOKINGS_DIR: dir }), secretInChildProcess({ BOOKINGS_DIR: dir })]);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(second).toBe(first);
  expect((await freshProcess()).secret.bookingSecret()).toBe(first);
  expect(await secretInChildProcess({ BOOKINGS_DIR: dir })).toBe(first);
  // Three Node processes loading TypeScript on the fly: seconds on a busy machine.
}, 60_000);

it('with DATABASE_URL and no BOOKING_SECRET, refuses and says why', async () => {
  process.env.DATABASE_URL = 'postgres://ladle@127.0.0.1:5432/ladle';
  const { secret } = await freshProcess();
  expect(() => secret.bookingSecret()).toThrow('BOOKING_SECRET is not set, and DATABASE_URL is: several instances share the bookings, so they must sign the booking links with one key.');
  process.env.BOOKING_SECRET = 'a-configured-key-for-every-instance';
  expect(secret.bookingSecret()).toBe('a-configured-key-for-every-instance');
});

it('during a change of key, BOOKING_SECRET_PREVIOUS verifies the old links, and only the new key signs', async () => {
  process.env.BOOKING_SECRET = 'the-old-key-of-the-booking-links';
  const old = (await freshProcess()).token.issueRequestToken(request);
  process.env.BOOKING_SECRET = 'the-new-key-of-the-booking-links';
  process.env.BOOKING_SECRET_PREVIOUS = 'the-old-key-of-the-booking-links';
  const { token } = await freshProcess();
  expect(token.readRequestToken(old)).toEqual(request);
  const renewed = token.issueRequestToken(request);
  delete process.env.BOOKING_SECRET_PREVIOUS;
  expect(token.readRequestToken(old)).toBeUndefined();
  expect(token.readRequestToken(renewed)).toEqual(request);
});
