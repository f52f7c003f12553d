#!/usr/bin/env node
/**
 * What the file insights store costs the page server: events per second taken, and the
 * latency of page requests served by the same process while 10,000 events arrive. Runs the
 * store of this checkout ("after") and the one of another git ref ("before", default main)
 * in the same harness, one after the other, and prints both.
 *
 *   node scripts/insights-bench.mjs                        10,000 events, 32 senders, vs main
 *   node scripts/insights-bench.mjs -- --events 20000 --senders 64 --rate 500 --base <ref> --port 3470
 *
 * Each store takes the 10,000 events twice: as fast as the senders can send (the most it
 * takes per second), then paced at --rate per second (the page's latency at the same load for
 * both, and the page server's CPU time per event).
 *
 * The page server is a child process: a Node HTTP server that answers GET /page with a
 * 150 KB page from memory (as a prerendered page is served) and POST /api/insights by
 * parsing the event and awaiting the store's record(), as lib/insights/endpoint.ts does (the
 * request checks before it cost the same in both). This process sends the events with a
 * fixed number of senders in flight, and asks for /page every 20 ms meanwhile. The "before"
 * store is the ref's lib/insights, copied out of git into a folder under .test-output. Loopback only;
 * bounded by the event count; everything it starts and writes is removed at the end.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { commandFlags } from './lib/flags.mjs';
import { loadTs, root } from './lib/load-ts.mjs';

const { values: flags } = commandFlags('node scripts/insights-bench.mjs [--events 10000] [--senders 32] [--rate 300] [--base main] [--port 3470]', {
  events: { type: 'string', default: '10000' },
  // Each store runs twice: as fast as the senders go, then paced at this many events per second.
  rate: { type: 'string', default: '300' },
  senders: { type: 'string', default: '32' },
  base: { type: 'string', default: 'main' },
  port: { type: 'string', default: '3470' },
  // Internal: run as the page server child.
  serve: { type: 'string' },
  dir: { type: 'string' },
});

const PAGE = `<!doctype html><html><body>${'<p>Point of sale for food businesses. '.repeat(4_000)}</p></body></html>`;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/** The `ref`'s lib/insights folder, copied out of git into `into`; returns its file-store.ts. */
function storeOfRef(ref, into) {
  const dir = path.join(into, 'lib', 'insights');
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['ls-tree', '--name-only', `${ref}:lib/insights`], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) writeFileSync(path.join(dir, file), execFileSync('git', ['show', `${ref}:lib/insights/${file}`], { cwd: root }));
  return path.join(dir, 'file-store.ts');
}

/** The events: views on a few routes, and Web Vitals values, as browsers send them. */
function eventBody(index) {
  const routes = ['/', '/pricing', '/features', '/hardware'];
  const route = routes[index % routes.length];
  if (index % 3 === 0) return JSON.stringify({ type: 'vital', route, metric: 'LCP', value: 1000 + (index % 2000), viewport: 'phone' });
  return JSON.stringify({ type: 'view', route });
}

async function measure(label, storeFile, rate) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-insights-bench-'));
  const port = Number(flags.port);
  const child = fork(fileURLToPath(import.meta.url), ['--serve', storeFile, '--dir', dir, '--port', String(port)], { stdio: 'inherit' });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the page server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const page = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/page`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    // Warm up, then the page's latency with no events arriving.
    for (let i = 0; i < 20; i += 1) await page();
    const idle = [];
    for (let i = 0; i < 50; i += 1) {
      idle.push(await page());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const total = Number(flags.events);
    let next = 0;
    const statuses = new Map();
    const loaded = [];
    let sending = true;
    const prober = (async () => {
      while (sending) {
        loaded.push(await page());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    child.send('start');
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Number(flags.senders) }, async () => {
        while (next < total) {
          const index = next++;
          // Paced: event i leaves at i / rate seconds.
          const due = rate ? started + (index * 1000) / rate - performance.now() : 0;
          if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
          const response = await fetch(`${base}/api/insights`, { method: 'POST', body: eventBody(index) });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    sending = false;
    await prober;
    const report = await new Promise((resolve) => {
      child.once('message', resolve);
      child.send('report');
    });
    return {
      label: `${label}${rate ? `, ${rate}/s` : ''}`,
      eventsPerSecond: total / seconds,
      seconds,
      statuses: Object.fromEntries(statuses),
      idle: { p50: quantile(idle, 0.5), p95: quantile(idle, 0.95) },
      loaded: { n: loaded.length, p50: quantile(loaded, 0.5), p95: quantile(loaded, 0.95), max: Math.max(...loaded) },
      ...report,
    };
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  // Inside the checkout, so the copied modules resolve their packages from its node_modules.
  mkdirSync(path.join(root, '.test-output'), { recursive: true });
  const scratch = mkdtempSync(path.join(root, '.test-output', 'insights-bench-code-'));
  try {
    const before = storeOfRef(flags.base, scratch);
    const after = path.join(root, 'lib/insights/file-store.ts');
    const results = [];
    for (const rate of [0, Number(flags.rate)]) {
      results.push(await measure(`before (${flags.base})`, before, rate));
      results.push(await measure('after (this checkout)', after, rate));
    }
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(`${flags.events} events from ${flags.senders} senders in flight, unpaced and at ${flags.rate}/s; page latency sampled every 20 ms meanwhile\n`);
    for (const r of results) {
      console.log(
        `${r.label.padEnd(30)} ${r.eventsPerSecond.toFixed(0).padStart(6)} events/s (${r.seconds.toFixed(1)} s, answers ${JSON.stringify(r.statuses)}, server CPU ${(r.cpuMs / Number(flags.events)).toFixed(3)} ms/event); ` +
          `page idle p50 ${ms(r.idle.p50)}, p95 ${ms(r.idle.p95)}; under load p50 ${ms(r.loaded.p50)}, p95 ${ms(r.loaded.p95)}, max ${ms(r.loaded.max)} (${r.loaded.n} requests); ` +
          `stored ${r.views} views, ${r.vitals} vitals kept; report read ${ms(r.readMs)}`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (flags.serve) {
  // The page server: one store, one HTTP server, until the parent says stop.
  const { FileInsightsStore } = await loadTs(path.relative(root, flags.serve));
  const store = new FileInsightsStore(flags.dir);
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve()
        .then(() => store.record(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
        .then(() => response.writeHead(204).end(), () => response.writeHead(503).end());
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(flags.port), '127.0.0.1', () => process.send?.('ready'));
  let cpu = process.cpuUsage();
  process.on('message', async (message) => {
    if (message === 'start') cpu = process.cpuUsage();
    if (message !== 'report') return;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    // The report's read (the compaction step for the new store) after the load, timed too.
    const started = performance.now();
    const [day] = await store.readDays(1);
    const views = Object.values(day.counts).reduce((sum, counts) => sum + (counts.view ?? 0), 0);
    const vitals = Object.values(day.vitals).reduce((sum, list) => sum + (Array.isArray(list) ? list.length : list.seen), 0);
    process.send?.({ views, vitals, cpuMs, readMs: performance.now() - started });
  });
} else {
  await main();
}

