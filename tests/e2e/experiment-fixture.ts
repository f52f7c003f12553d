import { readFileSync } from 'node:fs';
import { devices } from '@playwright/test';
import { experimentVariant, validateExperiments, type ExperimentVariant } from '../../content/experiments';
import { BUCKET_COUNT } from '../../lib/experiments/assignment';
import { homeHero } from '../../content/home';
import { E2E_EXPERIMENTS_FILE } from './env.mjs';

/**
 * The end-to-end build's one running experiment, as the build and servers read it
 * (EXPERIMENTS_FILE, tests/fixtures/e2e-experiments.json): the home page, control first.
 * Shared by experiments.spec.ts and cluster.spec.ts.
 */
const [only] = validateExperiments(JSON.parse(readFileSync(E2E_EXPERIMENTS_FILE, 'utf8')));
if (!only || only.variants.length !== 2 || only.routes.join() !== '/') throw new Error(`${E2E_EXPERIMENTS_FILE}: the specs expect one experiment on / with two variants`);

export const experiment = only;
export type Arm = ExperimentVariant;
export const [control, variant] = experiment.variants as [Arm, Arm];

export const headlineOf = (arm: Arm) => arm.overrides['hero.headline'] ?? homeHero.title;
/** The meta tag a variant's page has in its head, and a page served as it is lacks. */
export const metaOf = (arm: Arm) => `<meta name="ladle-experiment" content="${experiment.key}:${arm.key}"/>`;
export const META = '<meta name="ladle-experiment"';
/** The first bucket that sees `arm` (each experiment orders the buckets its own way, lib/experiments/assignment.ts). */
const firstBucketOf = (arm: Arm) => Array.from({ length: BUCKET_COUNT }, (_, bucket) => bucket).find((bucket) => experimentVariant(experiment, bucket).key === arm.key)!;
export const CONTROL_BUCKET = firstBucketOf(control);
export const VARIANT_BUCKET = firstBucketOf(variant);
/** A browser's user agent, for requests made outside a browser: Node's own is a bot's to the proxy (isbot), which gets the page as it is. */
export const BROWSER_USER_AGENT = devices['Desktop Chrome'].userAgent;
