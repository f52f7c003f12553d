#!/usr/bin/env node
/**
 * Marks the framework's JavaScript chunks of a build for eager compilation: the chunks every
 * page loads first (`rootMainFiles` of <distDir>/build-manifest.json) that hold at least 100 KB
 * of code, React and Next's router, get V8's magic comment `//# allFunctionsCalledOnLoad` as
 * their first line. Part of `npm run build` (and of the builds `npm test` and `npm run cluster`
 * make); `npm run size` fails a build whose framework chunks lack it.
 *
 * Why: V8 compiles a function lazily, on its first call, unless told otherwise. Turbopack wraps
 * each module in a function, and on a page load the runtime calls almost all of them at once
 * (React, the router, the islands), so their compilation ran on the main thread inside one long
 * task after the first paint: on /terms, 4x CPU, 290-380 ms, of which 200 ms was compiling.
 * With the comment, Chromium (136+) compiles them on a background thread while the chunk
 * streams in, and the task shrank to 110-150 ms (docs/performance.md). Browsers that do not
 * know the comment read it as a comment.
 *
 * Why only those: the comment costs about 21 bytes gzipped per chunk on every page, and the
 * first-load budget of 142 KB had 62 bytes of room on /about; the other first-load chunks are
 * small islands and the runtime, whose lazy compilation costs little.
 *
 * Only the first line may carry it, so the comment goes before everything else; the chunks'
 * names are content hashes computed before this step, which is harmless: the name only has to
 * change when the content does, and this step is the same for every build.
 *
 *   node scripts/compile-hints.mjs                 NEXT_DIST_DIR or .next
 *   node scripts/compile-hints.mjs --dist .next-e2e
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk's text already starts with the hint. */
export function hasCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`);
}

/** The framework's chunks worth the hint: loaded first by every page, 100 KB of code or more. */
export const MIN_HINTED_BYTES = 100_000;

/** Paths (relative to distDir) of the chunks of a build that get the hint. */
export function frameworkChunks(distDir) {
  const manifest = path.join(distDir, 'build-manifest.json');
  if (!existsSync(manifest)) throw new Error(`No build at ${distDir}: run \`next build\` first.`);
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifest, 'utf8'));
  return rootMainFiles.filter(
    (file) => file.endsWith('.js') && statSync(path.join(distDir, file)).size >= MIN_HINTED_BYTES,
  );
}

/** Adds the hint to the framework's chunks of a build; returns how many it changed and saw. */
export function addCompileHints(distDir) {
  let changed = 0;
  let seen = 0;
  for (const chunk of frameworkChunks(distDir)) {
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
    console.log(`Compile hints: ${changed} of the framework's ${seen} large chunks in ${values.dist} marked (${seen - changed} already were).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
