import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which experiments list a build rendered, as a short fingerprint: next.config.mjs inlines the
 * build's (LADLE_BUILD_EXPERIMENTS), and each server process compares it with the file it reads
 * (content/experiments-file.ts), so a list changed after the build, which would send visitors
 * to variants that were never rendered, is caught. Plain .mjs: next.config.mjs imports it.
 */

/** The fingerprint of the site's own list, when no file is named. */
export const BUILT_IN_EXPERIMENTS = 'built-in';

/**
 * The fingerprint of a file's text: its JSON re-serialised (layout and spacing do not count),
 * hashed; text that is not JSON is hashed as it is.
 * @param {string} text
 */
export function experimentsFingerprint(text) {
  let canonical = text;
  try {
    canonical = JSON.stringify(JSON.parse(text));
  } catch {
    // Hashed as it is: the reader refuses it anyway.
  }
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/**
 * The fingerprint of the list the experiments file names (relative to the working directory);
 * BUILT_IN_EXPERIMENTS with no file, and `unreadable` when it cannot be read.
 * @param {string | undefined} file EXPERIMENTS_FILE, trimmed
 */
export function experimentsFileFingerprint(file) {
  if (!file) return BUILT_IN_EXPERIMENTS;
  try {
    return experimentsFingerprint(readFileSync(path.resolve(file), 'utf8'));
  } catch {
    return 'unreadable';
  }
}
