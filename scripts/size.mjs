#!/usr/bin/env node
/**
 * First-load JavaScript of every route, gzipped, from the build output (Next 16 with
 * Turbopack no longer prints it). For each prerendered page in <distDir>/server/app it
 * collects the <script src> chunks the HTML loads, gzips each file from <distDir>/static
 * and sums them. Budgets: 150 KB on any route, 135 KB on routes without a form
 * (content/routes.ts `hasForm`). Prints a table; exits 1 when a route is over budget.
 *
 *   npm run size                      uses NEXT_DIST_DIR or .next
 *   npm run size -- --dist .next-e2e
 *   npm run size -- --strict          also fails when a route of content/routes.ts was not built
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { flag, loadPublicRoutes, root } from './lib/routes.mjs';

const KB = 1024;
export const BUDGET_ANY = 150 * KB;
export const BUDGET_NO_FORM = 135 * KB;

const argv = process.argv.slice(2);
const distDir = path.resolve(root, flag(argv, 'dist', process.env.NEXT_DIST_DIR || '.next'));
const strict = argv.includes('--strict');

/** Every prerendered HTML file under server/app, keyed by route path. */
function prerenderedPages(appDir) {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = path.relative(appDir, full).replace(/\\/g, '/').replace(/\.html$/, '');
        const route = rel === 'index' ? '/' : `/${rel}`;
        pages.set(route, full);
      }
    }
  };
  walk(appDir);
  return pages;
}

const gzCache = new Map();
function gzippedSize(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

/**
 * The chunks a page's HTML makes the browser download and run before it is interactive.
 * `noModule` scripts (Next's legacy polyfills) are skipped: module-capable browsers, every
 * browser the site supports, neither download nor run them.
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

function fmt(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

async function main() {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) {
    console.error(`No build at ${distDir}: run \`next build\` first (or pass --dist).`);
    process.exit(2);
  }
  const routes = await loadPublicRoutes();
  const pages = prerenderedPages(appDir);
  const rows = [];
  const listed = new Set(routes.map((r) => r.path));
  // Next's own error shell is not a page anyone requests; the 404 and blog posts are.
  const extra = [...pages.keys()].filter((p) => !listed.has(p) && p !== '/_global-error').sort();

  for (const route of [...routes, ...extra.map((p) => ({ path: p, hasForm: false, extra: true }))]) {
    const file = pages.get(route.path);
    const budget = route.hasForm ? BUDGET_ANY : BUDGET_NO_FORM;
    if (!file) {
      rows.push({ route: route.path, status: 'not built', budget });
      continue;
    }
    const chunks = scriptChunks(readFileSync(file, 'utf8'));
    let total = 0;
    for (const src of chunks) {
      const onDisk = path.join(distDir, 'static', decodeURIComponent(src.slice('/_next/static/'.length).split('?')[0]));
      if (!existsSync(onDisk)) throw new Error(`${route.path}: ${src} is not in ${distDir}/static`);
      total += gzippedSize(onDisk);
    }
    rows.push({ route: route.path, chunks: chunks.length, total, budget, status: total <= budget ? 'ok' : 'OVER' });
  }

  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`First-load JavaScript, gzipped (build: ${path.relative(root, distDir) || distDir})\n`);
  console.log(`${'Route'.padEnd(width)}  ${'Chunks'.padStart(6)}  ${'JS (gzip)'.padStart(10)}  ${'Budget'.padStart(9)}  Status`);
  console.log(`${'-'.repeat(width)}  ------  ----------  ---------  ------`);
  for (const r of rows) {
    const js = r.total === undefined ? '-' : fmt(r.total);
    const chunks = r.chunks === undefined ? '-' : String(r.chunks);
    console.log(`${r.route.padEnd(width)}  ${chunks.padStart(6)}  ${js.padStart(10)}  ${fmt(r.budget).padStart(9)}  ${r.status}`);
  }
  const over = rows.filter((r) => r.status === 'OVER');
  const missing = rows.filter((r) => r.status === 'not built');
  console.log(
    `\n${rows.length - missing.length} routes measured, ${over.length} over budget` +
      (missing.length ? `, ${missing.length} routes of content/routes.ts not built` : ''),
  );
  if (over.length > 0 || (strict && missing.length > 0)) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
