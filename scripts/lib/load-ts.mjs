/**
 * The one way plain Node scripts load the site's TypeScript modules (content/, lib/):
 * jiti transpiles them on the fly and resolves the `@/` alias the app uses, so a script
 * reads the same typed module the pages do, without a build.
 *
 *   const { publicRoutes } = await loadTs('content/routes.ts');
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const jiti = createJiti(import.meta.url, { alias: { '@/': `${root}/` }, interopDefault: true, moduleCache: true });

/** Imports a TypeScript module by its path from the repository root. */
export function loadTs(relativePath) {
  return jiti.import(path.join(root, relativePath));
}
