#!/usr/bin/env node
/**
 * The phone probe: how soon a visitor's thumb gets a menu or the demo request, measured the
 * way a new visitor tries it. A measurement, not a test (nothing in `npm test` runs it).
 *
 * Chromium (Debian's) as a phone: 375×812 with touch, CPU slowed 4×, 150 ms latency,
 * 1.6 Mbit/s down, 750 kbit/s up, an empty cache every load. From the first frame the screen
 * shows (the compositor's, not the page's word) it taps the target every 100 ms, on the clock
 * whether or not the page has taken the last tap, until a tap works, then waits for what it
 * opens. Per route and target it prints the median over
 * the loads of:
 *   paint   first paint, from the start of the navigation;
 *   works   first paint -> the first tap that worked;
 *   lost    taps before it, which reached the page and did nothing;
 *   shown   first paint -> the menu or dialog visible: the frame the browser presented after
 *           the opening click (Event Timing) plus one frame (or, for a launcher that is a link
 *           to the demo page, that page's form visible at its own first paint);
 *   hydrated first paint -> the site's mark of a hydrated page, `<html data-hydrated>`
 *           (components/ui/hydration-marker.tsx), if it came before the load ended ("later").
 * It reads no React internals: taps and the marker are all it looks at.
 * A tap "worked" when the target says so (aria-expanded="true"), a popover or dialog is
 * open, or the tap starts a navigation; the same rules read the Radix markup of older
 * builds, whose menu and demo request are role="dialog" elements that script draws. Which tap
 * worked is read from the opening click's own timestamp (the time the probe stamped on the tap), so a tap
 * the page took late is not counted as lost; once something opened, the page cancels the
 * taps still on their way, as a thumb that saw the menu would have stopped.
 *
 *   npm run taps -- --url http://localhost:3000
 *   npm run taps -- --url http://localhost:3107 --routes /,/pricing --loads 5
 *   npm run taps -- --targets menu           only the header's menu button (menu, demo)
 *   TAPS_DEBUG=1 npm run taps                 also every load's taps and page events: each
 *                                             tap's touch, pointer and click events, the
 *                                             invoker's command, the dialog's toggles, cancel
 *                                             and close, with the time each carries, and
 *                                             every layout shift with what it moved
 *   TAPS_DEBUG=lines npm run taps             the same, one event a line
 *
 * Targets: the header's phone menu button on /, /pricing and /business/coffee-shops (or the
 * routes given), and the first "Request Demo" of the page's main content on / (the first of
 * the routes given). Chromium is /usr/bin/chromium, or CHROME_PATH.
 */
import { parseArgs } from 'node:util';
import { chromium, devices } from 'playwright-core';
import { loadTs } from './lib/load-ts.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    routes: { type: 'string', default: '/,/pricing,/business/coffee-shops' },
    loads: { type: 'string', default: '3' },
    targets: { type: 'string', default: 'menu,demo' },
  },
});
const baseUrl = options.url.replace(/\/+$/, '');
const routes = options.routes.split(',').map((route) => route.trim()).filter(Boolean);
const loads = Math.max(1, Number(options.loads));
const targets = new Set(options.targets.split(',').map((target) => target.trim()));

/** The phone: the end-to-end suite's mobile project (playwright.config.ts), throttled like the issue's. */
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent };
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const TAP_EVERY_MS = 100;
/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;
/** How long a load may take to paint, to get a working tap, and to show what it opened. */
const GIVE_UP_MS = 20_000;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

const { chrome } = await loadTs('content/chrome.ts');
const { dialogButtonCopy } = await loadTs('content/form-buttons.ts');

/** The page side, in every document the load reaches: reports its paint and what opens, in epoch ms. */
function recorder(debug) {
  const now = () => performance.timeOrigin + performance.now();
  const report = (event) => window.__taps?.({ ...event, path: location.pathname });
  // TAPS_DEBUG: what each tap meets on its way (the events a tap, an invoker command and a
  // dialog fire), with the time the page took it and whether anything cancelled it.
  if (debug) {
    const name = (node) => (node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.getAttribute('command') ? `[${node.getAttribute('command')}]` : ''}` : String(node));
    for (const type of ['touchstart', 'touchend', 'pointerdown', 'pointerup', 'click', 'dblclick', 'command', 'beforetoggle', 'toggle', 'cancel', 'close', 'DOMContentLoaded', 'load']) {
      for (const [phase, capture] of [['capture', true], ['bubble', false]]) {
        window.addEventListener(
          type,
          (event) => {
            const dialog = document.querySelector('dialog.lead-dialog');
            const state = dialog ? ` dialog:${dialog.open ? 'open' : 'closed'}/${dialog.getAttribute('closedby')}` : '';
            const extra = event.newState ? ` ${event.oldState}->${event.newState}` : event.command ? ` ${event.command}` : type === 'click' ? ` detail ${event.detail}` : '';
            report({ kind: `${type}.${phase}`, at: now(), detail: `${name(event.target)}${extra}${event.defaultPrevented ? ' prevented' : ''} input@${Math.round(performance.timeOrigin + event.timeStamp)}${state}${document.documentElement.hasAttribute('data-hydrated') ? ' hydrated' : ''}` });
          },
          capture,
        );
      }
    }
  }
  // TAPS_DEBUG: every layout shift, with the elements it moved: a tap aimed where a target will
  // be meets whatever was there before the shift (issue 57: the web font arriving after the paint).
  if (debug) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const moved = entry.sources.map((source) => `${source.node?.localName ?? '?'} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}`);
        report({ kind: 'layout-shift', at: performance.timeOrigin + entry.startTime, detail: `${entry.value.toFixed(3)} ${moved.join(', ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-paint') report({ kind: 'paint', at: performance.timeOrigin + entry.startTime, origin: performance.timeOrigin });
  }).observe({ type: 'paint', buffered: true });
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  // The browser's own time for the frame that followed the opening click (Event Timing: the
  // click's input time plus its duration, to the next paint presented after it was handled).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click' && clickInput !== undefined && Math.abs(performance.timeOrigin + entry.startTime - clickInput) < 1 && opened) {
        report({ kind: 'presented', at: performance.timeOrigin + entry.startTime + entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const landed = location.pathname;
  // The tap that opened something is known in the page, by the time its input was sent (the
  // click's timeStamp): a tap the main thread took late still counts as the one that worked.
  // Taps the probe sent meanwhile, before it heard, must not close what it opened, as a thumb
  // that saw the menu would stop: once something opened, later clicks are cancelled.
  let clickInput;
  let opened = false;
  document.addEventListener(
    'click',
    (event) => {
      if (opened) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else clickInput = performance.timeOrigin + event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'beforetoggle',
    (event) => {
      if (opened || event.newState !== 'open') return;
      opened = true;
      report({ kind: 'acted', at: now(), input: clickInput });
      // Look in the very next frame: the toggle event that follows is a task of its own, which a
      // busy main thread may run frames later.
      later();
    },
    true,
  );
  let acted = false;
  let visible = false;
  let hydrated = false;
  function check() {
    if (!hydrated && document.documentElement.hasAttribute('data-hydrated')) {
      hydrated = true;
      report({ kind: 'hydrated', at: now() });
    }
    // An open popover or <dialog>; or, in older builds, a role="dialog" element, which their
    // script drew only when opened (today's phone menu is a role="dialog" popover, closed until tapped).
    const open = [...document.querySelectorAll(':popover-open, dialog[open], [role="dialog"]:not([popover]):not(dialog)')].filter(
      (element) => !element.closest('[aria-hidden="true"]'),
    );
    // Something the tap opened, the target saying it is expanded, or a move to another page.
    if (!acted && (open.length > 0 || document.querySelector('[aria-expanded="true"]') || location.pathname !== landed)) {
      acted = true;
      if (!opened) report({ kind: 'acted', at: now(), input: clickInput });
    }
    // The demo page: its form drawn at once.
    const form = location.pathname.endsWith('/demo') ? document.querySelector('main form') : null;
    if (!visible && (open.some(shown) || (form && shown(form)))) {
      visible = true;
      report({ kind: 'visible', at: now() });
    }
    // Opened but not drawn yet (a fade-in starts at opacity 0): look again next frame.
    if (acted && !visible) requestAnimationFrame(check);
  }
  // On every change of the document, popover or dialog, read in the frame it is drawn in.
  const later = () => requestAnimationFrame(check);
  new MutationObserver(later).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('toggle', later, true);
  document.addEventListener('DOMContentLoaded', later);
}

/** The target as `locator` finds it on a route. */
const targetOn = (page, target) =>
  target === 'menu'
    ? page.getByRole('banner').getByRole('button', { name: chrome.en.openMenu })
    : page.getByRole('main').locator('a, button').filter({ hasText: dialogButtonCopy.demo, visible: true }).first();

/**
 * Where to tap: the target's centre, read once on an unthrottled load. The pages do not shift
 * (CLS 0), so it is there at the first paint; reading it on the measured load would wait for
 * a main thread that is busy starting the page.
 */
async function aim(browser, route, target) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(baseUrl + route);
  const box = await targetOn(page, target).boundingBox({ timeout: GIVE_UP_MS });
  await context.close();
  if (!box) throw new Error(`${route}: no ${target} target on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function probe(browser, route, target, { x, y }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const events = [];
  let painted;
  const paint = new Promise((resolve) => (painted = resolve));
  let origin;
  let stop = false;
  await page.exposeFunction('__taps', (event) => {
    events.push(event);
    if (event.kind === 'paint' && event.path === route && origin === undefined) {
      origin = event.origin;
      painted(event.at);
    }
    if (event.kind === 'acted' || event.kind === 'visible') stop = true;
  });
  await page.addInitScript(recorder, Boolean(process.env.TAPS_DEBUG));
  // A launcher that is a link: the tap that starts the navigation is the one that worked.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname !== route) {
      events.push({ kind: 'acted', at: Date.now(), path: route });
      stop = true;
    }
  });

  // The thumb starts when the screen shows the page: the first frame the compositor sends after
  // the new document committed. The page's own paint entry comes through its main thread,
  // busy then (heard 50-310 ms late here); the frame is heard within a few ms of the paint.
  // The taps then keep to a 100 ms grid counted from that frame's own time.
  let committedAt = Infinity;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && committedAt === Infinity) committedAt = Date.now();
  });
  let onScreen;
  const screen = new Promise((resolve) => (onScreen = resolve));
  cdp.on('Page.screencastFrame', (frame) => {
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    const at = frame.metadata.timestamp * 1000;
    if (at > committedAt) onScreen(at);
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 1, maxWidth: 94, maxHeight: 203 });

  const started = Date.now();
  void page.goto(baseUrl + route, { waitUntil: 'commit', timeout: GIVE_UP_MS }).catch(() => undefined);
  const onScreenFrom = await Promise.race([screen, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
  // One frame is all it needs: capturing more takes CPU from the page (measured: the menu came
  // hundreds of ms later with the screencast left on).
  void cdp.send('Page.stopScreencast').catch(() => undefined);
  if (onScreenFrom === undefined) throw new Error(`${route}: nothing on screen in ${GIVE_UP_MS} ms`);
  const taps = [];
  let slot = Math.max(0, Math.floor((Date.now() - onScreenFrom) / TAP_EVERY_MS));
  while (!stop && Date.now() - started < GIVE_UP_MS) {
    const at = Date.now();
    taps.push(at);
    // A thumb does not wait for the page: each tap is sent on the clock, not when the last is taken.
    // Stamped with the time it is sent, as a screen stamps a touch: unstamped, the browser stamps
    // it when it takes the command, which in the first moments after the paint came 60-170 ms
    // later, two taps with one time, and the click the first tap made was counted as the next one's.
    const point = [{ x, y, radiusX: 4, radiusY: 4, force: 1, id: 0 }];
    const timestamp = at / 1000;
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point, timestamp }).catch(() => undefined);
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp }).catch(() => undefined);
    slot += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, onScreenFrom + slot * TAP_EVERY_MS - Date.now())));
  }
  // What the working tap opens, drawn.
  const deadline = Date.now() + GIVE_UP_MS;
  while (!events.some((event) => event.kind === 'visible') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  // The browser's time for the frame after a click that opened a popover or dialog comes once
  // the page has a moment for it (an observer's task).
  const clickOpened = events.some((event) => event.kind === 'acted' && event.input !== undefined);
  const heardBy = Date.now() + 5_000;
  while (clickOpened && !events.some((event) => event.kind === 'presented') && Date.now() < heardBy) await new Promise((resolve) => setTimeout(resolve, 50));
  // The paint's own time, as the page reports it (heard after the taps began, as a rule).
  const firstPaint = await Promise.race([paint, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
  if (firstPaint === undefined) throw new Error(`${route}: no first paint in ${GIVE_UP_MS} ms`);
  const actedEvent = events.find((event) => event.kind === 'acted');
  // The working tap: the one whose input the opening click carried, else the last sent before it was seen.
  const acted = actedEvent?.input ?? actedEvent?.at;
  const visible = events.find((event) => event.kind === 'visible' && (event.path === route || event.path.endsWith('/demo')));
  // On another document (the demo page) "visible" is the time that page drew its form, and a
  // form there at its first paint counts from that paint.
  const demoPaint = visible && visible.path !== route ? events.find((event) => event.kind === 'paint' && event.path === visible.path)?.at : undefined;
  // In the page, plus one frame, by which an entrance that starts off-screen or transparent
  // (the panel's slide, the dialog's fade, run by the compositor) has begun to show:
  // - a popover or <dialog> the click opened: the frame the browser presented after the click;
  // - else (older builds, whose script drew a role="dialog"): the frame the page drew it in,
  //   as read in that frame (the recorder's requestAnimationFrame).
  const presented = events.find((event) => event.kind === 'presented')?.at;
  const inPage = visible && visible.path === route ? (presented ?? visible.at) + FRAME_MS : undefined;
  const shownAt = visible ? (inPage ?? Math.max(visible.at, demoPaint ?? 0)) : undefined;
  // 10 ms of slack: the page's clock and this one are read in different processes; taps are 100 ms apart.
  const working = acted === undefined ? -1 : taps.findLastIndex((at) => at <= acted + 10);
  const hydratedAt = events.find((event) => event.kind === 'hydrated' && event.path === route)?.at;
  if (process.env.TAPS_DEBUG) console.log(route, target, 'taps', taps.map((at) => Math.round(at - firstPaint)).join(','), 'events', events.map((event) => `${event.kind}@${Math.round(event.at - firstPaint)}${event.input ? `(input ${Math.round(event.input - firstPaint)})` : ''}${event.detail ? `(${event.detail.replace(/input@(\d+)/, (_, at) => `input ${Math.round(at - firstPaint)}`)})` : ''}`).join(process.env.TAPS_DEBUG === 'lines' ? '\n  ' : ' '));
  await context.close();
  return {
    paint: firstPaint - origin,
    works: working < 0 ? undefined : taps[working] - firstPaint,
    lost: working < 0 ? taps.length : working,
    shown: shownAt === undefined ? undefined : shownAt - firstPaint,
    on: visible?.path,
    hydrated: hydratedAt === undefined ? undefined : hydratedAt - firstPaint,
  };
}

/** The median, a load that never got there counting as the slowest; undefined ("never") if that is the middle. */
const median = (values) => {
  if (values.length === 0) return undefined;
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Number.isFinite(value) ? value : undefined;
};
const ms = (value, missing = 'never') => (value === undefined ? missing : `${Math.round(value)} ms`);

const plan = [];
if (targets.has('menu')) for (const route of routes) plan.push({ route, target: 'menu' });
if (targets.has('demo')) plan.push({ route: routes[0], target: 'demo' });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
console.log(`Taps on ${baseUrl}: 375×812 touch, CPU ${CPU_SLOWDOWN}×, ${NETWORK.latency} ms, 1.6 Mbit/s down, 750 kbit/s up; a tap every ${TAP_EVERY_MS} ms from the first paint; medians of ${loads} loads\n`);
console.log(`${'route'.padEnd(26)} ${'target'.padEnd(6)} ${'paint'.padStart(8)} ${'works'.padStart(8)} ${'lost'.padStart(5)} ${'shown'.padStart(8)} ${'hydrated'.padStart(9)}  loads (works/lost/shown)`);
try {
  const results = new Map(plan.map((item) => [item, []]));
  // In passes (load 1 of every row, then load 2...), so a slow minute lands on one load of several rows.
  for (const item of plan) item.at = await aim(browser, item.route, item.target);
  for (let load = 0; load < loads; load++) {
    for (const item of plan) {
      // A load that never paints (a server or machine overwhelmed) is counted and left out of the medians.
      results.get(item).push(await probe(browser, item.route, item.target, item.at).catch((error) => ({ failed: error.message })));
    }
  }
  for (const item of plan) {
    const runs = results.get(item).filter((run) => !run.failed);
    const failed = results.get(item).length - runs.length;
    const each = runs.map((run) => `${ms(run.works)}/${run.lost}/${ms(run.shown)}${run.on && run.on !== item.route ? ` on ${run.on}` : ''}`).join(', ');
    console.log(
      `${item.route.padEnd(26)} ${item.target.padEnd(6)} ${ms(median(runs.map((run) => run.paint))).padStart(8)} ${ms(median(runs.map((run) => run.works))).padStart(8)} ${String(median(runs.map((run) => run.lost))).padStart(5)} ${ms(median(runs.map((run) => run.shown))).padStart(8)} ${ms(median(runs.map((run) => run.hydrated)), 'later').padStart(9)}  ${each}${failed ? `; ${failed} load(s) failed` : ''}`,
    );
  }
} finally {
  await browser.close();
}
