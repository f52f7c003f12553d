#!/usr/bin/env node
/**
 * Runs every check the project has: types, then lint and the unit tests side by side with the
 * production build (the build alone uses the second core), then its byte budgets
 * (scripts/size.mjs --strict) and the end-to-end suite against it. Prints each step's time,
 * one summary line per runner (passed, failed, flaky, skipped), the flaky and skipped tests
 * by name, and last two lines: "N flaky, N skipped", then "N passed, N failed" summed over
 * every runner. Exits non-zero on any failure. Every failure counts (scripts/lib/test-reports.mjs):
 * a Jest file that failed outside its tests (an import, a beforeAll or afterAll) is one, and so
 * is a runner that exits non-zero while its report shows no failure, or that writes no report.
 * Under CI=true a focused Jest test (.only, fit, fdescribe) fails the run, as Playwright's
 * forbidOnly does.
 *
 * Under CI=true a test skipped because this machine lacks a service (PostgreSQL, Redis, nginx:
 * tests/fixtures/environment.mjs) counts as failed and its suite is named: CI installs them,
 * so such a skip is an install failure. A skip by design (test.fixme, a skip with another
 * reason) is listed by name and does not fail the run. A flaky test (failed, then passed on
 * the retry) is named and counted apart from the passes; it does not fail the run.
 *
 *   node scripts/check.mjs                 everything
 *   node scripts/check.mjs --only=e2e      one step (lint, types, unit, size, e2e)
 *   node scripts/check.mjs --only=size     byte budgets of the last end-to-end build
 *   node scripts/check.mjs --no-build      reuse the last end-to-end build
 *   node scripts/check.mjs --only=e2e -- tests/e2e/header.spec.ts --project=desktop
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BLOG_FIXTURE_PORT, E2E_PORT, e2eEnv } from '../tests/e2e/env.mjs';
import { installed, pretendMissing } from '../tests/fixtures/environment.mjs';
import { jestOutcomes, playwrightOutcomes, runOutcomes } from './lib/test-reports.mjs';
import { startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = '1';
const onCi = Boolean(process.env.CI) && process.env.CI !== 'false';

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

/** One row per runner: { name, passed, failed, flaky: [names], skipped: [{ name, reason }], environment: [{ name, reason }] }. */
const results = [];
/** Wall time of each step, in the order they ended: { name, seconds }. */
const times = [];

function log(message) {
  console.log(`\n=== ${message}`);
}

const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Times `work` (sync or async) under `name`. */
async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    times.push({ name, seconds: seconds(started) });
  }
}

/**
 * Runs a command to its end. With `logFile` its output goes there and is printed in one piece
 * when it ends (a step running beside the build), otherwise straight to this terminal.
 */
function run(command, args, { env = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      cwd: root,
    });
    let file;
    if (logFile) {
      file = createWriteStream(logFile);
      child.stdout.pipe(file, { end: false });
      child.stderr.pipe(file, { end: false });
    }
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      if (!file) return resolve(code === 0);
      file.end(() => resolve(code === 0));
    });
  });
}

/** A step beside the build writes to its own log, printed under its heading when it ends. */
async function runStep(heading, logName, parallel, commands) {
  const logFile = parallel ? path.join(outDir, `${logName}.log`) : undefined;
  if (!parallel) log(heading);
  let ok = true;
  for (const [command, args, env] of commands) {
    if (logFile) rmSync(logFile, { force: true });
    ok = await run(command, args, { env, logFile: logFile && `${logFile}` });
    if (logFile) {
      log(`${heading} (ran beside the build; output from ${path.relative(root, logFile)})`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
    }
    if (!ok) break;
  }
  return ok;
}

function record(name, outcome) {
  const row = { flaky: [], skipped: [], environment: [], ...outcome, name };
  if (onCi && row.environment.length > 0) row.failed += row.environment.length;
  results.push(row);
  console.log(`--- ${name}: ${summary(row)}`);
}

const summary = (r) =>
  `${r.passed} passed, ${r.failed} failed, ${r.flaky.length} flaky, ${r.skipped.length + (onCi ? 0 : r.environment.length)} skipped`;

/**
 * Chromium from Debian for the end-to-end specs: CHROME_PATH if set, else its headless shell
 * and, for the few specs about a phone's input before any script, the full browser
 * (playwright.config.ts says why); installed when missing and root.
 */
function ensureBrowserTools() {
  const needed = [];
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  } else {
    if (!existsSync('/usr/bin/chromium-headless-shell')) needed.push('chromium-headless-shell');
    if (!existsSync('/usr/bin/chromium')) needed.push('chromium');
  }
  if (!installed('pdftotext')) needed.push('poppler-utils');
  return needed;
}

/**
 * PostgreSQL from Debian, for the lead-store tests' throwaway clusters (tests/fixtures/postgres.ts):
 * installed when missing and root; otherwise those tests skip and say why.
 */
function postgresNeeded() {
  if (pretendMissing('postgresql')) return [];
  const base = '/usr/lib/postgresql';
  const found = process.env.PG_BIN
    ? existsSync(path.join(process.env.PG_BIN, 'initdb'))
    : existsSync(base) && readdirSync(base).some((version) => existsSync(path.join(base, version, 'bin', 'initdb')));
  return found ? [] : ['postgresql'];
}

/**
 * Redis and nginx from Debian, for the cluster spec (tests/e2e/cluster.spec.ts) and the
 * nginx config test, and Xandikos, the CalDAV server of the booking tests. The packages' own
 * services are not used: the tests start their own on free ports.
 */
function clusterServersNeeded() {
  return ['redis-server', 'nginx', 'xandikos'].filter((name) => !pretendMissing(name) && !installed(name));
}

/** Installs what is missing when root; otherwise says which suites will skip (and fail under CI=true). */
async function ensurePackages() {
  const needed = [
    ...(wants('e2e') ? ensureBrowserTools() : []),
    ...(wants('unit') || wants('e2e') ? [...postgresNeeded(), ...clusterServersNeeded()] : []),
  ];
  if (needed.length === 0) return;
  if (process.getuid?.() !== 0) {
    const browser = needed.filter((name) => name.startsWith('chromium') || name === 'poppler-utils');
    if (browser.length && wants('e2e')) throw new Error(`Missing ${browser.join(', ')}: install them (apt-get install ${browser.join(' ')}) or set CHROME_PATH.`);
    console.warn(`Not installed: ${needed.join(', ')} (apt-get install ${needed.join(' ')}): the tests needing them will be skipped${onCi ? ', which fails the run under CI=true' : ''}.`);
    return;
  }
  log(`Installing ${needed.join(', ')} from Debian`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  if (!(await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...needed], { env }))) {
    throw new Error(`apt-get could not install ${needed.join(', ')}`);
  }
}

async function stepLint(parallel) {
  const ok = await timed('lint', () => runStep('Lint (eslint .)', 'lint', parallel, [[bin('eslint'), ['.', '--max-warnings=0']]]));
  record('lint', { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

async function stepTypes() {
  const ok = await timed('types', () =>
    runStep('Types (next typegen, tsc --noEmit)', 'types', false, [
      [bin('next'), ['typegen']],
      [bin('tsc'), ['--noEmit']],
    ]),
  );
  record('types', { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

async function stepUnit(parallel) {
  const report = path.join(outDir, 'jest.json');
  rmSync(report, { force: true });
  // Beside the build, Jest keeps to one worker: the build has the other core.
  const args = ['--ci', '--json', `--outputFile=${report}`, ...(parallel ? ['--maxWorkers=1'] : [])];
  const ok = await timed('jest', () => runStep('Unit and component tests (jest)', 'jest', parallel, [[bin('jest'), args]]));
  // Under CI=true a focused test (.only, fit, fdescribe) fails the run, as Playwright's forbidOnly does.
  record('jest', runOutcomes('jest', { ok, reportFile: report }, (json) => jestOutcomes(json, root, { forbidFocused: onCi })));
}

/** Byte budgets of the production build (first-load JS, inline RSC payload, HTML), per route. */
async function stepSize(distDir) {
  // Every budget, on every route, with no known miss: the budgets are guards set at the
  // measured floor (docs/performance.md), so a route that grows past one fails the run.
  log(`Byte budgets (npm run size -- --strict on ${distDir})`);
  const ok = await timed('size', () => run(process.execPath, [path.join(root, 'scripts/size.mjs'), '--strict', '--dist', distDir]));
  record('size', { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** The blog function fixture the build and the server read posts from, when the repository has it. */
async function startBlogFixture() {
  const fixture = path.join(root, 'tests/fixtures/blog-server.mjs');
  if (!existsSync(fixture)) return false;
  log(`Blog function fixture on port ${BLOG_FIXTURE_PORT}`);
  startProcess('blog-fixture', process.execPath, [fixture], { env: { BLOG_FIXTURE_PORT: String(BLOG_FIXTURE_PORT) }, verbose });
  await waitForHttp(`http://127.0.0.1:${BLOG_FIXTURE_PORT}/__health`, 15_000);
  return true;
}

/** `next build` and the compile hints (what `npm run build` does) into the end-to-end dist folder. */
async function stepBuild(env) {
  log(`Production build for end-to-end tests (${env.NEXT_DIST_DIR})`);
  return timed('build', async () => {
    if (!(await run(bin('next'), ['build'], { env }))) return false;
    // What `npm run build` does after `next build` (scripts/compile-hints.mjs).
    return run(process.execPath, ['scripts/compile-hints.mjs', '--dist', env.NEXT_DIST_DIR], { env });
  });
}

async function stepE2e(env) {
  rmSync(path.join(root, env.OUTBOX_DIR), { recursive: true, force: true });
  log(`the site's server (server.mjs) on port ${E2E_PORT}`);
  startProcess('next', process.execPath, [path.join(root, 'server.mjs'), '-p', String(E2E_PORT)], { env, verbose });
  await waitForHttp(`http://localhost:${E2E_PORT}/`, 60_000);

  log('End-to-end tests (playwright, Chromium, 1280 px and 375 px)');
  const report = path.join(outDir, 'playwright.json');
  rmSync(report, { force: true });
  const ok = await timed('playwright', () =>
    run(bin('playwright'), ['test', ...playwrightArgs], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(E2E_PORT) },
    }),
  );
  record('playwright', runOutcomes('playwright', { ok, reportFile: report }, playwrightOutcomes));
}

/** Lists tests by name, grouped: each group's reason once, then its tests (at most `limit` shown). */
function listGrouped(title, items, limit = 12) {
  if (items.length === 0) return;
  console.log(`\n${title}:`);
  const groups = new Map();
  for (const item of items) {
    const key = `${item.runner} · ${item.suite}${item.reason ? ` (${item.reason})` : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), item.name]);
  }
  for (const [key, names] of groups) {
    console.log(`  ${key}: ${names.length} test${names.length === 1 ? '' : 's'}`);
    for (const name of names.slice(0, limit)) console.log(`    - ${name}`);
    if (names.length > limit) console.log(`    … and ${names.length - limit} more`);
  }
}

async function main() {
  const started = Date.now();
  const e2e = wants('e2e');
  const env = e2eEnv({ withBlogFixture: existsSync(path.join(root, 'tests/fixtures/blog-server.mjs')) });
  try {
    await timed('packages', ensurePackages);
    // Types first and alone: `next typegen` and `next build` both write next-env.d.ts and the
    // route types tsc reads. Then lint and Jest run beside the build, one core each.
    if (wants('types')) await stepTypes();
    const building = e2e && !skipBuild;
    let built = true;
    const beside = (async () => {
      if (wants('lint')) await stepLint(building);
      if (wants('unit')) await stepUnit(building);
    })();
    if (building) {
      await startBlogFixture();
      built = await stepBuild(env);
    } else if (e2e) {
      await startBlogFixture();
    }
    await beside;
    if (!built) record('playwright', { passed: 0, failed: 1 });
    else if (e2e) {
      if (wants('size')) await stepSize(env.NEXT_DIST_DIR);
      await stepE2e(env);
    } else if (wants('size')) await stepSize(env.NEXT_DIST_DIR);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record('setup', { passed: 0, failed: 1 });
  } finally {
    stopAll();
  }

  const all = (key) => results.flatMap((r) => r[key].map((item) => ({ runner: r.name, ...item })));
  const flaky = all('flaky');
  const skipped = all('skipped');
  const environment = all('environment');
  listGrouped('Flaky (failed, then passed on a retry)', flaky);
  listGrouped('Skipped by design', skipped);
  listGrouped(
    onCi ? 'FAILED under CI=true: skipped because this machine lacks a service' : 'Skipped because this machine lacks a service (fails under CI=true)',
    environment,
  );

  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`\nStep times (wall clock): ${times.map((t) => `${t.name} ${t.seconds} s`).join(', ')}`);
  console.log(`Checks finished in ${seconds(started)} s`);
  for (const r of results) console.log(`  ${r.name.padEnd(11)} ${summary(r)}`);
  console.log(`${flaky.length} flaky, ${skipped.length + (onCi ? 0 : environment.length)} skipped`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main();
