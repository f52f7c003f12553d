#!/usr/bin/env node
/**
 * Byte budgets of every prerendered route, read from the build output (Next 16 with Turbopack
 * no longer prints them). For each HTML file in <distDir>/server/app:
 *   - first-load JavaScript: the <script src> chunks the HTML loads, each gzipped, summed;
 *   - inline RSC payload: the `self.__next_f.push(...)` scripts the page carries for
 *     hydration, raw and gzipped;
 *   - the HTML document itself, gzipped.
 * Budgets (decimal KB, gzip level 9), settled at the measured floor (docs/performance.md):
 * first-load JS 142.1 KB on routes without a form, 150 KB with one (in its HTML, or content/routes.ts `hasForm`);
 * inline RSC payload 13 KB, 16.5 KB on the long texts (`longText`); HTML 29 KB on every route; a
 * Spanish page's first-load JS at most 1 KB over its English twin's (its islands get their
 * words as props, not a dictionary). Prints a table; exits 1 when a route is over a budget, or
 * when a chunk of 4 KB or more lacks the eager-compilation hint of `npm run build`
 * (scripts/compile-hints.mjs), which a bare `next build` does not add, or when a page holds
 * part of its content out of document order (a hidden element a script moves into place).
 *
 *   npm run size                      uses NEXT_DIST_DIR or .next
 *   npm run size -- --dist .next-e2e
 *   npm run size -- --strict          also fails when a route of content/routes.ts was not built
 *   npm run size -- --enforce=html,js-form
 *                                     fail only on these budgets (js-form, js, rsc, html, twin; default
 *                                     all); the others are still measured and marked in the table
 *   npm run size -- --known=html:/es   a budget a route is known to miss: printed as a known miss,
 *                                     not failed, so any other route over that budget still fails
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chunksToHint, hasCompileHint } from './compile-hints.mjs';
import { prerenderedPages } from './lib/prerendered.mjs';
import { loadPublicRoutes, root } from './lib/routes.mjs';
import { loadTs } from './lib/load-ts.mjs';

const KB = 1000;
export const BUDGETS = {
  /** 148 KB until the lead dialogs moved into the server HTML: their form's code is in the first load of every page with a launcher. */
  jsWithForm: 150 * KB,
  /** 142 KB, the framework and /about's carousel, plus the hydration marker every page loads (components/ui/hydration-marker.tsx, 0.1 KB). */
  jsWithoutForm: 142.1 * KB,
  /**
   * Raised from 12, 14 and 24 KB when the header's menus moved into the server HTML (both
   * dropdown bars and the phone menu drawn by server components, so their markup rides in the
   * payload too): +1.0 to 1.4 KB of payload and +2.0 to 2.2 KB of HTML per page, gzipped.
   */
  rscPayloadGzip: 13 * KB,
  /** The long texts of content/routes.ts (`longText`), whose payload is mostly their words. */
  rscPayloadGzipLongText: 16.5 * KB,
  /**
   * 28 → 29 KB: the first page view's beacon is an inline script (so a visitor who leaves
   * before hydration is counted) and the paint waits for an end-of-page marker; /es, the
   * largest, is 28.4 KB.
   */
  htmlGzip: 29 * KB,
  /** How much more first-load JS a Spanish page may carry than its English twin. */
  spanishOverEnglish: 1 * KB,
};

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
    strict: { type: 'boolean', default: false },
    enforce: { type: 'string', default: 'js-form,js,rsc,html,twin' },
    known: { type: 'string', default: '' },
  },
});
const KINDS = ['js-form', 'js', 'rsc', 'html', 'twin'];
const enforced = new Set(options.enforce.split(',').map((kind) => kind.trim()).filter(Boolean));
/** "kind:/route" pairs: budgets a route is known to miss (docs/performance.md). */
const known = new Set(options.known.split(',').map((pair) => pair.trim()).filter(Boolean));
for (const kind of enforced) {
  if (!KINDS.includes(kind)) {
    console.error(`--enforce takes ${KINDS.join(', ')}; got "${kind}"`);
    process.exit(2);
  }
}
const distDir = path.resolve(root, options.dist);

const gzip = (data) => gzipSync(data, { level: 9 }).length;

const chunkCache = new Map();
function gzippedChunk(file) {
  if (!chunkCache.has(file)) chunkCache.set(file, gzip(readFileSync(file)));
  return chunkCache.get(file);
}

/**
 * The chunks a page's HTML makes the browser download and run before it is interactive: its
 * script tags. `noModule` scripts (Next's legacy polyfills) are skipped: module-capable
 * browsers, every browser the site supports, neither download nor run them.
 */
function scriptChunks(html) {
  const srcs = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) srcs.add(src);
  }
  return [...srcs].filter((src) => src.startsWith('/_next/static/'));
}

/** The text of the inline scripts that feed React's RSC payload (`self.__next_f`), joined. */
function inlinePayload(html) {
  const parts = [];
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].startsWith('(self.__next_f=') || match[1].startsWith('self.__next_f.push(')) parts.push(match[1]);
  }
  return parts.join('');
}

function firstLoadJs(route, html) {
  let total = 0;
  const chunks = scriptChunks(html);
  for (const src of chunks) {
    const onDisk = path.join(distDir, 'static', decodeURIComponent(src.slice('/_next/static/'.length).split('?')[0]));
    if (!existsSync(onDisk)) throw new Error(`${route}: ${src} is not in ${distDir}/static`);
    total += gzippedChunk(onDisk);
  }
  return { chunks: chunks.length, total };
}

/** Which measured figures of a row exceed their budget, as budget kinds (see --enforce). */
function overBudget(row) {
  const over = [];
  if (row.js > row.jsBudget) over.push(row.jsBudget === BUDGETS.jsWithForm ? 'js-form' : 'js');
  if (row.rscGzip > row.rscBudget) over.push('rsc');
  if (row.htmlGzip > BUDGETS.htmlGzip) over.push('html');
  if (row.overTwin !== undefined && row.overTwin > BUDGETS.spanishOverEnglish) over.push('twin');
  return over;
}

const fmt = (bytes) => (bytes === undefined ? '-' : `${(bytes / KB).toFixed(1)} KB`);

/** React's mark of a boundary sent out of order: the content's hidden holder, `<div hidden id="S:0">`. */
const OUT_OF_ORDER = /<div hidden id="S:\d+">/;

async function main() {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) {
    console.error(`No build at ${distDir}: run \`next build\` first (or pass --dist).`);
    process.exit(2);
  }
  const routes = await loadPublicRoutes();
  const pages = prerenderedPages(distDir);
  const rows = [];
  const listed = new Set(routes.map((r) => r.path));
  // Next's own error shell is not a page anyone requests; the 404 and blog posts are.
  const extra = [...pages.keys()].filter((p) => !listed.has(p) && p !== '/_global-error').sort();
  // An experiment's variant page is its page with other words, served at the page's address: held to that page's budgets.
  const { pageOfVariantAddress } = await loadTs('content/experiment-variants.ts');
  const budgetsOf = (p) => {
    const page = routes.find((route) => route.path === pageOfVariantAddress(p));
    return { path: p, hasForm: page?.hasForm ?? false, longText: page?.longText ?? false };
  };

  for (const route of [...routes, ...extra.map(budgetsOf)]) {
    const rscBudget = route.longText ? BUDGETS.rscPayloadGzipLongText : BUDGETS.rscPayloadGzip;
    const file = pages.get(route.path);
    if (!file) {
      rows.push({ route: route.path, jsBudget: BUDGETS.jsWithoutForm, rscBudget, status: 'not built' });
      continue;
    }
    const html = readFileSync(file, 'utf8');
    // A page carries a form when its route says so (the savings calculator) or its HTML holds
    // one: an inline lead form, or a lead dialog drawn beside the page's first launcher.
    const jsBudget = route.hasForm || /<form\b/.test(html) ? BUDGETS.jsWithForm : BUDGETS.jsWithoutForm;
    const { chunks, total } = firstLoadJs(route.path, html);
    const payload = inlinePayload(html);
    // A Spanish page is measured against its English twin, listed (and measured) before it.
    const twin = route.path === '/es' || route.path.startsWith('/es/') ? rows.find((r) => r.route === (route.path.slice(3) || '/')) : undefined;
    const row = {
      route: route.path,
      jsBudget,
      rscBudget,
      chunks,
      js: total,
      overTwin: twin?.js === undefined ? undefined : total - twin.js,
      rscRaw: Buffer.byteLength(payload),
      rscGzip: gzip(payload),
      htmlGzip: gzip(html),
      outOfOrder: OUT_OF_ORDER.test(html),
    };
    const over = overBudget(row);
    rows.push({ ...row, over, status: over.length ? `OVER (${over.join(', ')})` : 'ok' });
  }

  const width = Math.max(...rows.map((r) => r.route.length), 5);
  const columns = [
    ['Chunks', 6, (r) => (r.chunks === undefined ? '-' : String(r.chunks))],
    ['JS gz', 9, (r) => fmt(r.js)],
    ['JS budget', 9, (r) => fmt(r.jsBudget)],
    ['RSC raw', 9, (r) => fmt(r.rscRaw)],
    ['RSC gz', 9, (r) => fmt(r.rscGzip)],
    ['RSC budget', 10, (r) => fmt(r.rscBudget)],
    ['HTML gz', 9, (r) => fmt(r.htmlGzip)],
    ['JS vs EN', 9, (r) => (r.overTwin === undefined ? '-' : `${r.overTwin >= 0 ? '+' : ''}${r.overTwin} B`)],
  ];
  console.log(`Bytes per route (build: ${path.relative(root, distDir) || distDir}; KB = 1000 bytes, gzip level 9)`);
  console.log(
    `Budgets: first-load JS ${fmt(BUDGETS.jsWithoutForm)} without a form, ${fmt(BUDGETS.jsWithForm)} with one; ` +
      `inline RSC payload ${fmt(BUDGETS.rscPayloadGzip)} gz (${fmt(BUDGETS.rscPayloadGzipLongText)} on the long texts); HTML ${fmt(BUDGETS.htmlGzip)} gz; ` +
      `a Spanish page's JS within ${fmt(BUDGETS.spanishOverEnglish)} of its English twin\n`,
  );
  console.log([`${'Route'.padEnd(width)}`, ...columns.map(([name, w]) => name.padStart(w)), 'Status'].join('  '));
  console.log([`${'-'.repeat(width)}`, ...columns.map(([, w]) => '-'.repeat(w)), '------'].join('  '));
  for (const r of rows) {
    console.log([r.route.padEnd(width), ...columns.map(([, w, value]) => value(r).padStart(w)), r.status].join('  '));
  }
  const over = rows.filter((r) => r.over?.length);
  const failing = over.filter((r) => r.over.some((kind) => enforced.has(kind) && !known.has(`${kind}:${r.route}`)));
  const knownMisses = over.filter((r) => r.over.some((kind) => enforced.has(kind) && known.has(`${kind}:${r.route}`)));
  if (knownMisses.length) console.log(`\nKnown misses, not failed: ${knownMisses.map((r) => `${r.route} (${r.over.filter((k) => known.has(`${k}:${r.route}`)).join(', ')})`).join('; ')}`);
  const missing = rows.filter((r) => r.status === 'not built');
  // A budget set at a measured floor is met or missed by a few bytes of Turbopack's build-to-build
  // variation (chunk names, module order): the headroom line shows how close each budget runs.
  const measured = rows.filter((r) => r.js !== undefined);
  const headroom = [
    ['first-load JS', (r) => r.jsBudget - r.js],
    ['RSC payload', (r) => r.rscBudget - r.rscGzip],
    ['HTML', (r) => BUDGETS.htmlGzip - r.htmlGzip],
  ].map(([name, left]) => {
    const closest = measured.reduce((a, b) => (left(b) < left(a) ? b : a), measured[0]);
    return closest ? `${name} ${left(closest)} B (${closest.route})` : `${name} -`;
  });
  if (measured.length) console.log(`\nHeadroom, the route closest to each budget: ${headroom.join('; ')}`);
  console.log(
    `\n${rows.length - missing.length} routes measured, ${over.length} over budget` +
      (enforced.size < KINDS.length ? `, ${failing.length} over an enforced budget (${[...enforced].join(', ')})` : '') +
      (missing.length ? `, ${missing.length} routes of content/routes.ts not built` : ''),
  );
  // Every chunk of 4 KB or more carries V8's eager-compilation hint (scripts/compile-hints.mjs).
  const hinted = chunksToHint(distDir);
  const unhinted = hinted.filter((chunk) => !hasCompileHint(readFileSync(path.join(distDir, chunk), 'utf8')));
  console.log(
    unhinted.length
      ? `\n${unhinted.length} of the build's ${hinted.length} chunks of 4 KB or more lack the eager-compilation hint (build with \`npm run build\`, or run scripts/compile-hints.mjs): ${unhinted.join(', ')}`
      : `\nEager-compilation hint on all ${hinted.length} chunks of 4 KB or more`,
  );
  // Every page holds its content where it is read. React writes a finished Suspense boundary
  // whose content is large (over 12.8 KB) as a hidden element which an inline script moves
  // into place, so without JavaScript it never shows: a page keeps its Suspense boundaries
  // around small parts (app/(en)/(blog)/blogs/page.tsx).
  const outOfOrder = rows.filter((r) => r.outOfOrder).map((r) => r.route);
  console.log(
    outOfOrder.length
      ? `${outOfOrder.length} page(s) hold part of their content in a hidden element a script moves into place, unread without JavaScript: ${outOfOrder.join(', ')}`
      : `Every page's content in document order, readable without JavaScript (${rows.length - missing.length} pages)`,
  );
  if (failing.length > 0 || unhinted.length > 0 || outOfOrder.length > 0 || (options.strict && missing.length > 0)) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
