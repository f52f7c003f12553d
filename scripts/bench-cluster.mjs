#!/usr/bin/env node
/**
 * `npm run bench:cluster`: what the site serves through nginx with one instance and with three
 * (tests/fixtures/cluster.ts: each instance from its own copy of one build, Redis, a throwaway
 * PostgreSQL, the blog fixture, a real SMTP server), as requests per second with the median
 * and p99 latency, for three kinds of request: a page from nginx's cache, a page every request
 * of which reaches an instance (a hardware page with a made-up query, which nginx never
 * caches), and a lead (POST to the lead endpoint: stored in PostgreSQL, then mailed). The load
 * comes from this process (node:http, keep-alive, `--clients` clients each sending its next
 * request when the last is answered). The machine's load and cores are printed with the figures.
 *
 * `--rolling` measures a rolling restart instead: three instances under a steady stream of page
 * requests and leads, each instance in turn stopped with SIGTERM and started again; it prints
 * the failed requests, and how many leads answered 200 were stored and mailed, and exits 1
 * unless none failed and each was stored once and mailed once.
 *
 *   npm run bench:cluster                          build into .next-cluster/build (as npm run cluster), then measure
 *   npm run bench:cluster -- --no-build            reuse that build
 *   npm run bench:cluster -- --dist .next-e2e      measure another build (the end-to-end one)
 *   npm run bench:cluster -- --rolling             the rolling restart
 *   options: --duration 10 (seconds per figure), --clients 16
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadTs } from './lib/load-ts.mjs';
import { benchBuild } from './lib/bench-build.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    rolling: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    clients: { type: 'string', default: '16' },
  },
});
process.env.NEXT_TELEMETRY_DISABLED = '1';
const durationMs = Number(values.duration) * 1000;
const clients = Number(values.clients);

const { missingTools, startCluster } = await loadTs('tests/fixtures/cluster.ts');
const { startMailServer } = await loadTs('tests/fixtures/lead-receivers.ts');
const { LEAD_PATH, leadBody } = await loadTs('tests/fixtures/lead-body.ts');

const missing = missingTools();
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);
  process.exit(1);
}

/**
 * One request over `agent`; resolves with its status once the body is read (0 when the
 * connection failed, the error kept in `errors`).
 */
function send(agent, url, { method = 'GET', body } = {}, errors = []) {
  return new Promise((resolve) => {
    const request = http.request(url, { agent, method, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {} }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error) => (errors.push(`${method} ${url}: ${error.message}`), resolve(0)));
    });
    request.on('error', (error) => (errors.push(`${method} ${url}: ${error.message}`), resolve(0)));
    request.end(body);
  });
}

let leadNumber = 0;
const runId = Date.now().toString(36);
/** A lead nobody sent before (the endpoint treats a repeat of email and message as the same lead). */
const nextLead = () => {
  const index = leadNumber++;
  return { email: `bench-${runId}-${index}@example.com`, body: leadBody(`bench-${runId}-${index}@example.com`, `Bench lead number ${index}.`) };
};

const kinds = {
  'page from nginx\'s cache (/)': (base) => ({ url: `${base}/` }),
  'page from an instance (/hardware/terminal?probe=N)': (base, n) => ({ url: `${base}/hardware/terminal?probe=${n}` }),
  'lead (POST, stored and mailed)': (base) => ({ url: `${base}${LEAD_PATH}`, method: 'POST', body: nextLead().body }),
};

/** `clients` closed-loop clients for `ms`: requests per second, median and p99 latency, failures. */
async function measure(base, kind, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  let failed = 0;
  let n = 0;
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const { url, ...options } = kinds[kind](base, n++);
        const sent = performance.now();
        const status = await send(agent, url, options);
        latencies.push(performance.now() - sent);
        if (status !== 200) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rate: latencies.length / seconds, p50: at(0.5), p99: at(0.99), count: latencies.length, failed };
}

const machine = () => `load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'})`;

async function startBench(sourceDist, instances, smtp, env = {}) {
  return startCluster({
    sourceDist,
    instances,
    name: `bench-${instances}`,
    env: { SMTP_URL: smtp.url, LEAD_NOTIFY_TO: 'sales@ladle.example', EMAIL_RATE_LIMIT_PER_MINUTE: '1000000', SITE_URL: 'http://127.0.0.1', ...env },
  });
}

async function tables(sourceDist, smtp) {
  const rows = [];
  for (const instances of [1, 3]) {
    console.log(`\nStarting ${instances} instance(s) …`);
    const cluster = await startBench(sourceDist, instances, smtp);
    try {
      // A short warm-up of each kind: the first requests compile and fill caches.
      for (const kind of Object.keys(kinds)) await measure(cluster.url, kind, 2_000);
      for (const kind of Object.keys(kinds)) {
        const before = machine();
        const result = await measure(cluster.url, kind, durationMs);
        rows.push({ instances, kind, ...result, before });
        console.log(`${instances} × ${kind}: ${result.rate.toFixed(1)}/s, median ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.count} requests, ${result.failed} not 200 (${before})`);
      }
    } finally {
      await cluster.stop();
    }
  }
  console.log(`\n${clients} clients, ${durationMs / 1000} s per figure, through nginx on loopback; ${machine()}.\n`);
  console.log('| Instances | Request | Per second | Median | p99 | Not 200 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.instances} | ${row.kind} | ${row.rate.toFixed(1)} | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.failed} of ${row.count} |`);
  return rows.every((row) => row.failed === 0);
}

async function rolling(sourceDist, smtp) {
  const cluster = await startBench(sourceDist, 3, smtp, { LEAD_RELAY_INTERVAL_MS: '500', LEAD_LEASE_MS: '20000' });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const errors = [];
    const pages = [];
    const leads = [];
    let loading = true;
    let probe = 0;
    const reader = async () => {
      while (loading) for (const route of ['/', '/blogs', `/hardware/terminal?probe=${probe++}`]) pages.push(await send(agent, `${cluster.url}${route}`, {}, errors));
    };
    const sender = async () => {
      while (loading) {
        const lead = nextLead();
        leads.push({ email: lead.email, status: await send(agent, `${cluster.url}${LEAD_PATH}`, { method: 'POST', body: lead.body }, errors) });
      }
    };
    const load = Promise.all([...Array.from({ length: 4 }, reader), ...Array.from({ length: 4 }, sender)]);
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(3_000);
    const restarts = [];
    for (const site of cluster.instances) {
      const signalled = Date.now();
      await site.stop('SIGTERM');
      const exitedMs = Date.now() - signalled;
      await site.start();
      restarts.push(`${site.name}: exited ${exitedMs} ms after SIGTERM, serving again ${Date.now() - signalled} ms after it`);
      await pause(3_000);
    }
    loading = false;
    await load;
    agent.destroy();

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const { rows } = await db.query(`SELECT id, template_params->>'from_email' AS email FROM leads WHERE template_params->>'from_email' LIKE $1`, [`bench-${runId}-%`]);
    await db.end();
    const ids = new Set(rows.map((row) => row.id));
    const mails = () => smtp.messages.filter((mail) => ids.has(mail.leadId));
    for (let waited = 0; new Set(mails().map((mail) => mail.messageId)).size < rows.length && waited < 60_000; waited += 500) await pause(500);
    // A repeat would be a send cut by a stop and taken over when its claim expires (LEAD_LEASE_MS).
    await pause(21_000);
    const mailed = mails();
    const distinct = new Set(mailed.map((mail) => mail.messageId)).size;
    const answeredOk = leads.filter((lead) => lead.status === 200);
    const storedEmails = rows.map((row) => row.email);
    const storedOnce = storedEmails.length === new Set(storedEmails).size && answeredOk.every((lead) => storedEmails.includes(lead.email));
    const figures = {
      pageRequests: pages.length,
      failedPages: pages.filter((status) => status !== 200).length,
      leadPosts: leads.length,
      failedLeads: leads.length - answeredOk.length,
      stored: rows.length,
      mailed: distinct,
      mailedAgain: mailed.length - distinct,
    };
    console.log(`\nRolling restart of 3 instances through nginx, 4 page clients and 4 lead clients; ${machine()}.`);
    for (const line of restarts) console.log(`  ${line}`);
    console.log(`  page requests ${figures.pageRequests}, failed ${figures.failedPages}; lead posts ${figures.leadPosts}, failed ${figures.failedLeads}`);
    console.log(`  leads answered 200 ${answeredOk.length}: stored ${figures.stored} (${storedOnce ? 'each once' : 'NOT each once'}), mailed ${figures.mailed}, mailed again ${figures.mailedAgain}`);
    for (const error of errors.slice(0, 20)) console.log(`  ${error}`);
    return figures.failedPages === 0 && figures.failedLeads === 0 && storedOnce && figures.stored === answeredOk.length && figures.mailed === figures.stored && figures.mailedAgain === 0;
  } finally {
    await cluster.stop();
  }
}

const sourceDist = await benchBuild({ dist: values.dist, dir: path.join('.next-cluster', 'build'), reuse: values['no-build'] });
const smtp = await startMailServer();
console.log(`Measuring ${sourceDist}; ${machine()}.`);
let ok = false;
try {
  ok = values.rolling ? await rolling(sourceDist, smtp) : await tables(sourceDist, smtp);
} finally {
  await smtp.close();
}
process.exit(ok ? 0 : 1);
