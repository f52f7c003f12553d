/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeBookingStore } from '@/lib/booking-store';
import { clientKey, SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { handleHold } from '@/services/booking/http';
import { issueRequestToken, REQUEST_COOKIE } from '@/services/booking/tokens';

/**
 * Issue 54, item 3, at the HTTP handler: the per-client hold limiter is not spent by a request
 * that fails validation, and a proxy on loopback forwarding X-Forwarded-For while TRUST_PROXY
 * is unset is logged once, as an error naming the setting.
 */

const saved = { ...process.env };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-booking-http-'));
  Object.assign(process.env, { BOOKINGS_DIR: dir, BOOKING_HOLDS_PER_MINUTE: '1', SITE_URL: 'http://localhost:3000' });
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'CALDAV_URL', 'TRUST_PROXY']) delete process.env[name];
});
afterEach(async () => {
  await closeBookingStore();
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
});

/** The first free time two days ahead: a weekday 17:00 UTC is inside every English rep's hours. */
function freeStart() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T17:00:00.000Z`;
}

const hold = (body: Record<string, string>, address: string, lead = `lead-${address}`) =>
  handleHold(
    new Request('http://localhost:3000/api/booking/hold', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${REQUEST_COOKIE}=${issueRequestToken({ lead, name: 'Bea Baker', email: `${lead}@example.com`, language: 'en' })}`,
        [SOCKET_ADDRESS_HEADER]: address,
      },
      body: JSON.stringify(body),
    }),
  );

it('a hold that fails validation does not spend the client’s holds per minute', async () => {
  const client = '192.0.2.50';
  const refused = [
    await hold({ start: freeStart(), tz: 'Mars/Olympus_Mons' }, client),
    await hold({ start: 'tomorrow', tz: 'America/New_York' }, client),
    await hold({ start: freeStart().replace('17:00', '17:17'), tz: 'America/New_York' }, client),
  ];
  expect(refused.map((response) => response.status)).toEqual([400, 400, 400]);
  // BOOKING_HOLDS_PER_MINUTE=1: the first valid hold is still the client's first.
  const held = await hold({ start: freeStart(), tz: 'America/New_York' }, client);
  expect(held.status).toBe(200);
  const again = await hold({ start: freeStart(), tz: 'America/New_York' }, client, 'lead-again');
  expect(again.status).toBe(429);
  expect(((await again.json()) as { error: string }).error).toBe('Too many tries in a short time. Please wait a minute and choose again.');
});

describe('a proxy on loopback while TRUST_PROXY is unset', () => {
  const FLAG = Symbol.for('ladle.trustProxyWarned');
  beforeEach(() => delete (globalThis as { [FLAG]?: boolean })[FLAG]);

  it('is logged once, as an error naming TRUST_PROXY; other requests are not', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const direct = new Headers({ [SOCKET_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.1' });
      const plainLoopback = new Headers({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1' });
      // What Next itself fills in for a request that came without the header: the socket address.
      const filledByNext = new Headers({ [SOCKET_ADDRESS_HEADER]: '::ffff:127.0.0.1', 'x-forwarded-for': '::ffff:127.0.0.1' });
      expect(clientKey(direct, false)).toBe('203.0.113.9');
      expect(clientKey(plainLoopback, false)).toBe('127.0.0.1');
      expect(clientKey(filledByNext, false)).toBe('127.0.0.1');
      expect(error).not.toHaveBeenCalled();
      const proxied = new Headers({ [SOCKET_ADDRESS_HEADER]: '::ffff:127.0.0.1', 'x-forwarded-for': '198.51.100.1' });
      expect(clientKey(proxied, false)).toBe('127.0.0.1');
      expect(clientKey(proxied, false)).toBe('127.0.0.1');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toMatch(/carries X-Forwarded-For, but TRUST_PROXY is unset.*Set TRUST_PROXY=1/);
      // Trusted, the proxy's entry is the client, and nothing is said.
      expect(clientKey(proxied, true)).toBe('198.51.100.1');
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
