/**
 * The site's A/B experiments, as content: what each one changes on which pages, how visitors
 * are split, when it runs and what it is judged by. `validateExperiments` checks a list (this
 * module's own, or a deployment's EXPERIMENTS_FILE, content/experiments-file.ts) and names
 * every problem by experiment and field, e.g.
 * `experiments[0] ("home-headline") split: the variants' shares add up to 90, not 100`.
 * docs/experiments.md documents the fields and the rules.
 */
import { z } from 'zod';
import { publicRoutes } from '@/content/routes';
import { experimentPageAt, experimentPages, experimentSlots, wordSlots, type ExperimentPage, type ExperimentSlot, type SlotValues } from '@/content/experiment-slots';
import { variantFor } from '@/lib/experiments/assignment';
import type { MetricKey } from '@/lib/experiments/results-report';

const MIN_VARIANTS = 2;
const MAX_VARIANTS = 4;

const listOf = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters and digits joined by single hyphens, like "home-headline"');
const isoDate = z.iso.date({ error: 'must be a calendar date written YYYY-MM-DD, like "2026-03-02"' });

/** Rejects a misspelt field by name instead of dropping it silently. */
const unknownKeys = (what: string, known: readonly string[]) => (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' ? `${listOf(issue.keys)} ${issue.keys.length > 1 ? 'are not' : 'is not'} ${what}; they are ${known.join(', ')}` : undefined;

const overridesShape = {
  'hero.headline': z.string().trim().min(5, 'a headline has at least 5 characters').optional(),
  'hero.text': z.string().trim().min(20, 'the hero text has at least 20 characters').optional(),
  'hero.primaryLabel': z.string().trim().min(2, 'a button label has 2 to 40 characters').max(40, 'a button label has 2 to 40 characters').optional(),
  // Which ids are sections of the experiment's pages is checked against its routes below.
  'sections.order': z.array(z.string()).optional(),
  'sections.hidden': z.array(z.string()).min(1, 'names at least one section to hide').optional(),
} satisfies Record<ExperimentSlot, z.ZodType>;

const variantShape = {
  key: slug,
  name: z.string().trim().min(2, 'says in a few words what this variant shows'),
  overrides: z.strictObject(overridesShape, { error: unknownKeys('a slot an experiment can change', experimentSlots) }).default({}),
};

/**
 * What an experiment can be judged by, and what each one counts. A new metric is one more entry
 * here, and its count in the results (lib/experiments/results-report.ts, metricCounts).
 */
export const experimentMetrics = {
  'lead-conversion': "leads sent from the experiment's pages, per visitor",
  'demo-booked': "demo requests sent from the experiment's pages whose visitor then booked a demo, per visitor",
} as const satisfies Record<MetricKey, string>;
export type ExperimentMetric = keyof typeof experimentMetrics;
const metricKeys = Object.keys(experimentMetrics) as [ExperimentMetric, ...ExperimentMetric[]];

const experimentShape = {
  key: slug,
  hypothesis: z.string().trim().min(20, 'says in a sentence what the change should do, and why (20 characters or more)'),
  routes: z.array(z.string()).min(1, 'names at least one page'),
  variants: z.array(z.strictObject(variantShape, { error: unknownKeys('a field of a variant', Object.keys(variantShape)) })),
  split: z.record(z.string(), z.number().int('is a whole percent').min(1, 'a share is at least 1 percent')),
  start: isoDate,
  end: isoDate,
  metric: z.enum(metricKeys, { error: `must be ${metricKeys.map((metric) => `"${metric}" (${experimentMetrics[metric]})`).join(' or ')}` }),
  // The plan lib/experiments/statistics.ts sizes the experiment by: without it no result can say
  // whether enough visitors have been seen.
  baselineRate: z
    .number()
    .gt(0, 'is the share of visitors who send a lead today, a proportion above 0 and below 1 (0.03 for 3%)')
    .lt(1, 'is the share of visitors who send a lead today, a proportion above 0 and below 1 (0.03 for 3%)'),
  minimumDetectableEffect: z.number().gt(0, 'is the smallest relative change worth finding, above 0 (0.2 for a 20% rise)'),
};

const experimentSchema = z.strictObject(experimentShape, { error: unknownKeys('a field of an experiment', Object.keys(experimentShape)) });

export type Experiment = z.infer<typeof experimentSchema>;
export type ExperimentVariant = Experiment['variants'][number];
/** What a variant changes: any of the slots, each with its own kind of value. */
export type Overrides = Partial<SlotValues>;

type Path = readonly (string | number)[];
type Problem = { path: Path; message: string };

/** Plain words for zod's type errors ("Invalid input: expected string, received number"). */
function plainTypeError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'is missing';
  const expected: Record<string, string> = { string: 'must be text', number: 'must be a number', array: 'must be a list', object: 'must be an object', record: 'must be an object' };
  return expected[issue.expected];
}

/** `variants[1].overrides["hero.headline"]`: the field as it is written in the file. */
function pathText(path: Path): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `${index ? '.' : ''}${part}` : `["${part}"]`))
    .join('');
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The slots a variant sets (a key present with no value sets nothing). */
const slotsSetBy = (variant: ExperimentVariant) => experimentSlots.filter((slot) => variant.overrides[slot] !== undefined);

/** Every slot any variant of the experiment changes. */
const slotsOf = (experiment: Experiment) => experimentSlots.filter((slot) => experiment.variants.some((variant) => variant.overrides[slot] !== undefined));

const publicPaths = new Set(publicRoutes.map((route) => route.path));
const templateLabels = Object.values(experimentPages).map((page) => page.label);
const experimentTemplates = `${templateLabels.slice(0, -1).join(', ')} or ${templateLabels.at(-1)}`;

function routeProblems(experiment: Experiment): { problems: Problem[]; pages: ExperimentPage[] } {
  const problems: Problem[] = [];
  const pages: ExperimentPage[] = [];
  experiment.routes.forEach((route, index) => {
    const page = experimentPageAt(route);
    if (experiment.routes.indexOf(route) !== index) problems.push({ path: ['routes', index], message: `"${route}" is listed twice` });
    else if (page) pages.push(page);
    else if (publicPaths.has(route))
      problems.push({ path: ['routes', index], message: `"${route}" is a page of the site, but experiments can only change ${experimentTemplates} (in English or Spanish)` });
    else problems.push({ path: ['routes', index], message: `"${route}" is not a page of the site (content/routes.ts lists them); write a path like "/" or "/es/business"` });
  });
  return { problems, pages };
}

function variantProblems(experiment: Experiment): Problem[] {
  const problems: Problem[] = [];
  const { variants } = experiment;
  if (variants.length < MIN_VARIANTS || variants.length > MAX_VARIANTS)
    problems.push({ path: ['variants'], message: `an experiment has ${MIN_VARIANTS} to ${MAX_VARIANTS} variants, the control first, not ${variants.length}` });
  variants.forEach((variant, index) => {
    const first = variants.findIndex((other) => other.key === variant.key);
    if (first !== index) problems.push({ path: ['variants', index, 'key'], message: `"${variant.key}" is already the key of variants[${first}]` });
  });
  const control = variants[0];
  const changed = control ? slotsSetBy(control) : [];
  if (changed.length)
    problems.push({
      path: ['variants', 0, 'overrides'],
      message: `the first variant is the control, the page as it is, so it overrides nothing; this one sets ${changed.join(', ')}`,
    });
  return problems;
}

function splitProblems(experiment: Experiment): Problem[] {
  const problems: Problem[] = [];
  const keys = experiment.variants.map((variant) => variant.key);
  for (const key of keys) if (experiment.split[key] === undefined) problems.push({ path: ['split'], message: `gives no share to the variant "${key}"` });
  for (const key of Object.keys(experiment.split))
    if (!keys.includes(key)) problems.push({ path: ['split', key], message: `"${key}" is not one of the variants (${listOf(keys)})` });
  const total = sumOf(Object.values(experiment.split));
  if (total !== 100) problems.push({ path: ['split'], message: `the variants' shares add up to ${total}, not 100` });
  return problems;
}

/** The rate the plan hopes to detect must still be a rate: a 3% baseline cannot rise by 4000%. */
function planProblems(experiment: Experiment): Problem[] {
  const { baselineRate, minimumDetectableEffect } = experiment;
  const target = baselineRate * (1 + minimumDetectableEffect);
  return target >= 1
    ? [
        {
          path: ['minimumDetectableEffect'],
          message: `a rise of ${Math.round(minimumDetectableEffect * 100)}% on a baseline of ${baselineRate} is a conversion rate of ${Number(target.toFixed(4))}, which is not below 1`,
        },
      ]
    : [];
}

function dateProblems(experiment: Experiment): Problem[] {
  // ISO dates compare as text in calendar order.
  return experiment.end < experiment.start
    ? [{ path: ['end'], message: `the experiment ends on ${experiment.end}, before it starts on ${experiment.start}` }]
    : [];
}

/** Words are in one language, so an experiment that changes words runs on pages of one language. */
function languageProblems(experiment: Experiment, pages: readonly ExperimentPage[]): Problem[] {
  const locales = new Set(pages.map((page) => page.locale));
  const words = slotsOf(experiment).filter((slot) => wordSlots.includes(slot));
  if (locales.size < 2 || words.length === 0) return [];
  const english = pages.find((page) => page.locale === 'en')!.path;
  const spanish = pages.find((page) => page.locale === 'es')!.path;
  return [
    {
      path: ['routes'],
      message: `mixes English and Spanish pages ("${english}" and "${spanish}") but changes words (${words.join(', ')}), which are in one language: run one experiment per language`,
    },
  ];
}

/** sections.order must list each section of the pages once; sections.hidden names some of them. */
function sectionProblems(experiment: Experiment, pages: readonly ExperimentPage[]): Problem[] {
  const uses = experiment.variants.some((variant) => variant.overrides['sections.order'] || variant.overrides['sections.hidden']);
  if (!uses || pages.length === 0) return [];
  const kinds = [...new Set(pages.map((page) => page.kind))];
  if (kinds.length > 1)
    return [{ path: ['routes'], message: `changes sections, but its pages are built differently (${kinds.map((kind) => experimentPages[kind].label).join(' and ')}), so no section list fits them all` }];
  const sections = pages[0]!.sections;
  const label = experimentPages[pages[0]!.kind].label;
  const problems: Problem[] = [];
  experiment.variants.forEach((variant, index) => {
    for (const slot of ['sections.order', 'sections.hidden'] as const) {
      const ids = variant.overrides[slot];
      if (!ids) continue;
      const at = ['variants', index, 'overrides', slot] as const;
      ids.forEach((id, position) => {
        if (!sections.includes(id)) problems.push({ path: [...at, position], message: `"${id}" is not a section of ${label}; its sections are ${sections.join(', ')}` });
        else if (ids.indexOf(id) !== position) problems.push({ path: [...at, position], message: `"${id}" is listed twice` });
      });
      const missing = sections.filter((id) => !ids.includes(id));
      if (slot === 'sections.order' && missing.length)
        problems.push({ path: at, message: `lists every section of ${label} once, in the new order; missing: ${missing.join(', ')}` });
      if (slot === 'sections.hidden' && missing.length === 0) problems.push({ path: at, message: `hides every section of ${label}; leave at least one` });
    }
  });
  return problems;
}

function experimentProblems(experiment: Experiment): Problem[] {
  const { problems: routes, pages } = routeProblems(experiment);
  return [
    ...routes,
    ...variantProblems(experiment),
    ...splitProblems(experiment),
    ...dateProblems(experiment),
    ...planProblems(experiment),
    ...languageProblems(experiment, pages),
    ...sectionProblems(experiment, pages),
  ];
}

/**
 * Two experiments on one page at the same time would show a visitor a mix of both and leave
 * neither result readable; and the proxy serves an enrolled visitor one pre-rendered variant
 * of a page (content/experiment-variants.ts), so it could only ever run the first. Each later
 * one that collides is named.
 */
function collisionProblems(list: readonly { index: number; experiment: Experiment }[]): { index: number; problem: Problem }[] {
  const found: { index: number; problem: Problem }[] = [];
  list.forEach(({ index, experiment }, position) => {
    for (const earlier of list.slice(0, position)) {
      const other = earlier.experiment;
      if (other.start > experiment.end || experiment.start > other.end) continue;
      experiment.routes.forEach((route, routeIndex) => {
        if (!other.routes.includes(route)) return;
        found.push({
          index,
          problem: {
            path: ['routes', routeIndex],
            message: `runs on "${route}" from ${experiment.start} to ${experiment.end}, while experiments[${earlier.index}] ("${other.key}") runs there from ${other.start} to ${other.end}; a page runs one experiment at a time`,
          },
        });
      });
    }
  });
  return found;
}

/**
 * The experiments in `raw` (a list, as in EXPERIMENTS_FILE), typed, or an Error naming every
 * problem, one per line, by experiment and field.
 */
export function validateExperiments(raw: unknown): readonly Experiment[] {
  if (!Array.isArray(raw)) throw new Error('experiments: must be a list (a JSON array) of experiments');
  const lines: string[][] = raw.map(() => []);
  const labels = raw.map((entry: unknown, index) => {
    const key = entry && typeof entry === 'object' ? (entry as { key?: unknown }).key : undefined;
    return `experiments[${index}]${typeof key === 'string' ? ` ("${key}")` : ''}`;
  });
  const say = (index: number, { path, message }: Problem) => lines[index]!.push(`${labels[index]}${path.length ? ` ${pathText(path)}` : ''}: ${message}`);

  const valid: { index: number; experiment: Experiment }[] = [];
  raw.forEach((entry: unknown, index) => {
    const result = experimentSchema.safeParse(entry, { error: plainTypeError });
    if (!result.success) {
      for (const issue of result.error.issues) say(index, { path: issue.path as Path, message: issue.message });
      return;
    }
    const problems = experimentProblems(result.data);
    problems.forEach((problem) => say(index, problem));
    const first = valid.find(({ experiment }) => experiment.key === result.data.key);
    if (first) say(index, { path: ['key'], message: `"${result.data.key}" is already the key of experiments[${first.index}]` });
    if (problems.length === 0) valid.push({ index, experiment: result.data });
  });
  for (const { index, problem } of collisionProblems(valid)) say(index, problem);

  const all = lines.flat();
  if (all.length) throw new Error(all.join('\n'));
  return valid.map(({ experiment }) => experiment);
}

/** The variant a visitor's bucket (lib/experiments/assignment.ts) sees in `experiment`. */
export function experimentVariant(experiment: Experiment, bucket: number): ExperimentVariant {
  const shares = experiment.variants.map((variant) => experiment.split[variant.key] ?? 0);
  return experiment.variants[variantFor(bucket, shares, experiment.key)]!;
}

/**
 * The experiments the site runs. The one entry is an EXAMPLE of the shape, dated in the past
 * so it never runs: every visitor sees the control. A deployment sets EXPERIMENTS_FILE to run
 * its own list instead (content/experiments-file.ts).
 */
export const experiments: readonly Experiment[] = validateExperiments([
  {
    key: 'example-home-headline',
    hypothesis:
      'Owners ask for a demo more often when the home page leads with money reaching the bank the same day than when it leads with the rush.',
    routes: ['/'],
    variants: [
      { key: 'control', name: 'The current headline', overrides: {} },
      {
        key: 'same-day-money',
        name: 'Same-day money first',
        overrides: { 'hero.headline': 'Your card sales in the bank the day you make them.', 'hero.primaryLabel': 'See it on my menu' },
      },
    ],
    split: { control: 50, 'same-day-money': 50 },
    start: '2026-03-02',
    end: '2026-03-29',
    metric: 'lead-conversion',
    baselineRate: 0.03,
    minimumDetectableEffect: 0.2,
  },
]);
