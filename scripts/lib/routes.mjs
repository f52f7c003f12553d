/**
 * Reads content/routes.ts from plain Node scripts (size, audit) without a build:
 * the file has no imports, so TypeScript's transpiler turns it into a module we can import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @returns {Promise<{ path: string, hasForm?: boolean }[]>} */
export async function loadPublicRoutes() {
  const source = readFileSync(path.join(root, 'content/routes.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return mod.publicRoutes;
}
