/**
 * The experiments a deployment runs: the JSON file named by EXPERIMENTS_FILE when it is set
 * (the same list and schema as content/experiments.ts), otherwise the site's own list. Kept
 * apart from content/experiments.ts so that module, which the browser may need for the
 * splits and dates, never pulls in node:fs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { experiments, validateExperiments, type Experiment } from '@/content/experiments';

/**
 * The file's experiments, validated, or `experiments` when no file is named. A path is read
 * relative to the working directory. Any problem (unreadable file, bad JSON, an invalid
 * experiment) throws an Error that starts with the variable and the file, so a deployment
 * with a broken file fails instead of quietly running nothing.
 */
export function loadExperiments(file: string | undefined = serverEnv().EXPERIMENTS_FILE): readonly Experiment[] {
  if (!file) return experiments;
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
    return validateExperiments(raw);
  } catch (error) {
    throw new Error(`${where}:\n${(error as Error).message}`);
  }
}
