#!/usr/bin/env node
/**
 * `npm run cluster`: the site as three instances behind nginx on loopback, sharing Redis
 * and a throwaway PostgreSQL (tests/fixtures/cluster.ts), to try what README "More than one
 * instance" describes. Builds once into .next-cluster/build (with the blog fixture as the
 * blog function), prints the address, and stops everything on Ctrl-C.
 *
 *   npm run cluster                   build, then start
 *   npm run cluster -- --no-build     reuse the last .next-cluster/build
 *   npm run cluster -- --instances=2
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { loadTs, root } from './lib/load-ts.mjs';
import { addCompileHints } from './compile-hints.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, instances: { type: 'string', default: '3' } } });
process.env.NEXT_TELEMETRY_DISABLED = '1';
const buildDir = path.join('.next-cluster', 'build');
const secret = 'cluster-revalidate-secret';

const { freePort, missingTools, startBlogFixture, startCluster } = await loadTs('tests/fixtures/cluster.ts');
const missing = missingTools();
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')}: apt-get install ${missing.join(' ')} (npm test installs them when run as root).`);
  process.exit(1);
}

if (!values['no-build'] || !existsSync(path.join(root, buildDir, 'BUILD_ID'))) {
  // The build prerenders the blog from a fixture, as the end-to-end build does.
  const fixture = await startBlogFixture(await freePort());
  console.log(`Building into ${buildDir} …`);
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: buildDir, BLOG_FUNCTION_BASE: fixture.base, REVALIDATE_SECRET: secret },
  });
  await fixture.stop();
  if (build.status !== 0) process.exit(build.status ?? 1);
  addCompileHints(path.join(root, buildDir));
}

const cluster = await startCluster({
  sourceDist: buildDir,
  instances: Number(values.instances),
  env: { REVALIDATE_SECRET: secret, SITE_URL: 'http://127.0.0.1' },
});
console.log(`
Ladle cluster up: ${cluster.url}
  instances   ${cluster.instances.map((site) => `${site.name} ${site.url}`).join(', ')}
  REDIS_URL   ${cluster.redis.url}
  DATABASE_URL ${cluster.databaseUrl}
  blog fixture ${cluster.blog.url} (POST /__control to edit posts)
  revalidate  curl -X POST -H 'Authorization: Bearer ${secret}' ${cluster.url}/api/revalidate
Ctrl-C stops everything.`);

const shutdown = async () => {
  console.log('\nStopping the cluster …');
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
await new Promise(() => {});
