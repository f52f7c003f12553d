/**
 * The build a bench script measures (npm run bench:cluster, npm run bench:booking): `dist` when
 * given; else the script's own folder `dir`, reused with `reuse` (--no-build) when a build is
 * there, otherwise built first against the blog function fixture, with the compile hints
 * `npm run build` adds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { addCompileHints } from '../compile-hints.mjs';
import { loadTs, root } from './load-ts.mjs';

/** @param {{ dist?: string, dir: string, reuse: boolean }} options */
export async function benchBuild({ dist, dir, reuse }) {
  if (dist) return dist;
  if (reuse && existsSync(path.join(root, dir, 'BUILD_ID'))) return dir;
  const { freePort, startBlogFixture } = await loadTs('tests/fixtures/cluster.ts');
  const fixture = await startBlogFixture(await freePort());
  console.log(`Building into ${dir} …`);
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: dir, BLOG_FUNCTION_BASE: fixture.base },
  });
  await fixture.stop();
  if (build.status !== 0) process.exit(build.status ?? 1);
  addCompileHints(path.join(root, dir));
  return dir;
}
