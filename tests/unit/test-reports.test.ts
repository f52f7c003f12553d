/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jestOutcomes, runOutcomes } from '@/scripts/lib/test-reports.mjs';

/**
 * The check runner's counts (scripts/lib/test-reports.mjs) read from real Jest reports: Jest
 * runs here on small test files written to a temporary folder, each broken one way, and the
 * counts must show every failure, including those Jest records outside any test.
 */
jest.setTimeout(120_000);

const jestBin = path.join(process.cwd(), 'node_modules/jest/bin/jest.js');
let root: string;

/** Writes `files` into a folder of its own and runs Jest there as scripts/check.mjs does (--ci --json). */
function runJest(folder: string, files: Record<string, string>) {
  const dir = path.join(root, folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  writeFileSync(
    path.join(dir, 'jest.config.cjs'),
    `module.exports = { rootDir: __dirname, testEnvironment: 'node', testMatch: ['**/*.test.js'], transform: {}, cacheDirectory: ${JSON.stringify(path.join(dir, '.cache'))} };`,
  );
  const reportFile = path.join(dir, 'report.json');
  const run = spawnSync(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${reportFile}`, '--runInBand', '--config', path.join(dir, 'jest.config.cjs')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, JEST_WORKER_ID: undefined, FORCE_COLOR: '0' },
  });
  return { ok: run.status === 0, reportFile, dir };
}

/** What scripts/check.mjs counts for that run. */
const counts = (run: ReturnType<typeof runJest>, options: { forbidFocused?: boolean } = {}) =>
  runOutcomes('jest', run, (json: unknown) => jestOutcomes(json, run.dir, options));

const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => jest.restoreAllMocks());

describe('a Jest file that fails outside its tests', () => {
  let run: ReturnType<typeof runJest>;
  beforeAll(() => {
    run = runJest('outside', {
      'passes.test.js': "test('one', () => {}); test('two', () => {});",
      'after-all.test.js': "afterAll(() => { throw new Error('teardown broke'); }); test('passes', () => {});",
      'after-all-async.test.js': "afterAll(async () => { await Promise.reject(new Error('late rejection')); }); test('passes', () => {});",
      'import.test.js': "require('./missing-module'); test('never runs', () => {});",
      'fails.test.js': "afterAll(() => { throw new Error('also broke'); }); test('fails', () => { expect(1).toBe(2); });",
    });
  });

  it('counts as one failure each, beside the tests that failed', () => {
    const errors = quiet();
    const outcome = counts(run);
    // passes.test.js 2, the two afterAll files 1 each; failed: the two afterAll files, the
    // import, and fails.test.js's test (its afterAll adds none: the file already failed).
    expect(outcome).toMatchObject({ passed: 4, failed: 4 });
    expect(run.ok).toBe(false);
    const said = errors.mock.calls.map((call) => String(call[0]));
    expect(said).toEqual(
      expect.arrayContaining([
        'jest: after-all.test.js failed outside its tests: teardown broke',
        'jest: after-all-async.test.js failed outside its tests: late rejection',
        expect.stringMatching(/^jest: import\.test\.js did not run: Cannot find module '\.\/missing-module'/),
      ]),
    );
  });
});

describe('a Jest run that exits non-zero while its report shows no failure', () => {
  it('counts as one failure: an obsolete snapshot under --ci', () => {
    const run = runJest('obsolete', {
      'kept.test.js': "test('passes', () => {});",
      '__snapshots__/kept.test.js.snap': '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\nexports[`gone 1`] = `"x"`;\n',
    });
    const errors = quiet();
    expect(run.ok).toBe(false);
    expect(counts(run)).toMatchObject({ passed: 1, failed: 1 });
    expect(String(errors.mock.calls[0]?.[0])).toContain('jest: exited non-zero while its report shows no failure');
  });

  it('counts as one failure: a rejection nobody handled after the last test', () => {
    const run = runJest('crash', {
      'first.test.js': "test('passes', () => {});",
      'last.test.js': "test('passes, then leaves a rejection', () => { Promise.reject(new Error('after the last test')); });",
    });
    quiet();
    expect(run.ok).toBe(false);
    expect(counts(run).failed).toBe(1);
  });
});

describe('a focused Jest test (.only, fit, fdescribe)', () => {
  let run: ReturnType<typeof runJest>;
  beforeAll(() => {
    run = runJest('focused', {
      'fit.test.js': "fit('focused', () => {}); test('left out', () => {});",
      'fdescribe.test.js': "fdescribe('focused', () => { test('in', () => {}); }); test('left out', () => {});",
      'only-each.test.js': "test.only.each([1, 2])('focused %i', () => {}); test('left out', () => {});",
      'plain.test.js': "test('passes', () => {});",
    });
  });

  it('fails the run under CI=true, one failure per file, as Playwright forbidOnly does', () => {
    const errors = quiet();
    const outcome = counts(run, { forbidFocused: true });
    expect(outcome.failed).toBe(3);
    expect(errors.mock.calls.map((call) => String(call[0])).sort()).toEqual([
      'jest: fdescribe.test.js focuses its tests (.only, fit or fdescribe), which CI forbids',
      'jest: fit.test.js focuses its tests (.only, fit or fdescribe), which CI forbids',
      'jest: only-each.test.js focuses its tests (.only, fit or fdescribe), which CI forbids',
    ]);
  });

  it('elsewhere lists the tests it left out, and why', () => {
    const outcome = counts(run);
    expect(outcome).toMatchObject({ passed: 5, failed: 0 });
    expect(outcome.skipped).toHaveLength(3);
    expect(new Set(outcome.skipped.map((item: { reason: string }) => item.reason))).toEqual(new Set(['not run: another test in its file is focused (.only)']));
  });
});
