#!/usr/bin/env node
/**
 * Marks the JavaScript chunks of a build for eager compilation: every chunk in
 * <distDir>/static/chunks of at least 4 KB (the polyfills for old browsers excepted) gets V8's
 * magic comment `//# allFunctionsCalledOnLoad` as its first line. Part of `npm run build` (and
 * of the builds `npm test` and `npm run cluster` make); `npm run size` fails a build whose
 * chunks lack it.
 *
 * Why: V8 compiles a function lazily, on its first call, unless told otherwise. Turbopack wraps
 * each module in a function, and on a page load the runtime calls almost all of them at once
 * (React, the router, the islands), so their compilation ran on the main thread inside the
 * long task that starts the page. With the comment, Chromium (136+) compiles a chunk's
 * functions on a background thread while it streams in.
 *   - On React with Next's client and Next's router alone (stop 29): on /terms, 4x CPU, that
 *     task went from 290-380 ms to 110-150 ms.
 *   - On every chunk of 4 KB or more (stop 32): the main thread's own JavaScript time after the
 *     first paint fell by a further 9-21 % (Next's runtime, React, the layout's and the page's
 *     islands were still compiled lazily); the figures are in docs/performance.md.
 *
 * Why not the smaller ones: the comment costs about 21 bytes gzipped per chunk, and a chunk
 * under 4 KB (a few small modules) takes well under a millisecond to compile lazily.
 *
 * Only the first line may carry it, so the comment goes before everything else; the chunks'
 * names are content hashes computed before this step, which is harmless: the name only has to
 * change when the content does, and this step is the same for every build.
 *
 *   node scripts/compile-hints.mjs                 NEXT_DIST_DIR or .next
 *   node scripts/compile-hints.mjs --dist .next-e2e
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk's text already starts with the hint. */
export function hasCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`);
}

/** The chunks worth the hint: 4 KB of code or more. */
export const MIN_HINTED_BYTES = 4_000;

/** Paths (relative to distDir) of the chunks of a build that get the hint. */
export function chunksToHint(distDir) {
  const manifest = path.join(distDir, 'build-manifest.json');
  if (!existsSync(manifest)) throw new Error(`No build at ${distDir}: run \`next build\` first.`);
  // Only browsers without ES modules load the polyfills, and those know no compile hints.
  const polyfills = new Set(JSON.parse(readFileSync(manifest, 'utf8')).polyfillFiles ?? []);
  const folder = path.join(distDir, 'static', 'chunks');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name}`)
    .filter((file) => !polyfills.has(file) && statSync(path.join(distDir, file)).size >= MIN_HINTED_BYTES)
    .sort();
}

/** Adds the hint to the chunks of a build that lack it; returns how many it changed and saw. */
export function addCompileHints(distDir) {
  let changed = 0;
  let seen = 0;
  for (const chunk of chunksToHint(distDir)) {
    const file = path.join(distDir, chunk);
    seen += 1;
    const source = readFileSync(file, 'utf8');
    if (hasCompileHint(source)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${source}`);
    changed += 1;
  }
  return { changed, seen };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' } },
  });
  try {
    const { changed, seen } = addCompileHints(path.resolve(values.dist));
    console.log(`Compile hints: ${changed} of the ${seen} chunks of 4 KB or more in ${values.dist} marked (${seen - changed} already were).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
