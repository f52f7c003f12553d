/**
 * Reads content/routes.ts from plain Node scripts (size, audit, bench) without a build.
 * The route table is computed from the content families, so it is loaded as the pages load
 * it, through scripts/lib/load-ts.mjs.
 */
import { loadTs, root } from './load-ts.mjs';

export { root };

/** @returns {Promise<{ path: string, hasForm?: boolean, longText?: boolean }[]>} */
export async function loadPublicRoutes() {
  const { publicRoutes } = await loadTs('content/routes.ts');
  return publicRoutes;
}

/** Value of `--name=value` or `--name value` in argv, else the fallback. */
export function flag(argv, name, fallback) {
  const prefix = `--${name}=`;
  const inline = argv.find((arg) => arg.startsWith(prefix));
  if (inline) return inline.slice(prefix.length);
  const index = argv.indexOf(`--${name}`);
  if (index !== -1 && argv[index + 1] && !argv[index + 1].startsWith('--')) return argv[index + 1];
  return fallback;
}
