/**
 * Reads content/routes.ts from plain Node scripts (size, audit, bench) without a build.
 * The route table is computed from the content families, so it is loaded as the pages load
 * it, through scripts/lib/load-ts.mjs.
 */
import { loadTs, root } from './load-ts.mjs';

export { root };

/** @returns {Promise<{ path: string, hasForm?: boolean }[]>} */
export async function loadPublicRoutes() {
  const { publicRoutes } = await loadTs('content/routes.ts');
  return publicRoutes;
}
