/**
 * Reads the JSON reports of Jest and Playwright into one shape for scripts/check.mjs:
 * { passed, failed, flaky: [item], skipped: [item], environment: [item] }, where an item is
 * { suite, name, reason } and `environment` holds the skips this machine caused (a missing
 * service: their reason carries tests/fixtures/environment.mjs's ENVIRONMENT_SKIP).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT_SKIP } from '../../tests/fixtures/environment.mjs';

/**
 * The environment's words from a skip reason, or from a Jest title that carries them in
 * brackets ("… (skipped, not installed here: redis-server (apt-get install redis-server))"), or undefined.
 */
function environmentReason(text) {
  const at = text.indexOf(ENVIRONMENT_SKIP);
  if (at < 0) return undefined;
  if (text[at - 1] !== '(') return text.slice(at);
  let depth = 1;
  for (let index = at; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')' && --depth === 0) return text.slice(at, index);
  }
  return text.slice(at);
}

/** The first line of a Jest file message that says what went wrong, past its "● Test suite failed to run" heading. */
function firstWords(message = '') {
  const lines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim());
  return lines.find((line) => line && !line.startsWith('● Test suite failed to run')) ?? '(no message)';
}

/**
 * Jest's --json report. A file that failed outside its tests counts as one failure, whatever its
 * tests did: it could not be imported, a beforeAll or afterAll threw, its worker crashed. Jest
 * marks such a file failed while every test in it may have passed.
 *
 * With `forbidFocused` (CI=true, as Playwright's forbidOnly), a file that focuses its tests
 * (`.only`, `fit`, `fdescribe`: Jest reports it as "focused") counts as one failure too.
 */
export function jestOutcomes(json, root, { forbidFocused = false } = {}) {
  const outcome = { passed: 0, failed: 0, flaky: [], skipped: [], environment: [] };
  for (const file of json.testResults) {
    const relative = path.relative(root, file.name);
    const focused = file.status === 'focused';
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      outcome.failed += 1;
      const ran = file.assertionResults.length > 0 ? 'failed outside its tests' : 'did not run';
      console.error(`jest: ${relative} ${ran}: ${firstWords(file.message)}`);
    }
    if (focused && forbidFocused) {
      outcome.failed += 1;
      console.error(`jest: ${relative} focuses its tests (.only, fit or fdescribe), which CI forbids`);
    }
    for (const test of file.assertionResults) {
      const reason = environmentReason(test.fullName);
      const bare = (title) => (reason ? title.replace(` (${reason})`, '') : title);
      const item = { suite: [relative, test.ancestorTitles[0]].filter(Boolean).map(bare).join(' › '), name: bare(test.fullName) };
      if (test.status === 'passed') {
        // Passed after a retry (jest.retryTimes): counted as flaky, not as a pass.
        if ((test.invocations ?? 1) > 1) outcome.flaky.push(item);
        else outcome.passed += 1;
      } else if (test.status === 'failed') outcome.failed += 1;
      else {
        if (reason) outcome.environment.push({ ...item, reason });
        else outcome.skipped.push({ ...item, reason: focused ? 'not run: another test in its file is focused (.only)' : test.status });
      }
    }
  }
  return outcome;
}

/** Every test of Playwright's JSON report, with the titles of the suites above it. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { file: spec.file ?? suite.file, titles: [...path, spec.title], test };
    }
    yield* playwrightTests(suite.suites, path);
  }
}

/** Playwright's JSON report. A failure outside any test (a config or global setup error) counts as one. */
export function playwrightOutcomes(json) {
  const outcome = { passed: 0, failed: (json.errors ?? []).length > 0 ? 1 : 0, flaky: [], skipped: [], environment: [] };
  for (const { file, titles, test } of playwrightTests(json.suites)) {
    const name = `[${test.projectName}] ${titles.join(' › ')}`;
    // The suite: the file and, when there is one, its outermost describe.
    const suite = titles.slice(0, titles.length > 2 ? 2 : 1).join(' › ') || file;
    const item = { suite, name };
    if (test.status === 'expected') outcome.passed += 1;
    else if (test.status === 'unexpected') outcome.failed += 1;
    else if (test.status === 'flaky') outcome.flaky.push(item);
    else {
      const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((result) => result.annotations ?? [])];
      const said = annotations.find((a) => a.type === 'skip' || a.type === 'fixme');
      const reason = environmentReason(said?.description ?? '');
      if (reason) outcome.environment.push({ ...item, reason });
      else outcome.skipped.push({ ...item, reason: said ? `${said.type}${said.description ? `: ${said.description}` : ''}` : 'not run: a test before it in its serial group failed' });
    }
  }
  return outcome;
}

/**
 * What one runner's run counts: its JSON report read by `read` (jestOutcomes,
 * playwrightOutcomes), one failure when it wrote no report, and one failure more when it exited
 * non-zero while its report shows no failure (Jest under --ci with an obsolete snapshot, a
 * runner that crashed or was killed after writing its report).
 */
export function runOutcomes(runner, { ok, reportFile }, read) {
  if (!existsSync(reportFile)) {
    console.error(`${runner}: exited ${ok ? 'cleanly' : 'non-zero'} without writing its report (${reportFile}): counted as one failure`);
    return { passed: 0, failed: 1, flaky: [], skipped: [], environment: [] };
  }
  const outcome = read(JSON.parse(readFileSync(reportFile, 'utf8')));
  if (!ok && outcome.failed === 0) {
    outcome.failed = 1;
    console.error(`${runner}: exited non-zero while its report shows no failure (see its output above): counted as one failure`);
  }
  return outcome;
}
