/**
 * Our two changes to Next's client, kept in patches/next+16.4.6.patch and applied by
 * `npm install` (patch-package, the postinstall script). Both cut the task in which the
 * framework starts into shorter ones (docs/performance.md). (The patch's third change is on
 * Next's server, pre-rendered pages in document order; `npm run size` checks it in the HTML.)
 *   - the inline RSC payload reaches React through a stream that hands each piece over one
 *     task later, so reading it and starting hydration are tasks of their own ("The payload in
 *     a task of its own");
 *   - Turbopack sets up React DOM's client, the router's state machine and the rest of Next's
 *     client in three timer tasks, not one ("The framework's start in three tasks").
 *
 * A build made from an unpatched Next (a skipped postinstall, a Next upgrade the patch no
 * longer fits) still works, with longer tasks; this is how `npm run size` notices it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Each change as the minifier writes it, by the words `npm run size` prints. */
export const NEXT_PATCHES = {
  // A TransformStream whose transform waits for a timer.
  'Next reads the inline payload in a task of its own': /\.pipeThrough\(new TransformStream\(\{transform:\(\w+,\w+\)=>new Promise\(\w+=>setTimeout\(/,
  // appBootstrap's callback: a timer that requires one module, then one more, then starts.
  'Next sets up its modules in three tasks': /\.appBootstrap\)\(\(\)=>\{setTimeout\(\(\)=>\{\w+\.r\(\d+\),setTimeout\(\(\)=>\{\w+\.r\(\d+\),setTimeout\(\w+\)\}\)\}\)\}\)/,
};

/** The changes the chunks every page loads first (`rootMainFiles`) lack: empty for a patched build. */
export function missingNextPatches(distDir) {
  const { rootMainFiles = [] } = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const sources = rootMainFiles.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(distDir, file), 'utf8'));
  return Object.entries(NEXT_PATCHES)
    .filter(([, pattern]) => !sources.some((source) => pattern.test(source)))
    .map(([name]) => name);
}
