#!/usr/bin/env node
/**
 * Records a performance trace of a page load through Chromium's DevTools protocol and prints
 * what happened between the navigation, the first contentful paint and the largest
 * contentful paint: when the document, the stylesheet, the font and each script arrived,
 * which main-thread tasks ran (parsing, style and layout, script evaluation, hydration) and
 * which LCP candidates Chromium recorded, with the element of the last one.
 *
 * Why a trace and not Lighthouse alone: Lighthouse's mobile score simulates a slow phone from
 * the trace of a fast load, counting every task that ran before the observed LCP paint. The
 * order of events in the real trace is what decides how late the simulated paint comes.
 *
 *   node scripts/trace-paint.mjs --url http://localhost:3000 --routes /terms,/about,/pricing
 *   node scripts/trace-paint.mjs --cpu 4 --runs 3      CPU slowed four times, medians of 3
 *   node scripts/trace-paint.mjs --save                also writes each trace to .test-output/traces/
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH); it runs at 412 x 823 (a phone).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { root } from './lib/routes.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    routes: { type: 'string', default: '/terms,/about,/pricing' },
    cpu: { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    save: { type: 'boolean', default: false },
    'long-task-ms': { type: 'string', default: '30' },
  },
});
const baseUrl = options.url.replace(/\/+$/, '');
const routes = options.routes.split(',').map((route) => route.trim()).filter(Boolean);
const cpuRate = Number(options.cpu);
const runs = Math.max(1, Number(options.runs));
const longTaskMs = Number(options['long-task-ms']);
const traceDir = path.join(root, '.test-output', 'traces');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

/** Trace events of one page load, collected until the page has been idle for a while. */
async function recordTrace(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  const lcpElement = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const element = last?.element;
          resolve(element ? `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).slice(0, 60)}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 60)}"` : '(none)');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, lcpElement };
}

/** The renderer's main thread of the page: the thread that holds the navigation's first paint. */
function mainThreadOf(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  return fcp ? { pid: fcp.pid, tid: fcp.tid } : null;
}

const ms = (microseconds, origin) => Math.round((microseconds - origin) / 1000);

function summarise(events, lcpElement) {
  const main = mainThreadOf(events);
  if (!main) return { error: 'no first contentful paint in the trace' };
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const navigation = events.find((e) => e.name === 'navigationStart' && onMain(e) && e.args?.data?.isLoadingMainFrame);
  const origin = (navigation ?? events.find((e) => e.name === 'navigationStart' && onMain(e))).ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && onMain(e));
  const lcp = candidates.at(-1);

  // Resources: when each was asked for and when its last byte arrived.
  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    if (e.name === 'ResourceSendRequest') requests.set(data.requestId, { url: data.url, priority: data.priority, blocking: data.renderBlocking, sent: e.ts });
    if (e.name === 'ResourceFinish' && requests.has(data.requestId)) requests.get(data.requestId).done = e.ts;
  }
  const resources = [...requests.values()].map((r) => ({
    url: r.url.replace(baseUrl, '').slice(0, 70),
    priority: r.priority,
    blocking: r.blocking ?? '',
    sent: ms(r.sent, origin),
    done: r.done ? ms(r.done, origin) : null,
  }));

  // Main-thread tasks up to 300 ms after the LCP, with what took most of each.
  const end = (lcp?.ts ?? fcp.ts) + 300_000;
  const tasks = events
    .filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= origin && e.ts <= end && e.dur >= longTaskMs * 1000)
    .map((task) => {
      const inside = events.filter((e) => onMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task);
      const byName = new Map();
      for (const e of inside) {
        if (!['ParseHTML', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet', 'PrePaint', 'Layerize', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'v8.evaluateModule', 'HTMLDocumentParser::MaybeFetchQueuedPreloads'].includes(e.name)) continue;
        const label = e.name === 'EvaluateScript' ? `EvaluateScript ${String(e.args?.data?.url ?? '').replace(baseUrl, '').slice(-40) || '(inline)'}` : e.name;
        byName.set(label, (byName.get(label) ?? 0) + e.dur);
      }
      const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`);
      return { start: ms(task.ts, origin), dur: Math.round(task.dur / 1000), top: top.join(', ') };
    });

  return {
    fcp: ms(fcp.ts, origin),
    lcp: lcp ? ms(lcp.ts, origin) : null,
    lcpType: lcp?.args?.data?.type,
    lcpSize: lcp?.args?.data?.size,
    candidates: candidates.map((c) => `${ms(c.ts, origin)} ms ${c.args?.data?.type} ${c.args?.data?.size}`),
    lcpElement,
    resources,
    tasks,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
try {
  console.log(`Traces of ${baseUrl}, CPU slowed ${cpuRate}x, ${runs} run(s) per route; times in ms after navigation start`);
  for (const route of routes) {
    const summaries = [];
    for (let run = 0; run < runs; run += 1) {
      const { events, lcpElement } = await recordTrace(browser, `${baseUrl}${route}`);
      if (options.save) {
        mkdirSync(traceDir, { recursive: true });
        writeFileSync(path.join(traceDir, `${route.replace(/\W+/g, '_') || 'home'}-cpu${cpuRate}-${run + 1}.json`), JSON.stringify({ traceEvents: events }));
      }
      summaries.push(summarise(events, lcpElement));
    }
    const ok = summaries.filter((s) => !s.error);
    if (!ok.length) {
      console.log(`\n${route}: ${summaries[0].error}`);
      continue;
    }
    const middle = ok.find((s) => s.lcp === median(ok.map((x) => x.lcp))) ?? ok[0];
    console.log(`\n## ${route}: FCP ${median(ok.map((s) => s.fcp))} ms, LCP ${median(ok.map((s) => s.lcp))} ms (median of ${ok.length}); the median run:`);
    console.log(`LCP element: ${middle.lcpElement} (${middle.lcpType}, ${middle.lcpSize} px²)`);
    console.log(`LCP candidates: ${middle.candidates.join('; ')}`);
    console.log('Resources (sent -> done, priority, render-blocking):');
    for (const r of middle.resources) console.log(`  ${String(r.sent).padStart(5)} -> ${String(r.done ?? '-').padStart(5)}  ${r.priority ?? ''} ${r.blocking}  ${r.url}`);
    console.log(`Main-thread tasks of ${longTaskMs} ms or more up to 300 ms after the LCP (start, duration: what took most):`);
    for (const t of middle.tasks) console.log(`  ${String(t.start).padStart(5)} ${String(t.dur).padStart(4)} ms  ${t.top}`);
  }
} finally {
  await browser.close();
}
