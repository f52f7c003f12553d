#!/usr/bin/env node
/**
 * `npm run bench:booking`: how fast booking a demo is on this machine (issue 49), against a
 * production server this script starts (`node server.mjs` of a build), with the file stores, a
 * real SMTP server for the invitations, and CalDAV on loopback (Xandikos, each rep's calendar
 * holding a few events, CALDAV_URL set). It prints:
 * - the time to list the free times (GET /api/booking/slots), p50 and p95;
 * - the time from Book to the confirmation (POST /api/booking/book of a held time), p50 and p95,
 *   and from choosing a time (hold) to the confirmation;
 * - whether the server read the reps' calendars: an event put into every rep's calendar at a
 *   listed time must take it off the list. Until the site reads CalDAV the read is a no-op and
 *   the output says so;
 * - the JavaScript the slot picker adds to a page's first load (none expected) and what a
 *   first tap on the demo form fetches (nothing expected), in Chromium.
 * Requests go one at a time over loopback (no queueing), so each time is the server's time plus
 * loopback's (well under a millisecond). The machine's load is printed with the figures.
 *
 *   npm run bench:booking                        build into .next-bench-booking, then measure
 *   npm run bench:booking -- --no-build          reuse that build
 *   npm run bench:booking -- --dist .next-e2e    measure another build
 *   options: --lists 60 (slot lists timed), --bookings 30 (bookings timed)
 *
 *   npm run bench:booking -- --abuse             what a stranger's script does instead (issue 54):
 *     listings: 20,000 spellings of time zones (--spellings), each a listing, against one server
 *     with the listing limit raised (the resident memory they add, under 20 MB) and against one
 *     with the default limit (how many of them get 429); bookings: the review's script, 60 demo
 *     requests from one address each holding and booking the first free time (at most 2 booked,
 *     scripts/lib/abuse-bookings.mjs). Exits 1 when any is not so.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadTs, root } from './lib/load-ts.mjs';
import { benchBuild } from './lib/bench-build.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    lists: { type: 'string', default: '60' },
    bookings: { type: 'string', default: '30' },
    abuse: { type: 'boolean', default: false },
    spellings: { type: 'string', default: '20000' },
  },
});
process.env.NEXT_TELEMETRY_DISABLED = '1';
const LISTS = Number(values.lists);
const BOOKINGS = Number(values.bookings);
const ZONE = 'America/New_York';

const { freePort, startInstance } = await loadTs('tests/fixtures/cluster.ts');
const { startMailServer } = await loadTs('tests/fixtures/lead-receivers.ts');
const { startXandikos, xandikosMissing } = await loadTs('tests/fixtures/xandikos.ts');
const { LEAD_PATH, demoLeadBody } = await loadTs('tests/fixtures/lead-body.ts');
const { salesTeam } = await loadTs('content/sales-team.ts');

const machine = () => `load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'})`;

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), n: sorted.length };
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

let visitor = 0;
const runId = Date.now().toString(36);

/** A stored demo request, as the form sends it; the cookie that proves it. */
async function demoRequest(base) {
  const index = (visitor += 1);
  const response = await fetch(`${base}${LEAD_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: demoLeadBody(`Bench Visitor ${index}`, `bench-${runId}-${index}@example.com`, `Bench demo request ${index}`),
  });
  await response.arrayBuffer();
  const cookie = /ladle-demo-request=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 200 || !cookie) throw new Error(`The demo request answered ${response.status} without the booking cookie`);
  return `ladle-demo-request=${cookie}`;
}

async function listSlots(base, cookie) {
  const response = await fetch(`${base}/api/booking/slots?tz=${encodeURIComponent(ZONE)}`, { headers: { cookie } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`Listing the slots answered ${response.status}: ${JSON.stringify(body)}`);
  return body.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

const post = (base, route, cookie, body) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) }).then(async (response) => ({ status: response.status, body: await response.json() }));

/** Makes each rep's calendar (Xandikos --defaults has only /user/'s) and puts two ordinary events in it. */
async function prepareCalendars(caldav) {
  for (const rep of salesTeam) {
    const calendar = rep.calendar?.path;
    if (!calendar) continue;
    const parts = calendar.split('/').filter(Boolean);
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const url = `${caldav.url}/${parts.slice(0, depth).join('/')}/`;
      const method = depth === parts.length ? 'MKCALENDAR' : 'MKCOL';
      const response = await fetch(url, { method });
      if (![201, 405].includes(response.status)) throw new Error(`${method} ${url} answered ${response.status}`);
    }
  }
}

const icsEvent = (uid, start, end) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Ladle bench//EN', 'BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${ical(new Date())}`, `DTSTART:${ical(start)}`, `DTEND:${ical(end)}`, 'SUMMARY:Busy (bench)', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
const ical = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

async function putBusy(caldav, start, minutes, tag) {
  for (const rep of salesTeam) {
    if (!rep.calendar) continue;
    const uid = `bench-${tag}-${rep.id}-${runId}`;
    const response = await fetch(`${caldav.url}${rep.calendar.path}${uid}.ics`, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
      body: icsEvent(uid, start, new Date(start.getTime() + minutes * 60_000)),
    });
    if (![201, 204].includes(response.status)) throw new Error(`PUT of a busy event answered ${response.status}`);
  }
}

/** Whether the server reads the calendars: a time every rep is busy at (an event in each calendar) leaves the list. */
async function calendarsRead(base, caldav, cookie) {
  const before = await listSlots(base, cookie);
  const wanted = before[Math.floor(before.length / 2)];
  await putBusy(caldav, new Date(wanted), 30, 'probe');
  // A server that keeps its last good read for a while gets a few seconds to read again.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (!(await listSlots(base, cookie)).includes(wanted)) return { read: true, wanted };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { read: false, wanted };
}

/** Every client chunk of the build whose code calls the picker's endpoints: the picker's own. */
function pickerChunks(dist) {
  const dir = path.join(root, dist, 'static', 'chunks');
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.js') && readFileSync(file, 'utf8').includes('/api/booking/hold')) files.push(file);
    }
  };
  walk(dir);
  return files.map((file) => ({ name: path.relative(path.join(root, dist), file).split(path.sep).join('/'), gzip: gzipSync(readFileSync(file)).length }));
}

/** The scripts a page fetches on load (after Next's chunks are added) and on a first tap into the demo form. */
async function firstLoad(base, route, picker) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // Sizes as the budgets count them (docs/performance.md): gzip of the script.
      const size = gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
      scripts.push({ url: new URL(response.url()).pathname, size });
    });
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    // Next's chunks are added after the load (lib/html/chunk-loader.mjs): a mouse move and a wait bring them.
    await page.mouse.move(10, 10);
    await page.waitForTimeout(2_500);
    await page.waitForLoadState('networkidle');
    const loaded = [...scripts];
    scripts.length = 0;
    // The first tap: into the demo form's first field.
    await page.locator('form input[type="email"]').first().click();
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');
    const onTap = [...scripts];
    const isPicker = (script) => picker.some((chunk) => script.url.endsWith(`/_next/${chunk.name}`));
    return { loaded, onTap, pickerInLoad: loaded.filter(isPicker), pickerOnTap: onTap.filter(isPicker) };
  } finally {
    await browser.close();
  }
}

/** Resident memory of a process, in bytes (Linux). */
const residentBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) * 1024;
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** `count` spellings of time zones: every zone the runtime knows, each letter's case picked at random. */
function zoneSpellings(count) {
  const zones = Intl.supportedValuesOf('timeZone');
  return Array.from({ length: count }, (_, index) => [...zones[index % zones.length]].map((letter) => (Math.random() < 0.5 ? letter.toLowerCase() : letter.toUpperCase())).join(''));
}

/** Runs `work` over `items`, `concurrency` at a time; the answers' statuses, counted. */
async function statusesOf(items, concurrency, work) {
  const counts = {};
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) {
      const status = await work(items[next++]);
      counts[status] = (counts[status] ?? 0) + 1;
    }
  }));
  return counts;
}

/**
 * The listing abuse of issue 54, item 1: one client sending GET /api/booking/slots with a new
 * spelling of a zone each time. First against a server whose listing limit is raised, so every
 * spelling does its work (as a script from many addresses would get): the resident memory it
 * adds after a warm-up in one spelling must stay under 20 MB. Then against a server with the
 * default limit: the requests past it must get 429. True when both hold.
 */
async function listingAbuse(dist, spellings) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ladle-bench-abuse-'));
  const serve = async (name, limits) => {
    const port = await freePort();
    return startInstance({
      name,
      port,
      distDir: dist,
      env: {
        SITE_URL: `http://127.0.0.1:${port}`,
        OUTBOX_DIR: path.join(work, name, 'outbox'),
        BOOKINGS_DIR: path.join(work, name, 'bookings'),
        INSIGHTS_DIR: path.join(work, name, 'insights'),
        EMAIL_RATE_LIMIT_PER_MINUTE: '1000000',
        CALDAV_URL: '',
        ...limits,
      },
    });
  };
  const list = (base, cookie) => (tz) => fetch(`${base}/api/booking/slots?tz=${encodeURIComponent(tz)}`, { headers: { cookie } }).then(async (response) => (await response.arrayBuffer(), response.status));
  const names = zoneSpellings(spellings);
  let ok = true;
  const open = await serve('abuse-open', { BOOKING_LISTINGS_PER_MINUTE: '1000000' });
  try {
    const listOpen = list(open.url, await demoRequest(open.url));
    // The heap grows for a while under any listing load before it settles (V8 collects lazily):
    // listings in one spelling, 500 at a time, until 500 more add under 2 MB (6,000 at most).
    let warmUp = 0;
    let settledAt = '';
    for (let settled = residentBytes(open.pid); warmUp < 6_000 && !settledAt; ) {
      await statusesOf(Array(500).fill(ZONE), 2, listOpen);
      warmUp += 500;
      const now = residentBytes(open.pid);
      if (warmUp >= 1_500 && now - settled < 2 * 1024 ** 2) settledAt = 'the heap settled';
      settled = now;
    }
    const before = residentBytes(open.pid);
    const started = performance.now();
    const answered = await statusesOf(names, 2, listOpen);
    const after = residentBytes(open.pid);
    const grew = after - before;
    console.log(`\nListings with the limit raised (${machine()}): after ${warmUp} listings in one spelling (${settledAt || 'the heap still growing'}), ${names.length} spellings of ${Intl.supportedValuesOf('timeZone').length} zones in ${((performance.now() - started) / 1000).toFixed(0)} s; answers ${JSON.stringify(answered)}; resident memory ${mb(before)} before, ${mb(after)} after: ${grew >= 0 ? '+' : ''}${mb(grew)} (goal < 20 MB).`);
    if (!(grew < 20 * 1024 ** 2)) ok = false;
  } finally {
    await open.stop();
  }
  const limited = await serve('abuse-limited', {});
  try {
    const started = performance.now();
    const answered = await statusesOf(names, 4, list(limited.url, await demoRequest(limited.url)));
    // The limit is 60 per one-minute window: a run longer than a minute spans several windows.
    const windows = Math.ceil((performance.now() - started) / 60_000) + 1;
    console.log(`Listings with the default limit (BOOKING_LISTINGS_PER_MINUTE 60), one client: ${names.length} spellings in ${((performance.now() - started) / 1000).toFixed(0)} s, answers ${JSON.stringify(answered)}: ${answered[429] ?? 0} answered 429.`);
    if ((answered[200] ?? 0) > 60 * windows || (answered[200] ?? 0) + (answered[429] ?? 0) !== names.length) ok = false;
  } finally {
    await limited.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return ok;
}

const dist = await benchBuild({ dist: values.dist, dir: '.next-bench-booking', reuse: values['no-build'] });
if (values.abuse) {
  const { runBookingAbuse } = await import('./lib/abuse-bookings.mjs');
  const held = [await listingAbuse(dist, Number(values.spellings)), (await runBookingAbuse({ dist })).ok];
  process.exit(held.every(Boolean) ? 0 : 1);
}
const work = mkdtempSync(path.join(os.tmpdir(), 'ladle-bench-booking-'));
const mail = await startMailServer();
const caldav = xandikosMissing ? undefined : await startXandikos();
if (caldav) await prepareCalendars(caldav);
const port = await freePort();
const site = await startInstance({
  name: 'bench-booking',
  port,
  distDir: dist,
  env: {
    SITE_URL: `http://127.0.0.1:${port}`,
    OUTBOX_DIR: path.join(work, 'outbox'),
    BOOKINGS_DIR: path.join(work, 'bookings'),
    INSIGHTS_DIR: path.join(work, 'insights'),
    SMTP_URL: mail.url,
    LEAD_NOTIFY_TO: 'sales@ladle.example',
    EMAIL_RATE_LIMIT_PER_MINUTE: '1000000',
    BOOKING_HOLDS_PER_MINUTE: '1000000',
    BOOKING_MAX_PER_CLIENT: '1000000',
    BOOKING_HOLDS_PER_CLIENT: '1000000',
    BOOKING_MAX_PER_EMAIL: '1000000',
    ...(caldav ? { CALDAV_URL: caldav.url } : {}),
  },
});
let failed = false;
try {
  const base = site.url;
  const cookie = await demoRequest(base);
  const probe = caldav ? await calendarsRead(base, caldav, cookie) : { read: false };
  // Every rep busy an hour a day in the calendar, so each read has events to parse.
  if (caldav) for (let day = 1; day <= 14; day += 1) await putBusy(caldav, new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + day, 16)), 60, `day-${day}`);
  for (let i = 0; i < 5; i += 1) await listSlots(base, cookie);

  const lists = [];
  for (let i = 0; i < LISTS; i += 1) lists.push((await timed(() => listSlots(base, cookie))).ms);

  const books = [];
  const holdToBook = [];
  for (let i = 0; i < BOOKINGS; i += 1) {
    const mine = await demoRequest(base);
    const free = await listSlots(base, mine);
    const start = free[i % free.length];
    const held = await timed(() => post(base, '/api/booking/hold', mine, { start, tz: ZONE }));
    if (held.result.status !== 200) throw new Error(`Hold answered ${held.result.status}: ${JSON.stringify(held.result.body)}`);
    const booked = await timed(() => post(base, '/api/booking/book', mine, { holdToken: held.result.body.holdToken, tz: ZONE }));
    if (booked.result.status !== 200) throw new Error(`Book answered ${booked.result.status}: ${JSON.stringify(booked.result.body)}`);
    books.push(booked.ms);
    holdToBook.push(held.ms + booked.ms);
  }
  const load = machine();
  const list = summary(lists);
  const book = summary(books);
  const choose = summary(holdToBook);
  console.log(`\nBooking on ${dist}, file stores, ${caldav ? `CalDAV on loopback (Xandikos ${caldav.url})` : `no CalDAV (${xandikosMissing})`}; ${load}.`);
  console.log(
    caldav
      ? probe.read
        ? "CalDAV read: ON. An event put into every rep's calendar took its time off the list."
        : `CalDAV read: NO-OP. An event put into every rep's calendar at ${probe.wanted} left that time on the list: the site does not read the calendars yet (working hours and the store decide), so the list times below include no CalDAV read.`
      : 'CalDAV read: not measured.',
  );
  console.log('');
  console.log('| Step | p50 | p95 | Samples | Goal (p95) |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| List the free times (GET /api/booking/slots) | ${ms(list.p50)} | ${ms(list.p95)} | ${list.n} | 300 ms |`);
  console.log(`| Book to the confirmation (POST /api/booking/book) | ${ms(book.p50)} | ${ms(book.p95)} | ${book.n} | 1 s |`);
  console.log(`| Choose a time to the confirmation (hold + book) | ${ms(choose.p50)} | ${ms(choose.p95)} | ${choose.n} | |`);

  const picker = pickerChunks(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nThe picker's client code: ${picker.map((chunk) => `${chunk.name} (${kb(chunk.gzip)} gzip)`).join(', ') || 'no chunk found'}, fetched once a demo request is accepted.`);
  for (const route of ['/demo', '/es/demo']) {
    const page = await firstLoad(base, route, picker);
    const total = page.loaded.reduce((sum, script) => sum + script.size, 0);
    console.log(`${route}: ${page.loaded.length} scripts in the first load (${kb(total)} gzip), of them the picker's: ${page.pickerInLoad.length}; scripts fetched on the first tap: ${page.onTap.length}${page.onTap.length ? ` (${page.onTap.map((script) => script.url).join(', ')})` : ''}.`);
    if (page.pickerInLoad.length || page.onTap.length) failed = true;
  }
  if (list.p95 > 300 || book.p95 > 1000) failed = true;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await site.stop();
  await caldav?.stop();
  await mail.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
