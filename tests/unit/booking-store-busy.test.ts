/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { POST as bookingForm } from '@/app/api/booking/form/route';
import { POST as hold } from '@/app/api/booking/hold/route';
import { closeBookingStore } from '@/lib/booking-store';
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { SERVER_ORIGIN_HEADER } from '@/lib/email/socket-address-hook';
import { issueRequestToken, REQUEST_COOKIE } from '@/services/booking/tokens';

/**
 * A booking store that is busy answers 503 with Retry-After, never 500 (issue 54, item 2). The
 * database here accepts connections and never answers, as a PostgreSQL whose connections are
 * all taken looks to a new client: the pool gives up after its connect timeout. Both the
 * picker's JSON hold and the no-script form post (whose answer page comes from a stand-in for
 * the site's own server, at the origin the socket hook names) must say "try again" with 503.
 */

let database: net.Server;
let page: http.Server;
const env = process.env;

beforeAll(async () => {
  database = net.createServer(() => undefined);
  page = http.createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<p>Your booking could not be saved.</p>');
  });
  await new Promise<void>((resolve) => database.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  process.env = { ...env, DATABASE_URL: `postgres://ladle@127.0.0.1:${(database.address() as AddressInfo).port}/ladle`, BOOKING_SECRET: 'store-busy-test-secret' };
});
afterAll(async () => {
  await closeBookingStore().catch(() => undefined);
  process.env = env;
  database.close();
  page.close();
});

const request = { lead: 'lead-busy', name: 'Bea Baker', email: 'bea@example.com', language: 'en' as const };
const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) + 'T15:00:00.000Z';

it('the picker’s hold answers 503 with Retry-After when the store is busy', async () => {
  const answer = await hold(new Request('http://localhost/api/booking/hold', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: `${REQUEST_COOKIE}=${issueRequestToken(request)}`, [SOCKET_ADDRESS_HEADER]: '203.0.113.20' },
    body: JSON.stringify({ start, tz: 'America/New_York' }),
  }));
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(await answer.json()).toMatchObject({ refusal: 'failure' });
}, 30_000);

it('the no-script booking post answers its page with 503 and Retry-After, not a server error', async () => {
  const form = new URLSearchParams({ lang: 'en', token: issueRequestToken(request), start, tz: 'America/New_York', intent: 'book' });
  const answer = await bookingForm(new Request('http://localhost/api/booking/form', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', [SOCKET_ADDRESS_HEADER]: '203.0.113.21', [SERVER_ORIGIN_HEADER]: `http://127.0.0.1:${(page.address() as AddressInfo).port}` },
    body: form,
  }));
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(await answer.text()).toContain('Your booking could not be saved.');
}, 30_000);
