/**
 * The review's script against booking (issue 54, item 3), for `npm run bench:booking -- --abuse`:
 * one client address sends `requests` demo requests, each getting its booking cookie from the
 * lead endpoint and then holding and booking the first free time, as curl would. Against a
 * production server it starts with the shipped caps (BOOKING_MAX_PER_CLIENT 2,
 * BOOKING_HOLDS_PER_CLIENT 1, BOOKING_MAX_PER_EMAIL 2; the per-minute limits raised, so the caps
 * alone are measured). A visitor from another address (127.0.0.2: the whole of 127/8 is
 * loopback on Linux) lists the free times before and after: the script may take only what its
 * own bookings overlap. Returns the figures and `ok`.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTs } from './load-ts.mjs';

const ZONE = 'America/New_York';
const OTHER_ADDRESS = '127.0.0.2';

/** One request over loopback from `localAddress`: the server sees that socket address. */
function request(base, route, { method = 'GET', cookie, body, localAddress = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(route, base);
    const headers = { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };
    const sent = http.request(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode, headers: response.headers, json });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

export async function runBookingAbuse({ dist, requests = 60, log = console.log }) {
  const { freePort, startInstance } = await loadTs('tests/fixtures/cluster.ts');
  const { LEAD_PATH, demoLeadBody } = await loadTs('tests/fixtures/lead-body.ts');
  const work = mkdtempSync(path.join(os.tmpdir(), 'ladle-abuse-bookings-'));
  const port = await freePort();
  const site = await startInstance({
    name: 'abuse-bookings',
    port,
    distDir: dist,
    env: {
      SITE_URL: `http://127.0.0.1:${port}`,
      OUTBOX_DIR: path.join(work, 'outbox'),
      BOOKINGS_DIR: path.join(work, 'bookings'),
      INSIGHTS_DIR: path.join(work, 'insights'),
      EMAIL_RATE_LIMIT_PER_MINUTE: '1000000',
      BOOKING_HOLDS_PER_MINUTE: '1000000',
    },
  });
  const base = site.url;
  const run = Date.now().toString(36);
  const demoRequest = async (index, localAddress) => {
    const body = demoLeadBody(`Script ${index}`, `script-${run}-${index}@example.com`, `Demo request ${index} from a script`);
    const answer = await request(base, LEAD_PATH, { method: 'POST', body, localAddress });
    const cookie = /ladle-demo-request=([^;]+)/.exec(String(answer.headers['set-cookie'] ?? ''))?.[1];
    if (answer.status !== 200 || !cookie) throw new Error(`The demo request answered ${answer.status} without the booking cookie`);
    return `ladle-demo-request=${cookie}`;
  };
  const freeTimes = async (cookie, localAddress) => {
    const answer = await request(base, `/api/booking/slots?tz=${encodeURIComponent(ZONE)}`, { cookie, localAddress });
    if (answer.status !== 200) throw new Error(`Listing answered ${answer.status}`);
    return answer.json.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
  };
  try {
    const visitor = await demoRequest('visitor', OTHER_ADDRESS);
    const before = await freeTimes(visitor, OTHER_ADDRESS);
    const outcomes = new Map();
    const booked = [];
    const started = performance.now();
    for (let i = 0; i < requests; i += 1) {
      const cookie = await demoRequest(i);
      const [first] = await freeTimes(cookie);
      const held = await request(base, '/api/booking/hold', { method: 'POST', cookie, body: JSON.stringify({ start: first, tz: ZONE }) });
      let outcome = `hold ${held.status} ${held.json?.refusal ?? ''}`.trim();
      if (held.status === 200) {
        const book = await request(base, '/api/booking/book', { method: 'POST', cookie, body: JSON.stringify({ holdToken: held.json.holdToken, tz: ZONE }) });
        outcome = book.status === 200 ? 'booked' : `book ${book.status} ${book.json?.refusal ?? ''}`.trim();
        if (book.status === 200) booked.push(book.json.start);
      }
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await freeTimes(visitor, OTHER_ADDRESS);
    const gone = before.filter((start) => !after.includes(start));
    // A booking keeps out its own 30 minutes and its rep's buffer: the slot before it and after it at most.
    const near = (start) => booked.some((taken) => Math.abs(Date.parse(taken) - Date.parse(start)) <= 30 * 60_000);
    const unexplained = gone.filter((start) => !near(start));
    const ok = booked.length <= 2 && unexplained.length === 0 && after.every((start) => before.includes(start));
    log(`\nThe review's script (${requests} demo requests from 127.0.0.1, each holding and booking the first free time; shipped caps), ${seconds.toFixed(1)} s:`);
    log('');
    log('| Outcome | Requests |');
    log('| --- | --- |');
    for (const [outcome, count] of [...outcomes].sort((a, b) => b[1] - a[1])) log(`| ${outcome} | ${count} |`);
    log('');
    log(`Booked: ${booked.length} (${booked.join(', ') || 'none'}). A visitor from ${OTHER_ADDRESS} saw ${before.length} free times before and ${after.length} after; ` +
      `the ${gone.length} gone ${gone.length ? `(${gone.join(', ')}) ` : ''}${unexplained.length ? `include ${unexplained.length} no booking overlaps: FAIL` : 'are those the bookings overlap'}.`);
    log(ok ? 'Abuse: PASS (at most 2 bookings; every other time still offered).' : 'Abuse: FAIL.');
    return { ok, requests, booked: booked.length, outcomes: Object.fromEntries(outcomes), before: before.length, after: after.length, gone, seconds };
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
