/**
 * Our one change to Next's client, kept in patches/next+16.4.6.patch and applied by
 * `npm install` (patch-package, the postinstall script): the inline RSC payload reaches React
 * through a stream that hands each piece over one task later, so reading it and starting
 * hydration are not part of the long task in which Turbopack sets up the framework's modules
 * (docs/performance.md, "The payload in a task of its own").
 *
 * A build made from an unpatched Next (a skipped postinstall, a Next upgrade the patch no
 * longer fits) still works, one task longer; this is how `npm run size` notices it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The patch as the minifier writes it: a TransformStream whose transform waits for a timer. */
const PATCHED_STREAM = /\.pipeThrough\(new TransformStream\(\{transform:\(\w+,\w+\)=>new Promise\(\w+=>setTimeout\(/;

/** Whether the chunks every page loads first (`rootMainFiles`) hold the patched stream. */
export function hasPayloadTaskPatch(distDir) {
  const { rootMainFiles = [] } = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return rootMainFiles.some((file) => file.endsWith('.js') && PATCHED_STREAM.test(readFileSync(path.join(distDir, file), 'utf8')));
}
