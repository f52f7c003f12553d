/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GET } from '@/app/api/booking/slots/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { issueRequestToken, REQUEST_COOKIE } from '@/services/booking/tokens';

/**
 * GET /api/booking/slots as a stranger's script meets it (issue 54, item 1): each listing
 * reads the store and formats every slot, so it is limited per client, and the zone it names
 * is used in its IANA spelling whatever case it was sent in.
 */

const env = process.env;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-slots-route-'));
  process.env = { ...env, OUTBOX_DIR: path.join(dir, 'outbox'), BOOKINGS_DIR: path.join(dir, 'bookings'), BOOKING_SECRET: 'slots-route-test-secret', BOOKING_LISTINGS_PER_MINUTE: '3' };
  delete process.env.CALDAV_URL;
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
});
afterEach(() => {
  process.env = env;
  rmSync(dir, { recursive: true, force: true });
});

const cookie = () => `${REQUEST_COOKIE}=${issueRequestToken({ lead: 'lead-slots', name: 'Bea Baker', email: 'bea@example.com', language: 'en' })}`;

const list = (tz: string, address: string) =>
  GET(new Request(`http://localhost/api/booking/slots?tz=${encodeURIComponent(tz)}`, { headers: { cookie: cookie(), [SOCKET_ADDRESS_HEADER]: address } }));

it('answers 429 to a client past BOOKING_LISTINGS_PER_MINUTE, in words, while another client still gets the times', async () => {
  const statuses = [];
  for (let index = 0; index < 5; index += 1) statuses.push((await list('America/New_York', '203.0.113.7')).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  const refused = await list('America/New_York', '203.0.113.7');
  expect(await refused.json()).toMatchObject({ refusal: 'busy' });
  const other = await list('America/New_York', '198.51.100.9');
  expect(other.status).toBe(200);
  expect((await other.json()).slots.days.length).toBeGreaterThan(0);
});

it('says the zone in its IANA spelling, whatever case the request used', async () => {
  const answer = await list('aMeRiCa/NeW_yOrK', '192.0.2.1');
  expect(answer.status).toBe(200);
  const body = await answer.json();
  expect(body.words.timesIn).toContain('America/New York');
  expect(JSON.stringify(body)).not.toContain('aMeRiCa');
});
