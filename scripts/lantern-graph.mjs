#!/usr/bin/env node
/**
 * Shows what Lighthouse's mobile score is made of: runs Lighthouse once per route (mobile
 * preset, simulated throttling) and prints, from the same trace, the requests and main-thread
 * tasks that its simulator ("Lantern") put in the FCP and LCP estimates, and the tasks that
 * make up the estimated Total Blocking Time.
 *
 * Why: the mobile LCP is not measured, it is simulated from a fast local load. Every request
 * that finished before the observed LCP paint counts as needed for it, except a script whose
 * evaluation began after that paint; every main-thread task counts four times its length.
 * So the order of events in the fast load, not only the bytes, decides the figure. This
 * prints that order as Lighthouse reads it, which `npm run audit`'s totals cannot show.
 *
 *   node scripts/lantern-graph.mjs --url http://localhost:3000 --routes /terms,/about
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH).
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    routes: { type: 'string', default: '/terms' },
  },
});
const baseUrl = options.url.replace(/\/+$/, '');
const routes = options.routes.split(',').map((route) => route.trim()).filter(Boolean);

const ms = (value) => Math.round(value);

/** A URL's path, or the text itself where it is not a URL (Chromium's own "v8/LoadTimes"). */
function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function describe(node) {
  if (node.type === 'network') {
    const { resourceType, priority, url } = node.request;
    return `${resourceType} (${priority}) ${pathOf(url)}`;
  }
  const steps = node.childEvents
    .filter((event) => event.dur > 1000 && !event.name.startsWith('DocumentLoader::'))
    .map((event) => `${event.name}${event.args?.data?.url ? ` ${pathOf(event.args.data.url)}` : ''} ${ms(event.dur / 1000)}`)
    .slice(0, 6);
  return `task, ${ms(node.duration / 1000)} ms observed: ${steps.join(', ') || 'unattributed'}`;
}

/** The nodes of one simulated graph in the order the simulator ran them. */
function printGraph(label, estimate) {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) console.log(`    ${String(ms(timing.startTime)).padStart(5)} -> ${String(ms(timing.endTime)).padStart(5)}  ${label}  ${describe(node)}`);
}

async function analyse(route, port) {
  const url = `${baseUrl}${route}`;
  const { lhr, artifacts } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
  const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate' };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const observed = lhr.audits.metrics.details.items[0];
  console.log(`\n## ${route}: observed FCP ${ms(observed.observedFirstContentfulPaint)} ms, LCP ${ms(observed.observedLargestContentfulPaint)} ms (benchmark index ${ms(lhr.environment.benchmarkIndex)})`);

  for (const [name, metric] of [['FCP', LanternFirstContentfulPaint], ['LCP', LanternLargestContentfulPaint]]) {
    const result = await metric.request(data, context);
    console.log(`  simulated ${name} ${ms(result.timing)} ms (optimistic ${ms(result.optimisticEstimate.timeInMs)}, pessimistic ${ms(result.pessimisticEstimate.timeInMs)}); optimistic graph:`);
    printGraph(name, result.optimisticEstimate);
  }

  const tbt = await LanternTotalBlockingTime.request(data, context);
  console.log(`  simulated TBT ${ms(tbt.timing)} ms; tasks over 50 ms in the simulation:`);
  const long = [...tbt.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration > 50)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of long) console.log(`    ${String(ms(timing.startTime)).padStart(5)} +${ms(timing.duration)} ms  ${describe(node)}`);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  for (const route of routes) await analyse(route, chrome.port);
} finally {
  await chrome.kill();
}
