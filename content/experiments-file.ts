/**
 * The experiments a deployment runs: the JSON file named by EXPERIMENTS_FILE when it is set
 * (the same list and schema as content/experiments.ts), otherwise the site's own list. Kept
 * apart from content/experiments.ts so that module, which the browser may need for the
 * splits and dates, never pulls in node:fs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExperimentsFingerprint, serverEnv } from '@/lib/env';
import { BUILT_IN_EXPERIMENTS, experimentsFingerprint } from '@/lib/experiments/fingerprint.mjs';
import { experiments, validateExperiments, type Experiment } from '@/content/experiments';

type Loaded = { list: readonly Experiment[]; fingerprint: string };

function readExperiments(file: string | undefined): Loaded {
  if (!file) return { list: experiments, fingerprint: BUILT_IN_EXPERIMENTS };
  const where = `EXPERIMENTS_FILE (${file})`;
  let text: string;
  try {
    text = fs.readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`${where}: cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return { list: validateExperiments(raw), fingerprint: experimentsFingerprint(text) };
  } catch (error) {
    throw new Error(`${where}:\n${(error as Error).message}`);
  }
}

/**
 * The file's experiments, validated, or `experiments` when no file is named. A path is read
 * relative to the working directory. Any problem (unreadable file, bad JSON, an invalid
 * experiment) throws an Error that starts with the variable and the file, so a build, or a
 * report (`npm run insights`), with a broken file fails instead of quietly running nothing.
 * A running server reads deployedExperiments() instead.
 */
export function loadExperiments(file: string | undefined = serverEnv().EXPERIMENTS_FILE): readonly Experiment[] {
  return readExperiments(file).list;
}

/**
 * What a running server reads, once per process and file: on globalThis because the proxy and
 * each route are bundled apart and would otherwise each keep (and log) their own copy.
 */
const READ = Symbol.for('ladle.deployedExperiments');
type Holder = { [READ]?: Map<string, readonly Experiment[]> };

/**
 * The experiments this server runs: loadExperiments(), read once per process, but never a
 * reason for a page or a lead to fail. A file that is broken, or that is not the list the build
 * rendered variants of (its fingerprint, next.config.mjs), turns experiments off for the
 * process: everyone sees the pages as they are, the forms keep working, and it is logged once.
 */
export function deployedExperiments(
  file: string | undefined = serverEnv().EXPERIMENTS_FILE,
  built: string | undefined = buildExperimentsFingerprint(),
): readonly Experiment[] {
  const holder = globalThis as Holder;
  const read = (holder[READ] ??= new Map());
  const key = `${file ?? ''}\n${built ?? ''}`;
  let list = read.get(key);
  if (!list) {
    list = experimentsForProcess(file, built);
    read.set(key, list);
  }
  return list;
}

function experimentsForProcess(file: string | undefined, built: string | undefined): readonly Experiment[] {
  const off = 'Experiments off for this process, everyone sees the pages as they are';
  let loaded: Loaded;
  try {
    loaded = readExperiments(file);
  } catch (error) {
    console.error(`${off}: ${(error as Error).message}`);
    return [];
  }
  if (built !== undefined && loaded.fingerprint !== built) {
    console.error(
      `${off}: EXPERIMENTS_FILE (${file ?? 'unset: the built-in list'}) is not the list this build rendered variants of; name the same file at build and start, or build again`,
    );
    return [];
  }
  return loaded.list;
}
