#!/usr/bin/env node
/**
 * Runs every check the project has, in order: lint, types, unit tests, then a production
 * build, its byte budgets (scripts/size.mjs --strict) and the end-to-end suite against it.
 * Prints one summary line per runner and, last, "N passed, N failed" summed over all of
 * them. Exits non-zero on any failure.
 *
 *   node scripts/check.mjs                 everything
 *   node scripts/check.mjs --only=e2e      one step (lint, types, unit, size, e2e)
 *   node scripts/check.mjs --only=size     byte budgets of the last end-to-end build
 *   node scripts/check.mjs --no-build      reuse the last end-to-end build
 *   node scripts/check.mjs --only=e2e -- tests/e2e/header.spec.ts --project=desktop
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BLOG_FIXTURE_PORT, E2E_PORT, e2eEnv } from '../tests/e2e/env.mjs';
import { startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = '1';

// Everything after `--` is passed to Playwright as it is.
const { values: options, positionals: playwrightArgs } = parseArgs({
  options: { only: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const only = options.only?.split(',');
const skipBuild = options['no-build'];
const verbose = Boolean(process.env.CHECK_VERBOSE);
const wants = (step) => !only || only.includes(step);

const outDir = path.join(root, '.test-output');
mkdirSync(outDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const results = [];

function log(message) {
  console.log(`\n=== ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env }, cwd: root });
  return result.status === 0;
}

function record(name, passed, failed) {
  results.push({ name, passed, failed });
  console.log(`--- ${name}: ${passed} passed, ${failed} failed`);
}

/** Chromium from Debian: CHROME_PATH if set, else /usr/bin/chromium, installed when missing and root. */
function ensureBrowserTools() {
  const needed = [];
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH points at ${chrome}, which does not exist.`);
    needed.push('chromium');
  }
  if (spawnSync('sh', ['-c', 'command -v pdftotext'], { stdio: 'ignore' }).status !== 0) needed.push('poppler-utils');
  if (needed.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing ${needed.join(', ')}: install them (apt-get install ${needed.join(' ')}) or set CHROME_PATH.`);
  }
  installFromDebian(needed);
}

/**
 * PostgreSQL from Debian, for the lead-store tests' throwaway clusters (tests/fixtures/postgres.ts):
 * installed when missing and root; otherwise those tests skip and say why.
 */
function ensurePostgres() {
  const base = '/usr/lib/postgresql';
  const found = process.env.PG_BIN
    ? existsSync(path.join(process.env.PG_BIN, 'initdb'))
    : existsSync(base) && readdirSync(base).some((version) => existsSync(path.join(base, version, 'bin', 'initdb')));
  if (found) return;
  if (process.getuid?.() !== 0) {
    console.warn('PostgreSQL is not installed (apt-get install postgresql): the lead database tests will be skipped.');
    return;
  }
  installFromDebian(['postgresql']);
}

function installFromDebian(packages) {
  log(`Installing ${packages.join(', ')} from Debian`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  if (!run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })) {
    throw new Error(`apt-get could not install ${packages.join(', ')}`);
  }
}

/**
 * Redis and nginx from Debian, for the cluster spec (tests/e2e/cluster.spec.ts) and the
 * nginx config test: installed when missing and root; otherwise those tests skip and say why.
 * The packages' own services are not used: the tests start their own on free ports.
 */
function ensureClusterServers() {
  const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const needed = [!has('redis-server') && 'redis-server', !has('nginx') && 'nginx'].filter(Boolean);
  if (needed.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.warn(`Not installed: ${needed.join(', ')} (apt-get install ${needed.join(' ')}): the cluster tests will be skipped.`);
    return;
  }
  installFromDebian(needed);
}

function stepLint() {
  log('Lint (eslint .)');
  const ok = run(bin('eslint'), ['.', '--max-warnings=0']);
  record('lint', ok ? 1 : 0, ok ? 0 : 1);
}

function stepTypes() {
  log('Types (next typegen, tsc --noEmit)');
  const ok = run(bin('next'), ['typegen']) && run(bin('tsc'), ['--noEmit']);
  record('types', ok ? 1 : 0, ok ? 0 : 1);
}

function stepUnit() {
  log('Unit and component tests (jest)');
  const report = path.join(outDir, 'jest.json');
  rmSync(report, { force: true });
  run(bin('jest'), ['--ci', '--json', `--outputFile=${report}`]);
  if (!existsSync(report)) return record('jest', 0, 1);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failedSuites = json.numRuntimeErrorTestSuites ?? 0;
  record('jest', json.numPassedTests, json.numFailedTests + failedSuites);
}

/** Byte budgets of the production build (first-load JS, inline RSC payload, HTML), per route. */
function stepSize(distDir) {
  // Every budget, on every route, with no known miss: the budgets are guards set at the
  // measured floor (docs/performance.md), so a route that grows past one fails the run.
  log(`Byte budgets (npm run size -- --strict on ${distDir})`);
  const ok = run(process.execPath, [path.join(root, 'scripts/size.mjs'), '--strict', '--dist', distDir]);
  record('size', ok ? 1 : 0, ok ? 0 : 1);
}

async function stepE2e() {
  ensureBrowserTools();
  const fixture = path.join(root, 'tests/fixtures/blog-server.mjs');
  const withBlogFixture = existsSync(fixture);
  const env = e2eEnv({ withBlogFixture });
  if (withBlogFixture) {
    log(`Blog function fixture on port ${BLOG_FIXTURE_PORT}`);
    startProcess('blog-fixture', process.execPath, [fixture], { env: { BLOG_FIXTURE_PORT: String(BLOG_FIXTURE_PORT) }, verbose });
    await waitForHttp(`http://127.0.0.1:${BLOG_FIXTURE_PORT}/__health`, 15_000);
  }
  if (!skipBuild) {
    log(`Production build for end-to-end tests (${env.NEXT_DIST_DIR})`);
    if (!run(bin('next'), ['build'], { env })) return record('playwright', 0, 1);
    // What `npm run build` does after `next build` (scripts/compile-hints.mjs).
    if (!run(process.execPath, ['scripts/compile-hints.mjs', '--dist', env.NEXT_DIST_DIR], { env })) return record('playwright', 0, 1);
  }
  if (wants('size')) stepSize(env.NEXT_DIST_DIR);
  rmSync(path.join(root, env.OUTBOX_DIR), { recursive: true, force: true });
  log(`the site's server (server.mjs) on port ${E2E_PORT}`);
  startProcess('next', process.execPath, [path.join(root, 'server.mjs'), '-p', String(E2E_PORT)], { env, verbose });
  await waitForHttp(`http://localhost:${E2E_PORT}/`, 60_000);

  log('End-to-end tests (playwright, Chromium, 1280 px and 375 px)');
  const report = path.join(outDir, 'playwright.json');
  rmSync(report, { force: true });
  run(bin('playwright'), ['test', ...playwrightArgs], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(E2E_PORT) },
  });
  if (!existsSync(report)) return record('playwright', 0, 1);
  const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  record('playwright', stats.expected + stats.flaky, stats.unexpected + (errors.length ? 1 : 0));
}

async function main() {
  const started = Date.now();
  try {
    if (wants('lint')) stepLint();
    if (wants('types')) stepTypes();
    if (wants('unit') || wants('e2e')) ensurePostgres();
    if (wants('unit') || wants('e2e')) ensureClusterServers();
    if (wants('unit')) stepUnit();
    if (wants('e2e')) await stepE2e();
    else if (wants('size')) stepSize(e2eEnv({ withBlogFixture: false }).NEXT_DIST_DIR);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record('setup', 0, 1);
  } finally {
    stopAll();
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`\nChecks finished in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const r of results) console.log(`  ${r.name.padEnd(11)} ${r.passed} passed, ${r.failed} failed`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main();
