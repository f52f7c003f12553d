import { z } from 'zod';
import { isPostId } from '@/lib/blog/constants';
import { VIEWPORT_CLASSES } from '@/lib/visit/viewport-class';
import { MAX_KEY_LENGTH, parsePageExperiment, type PageExperiment } from '@/lib/experiments/page-experiment';
import { arrivalSource } from './sources';

/**
 * The events the browser beacons to POST /api/insights, one per beacon. Nothing in an event
 * names the visitor: a route, a kind, and for Web Vitals a metric, a number and a viewport class.
 * A view of a page in an experiment also names the experiment and variant shown, as the page's
 * meta content `<experiment>:<variant>` in one field (lib/experiments/page-meta.ts). An
 * `exposure` names them alone: the browser's first view of that experiment after Accept All, sent
 * once by the enrollment chunk (lib/experiments/enrollment.ts); enrolled visitors are counted by
 * those, with no identifier.
 */
/**
 * Leads are not among them: the report counts them from the lead store, where each lead carries
 * the page it was sent from (one source for lead counts).
 */
export const COUNTED_EVENTS = ['view', 'demo', 'calculator', 'language'] as const;
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export type CountedEvent = (typeof COUNTED_EVENTS)[number];
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** A beacon body is tiny; anything larger is not ours. */
export const MAX_EVENT_BYTES = 512;

/** Maps a path to the route an event is counted under, or null for a path the site does not serve. */
export type CountedRoute = (path: string) => string | null;

/**
 * The counter over the site's public paths and its blog posts (bound in services/insights.ts to
 * content/routes.ts and content/paths.ts). Posts are not in the route list: they are counted
 * together under `<postPrefix>/*`, never by id; a post is any id the blog itself would look up.
 */
export function routeCounter(knownPaths: Iterable<string>, postPrefix: string): CountedRoute {
  const knownRoutes = new Set(knownPaths);
  const allPosts = `${postPrefix}/*`;
  return (path) => {
    if (knownRoutes.has(path)) return path;
    return path.startsWith(`${postPrefix}/`) && isPostId(path.slice(postPrefix.length + 1)) ? allPosts : null;
  };
}

/** Is this a variant of an experiment the site has (bound in services/insights.ts to content/experiments.ts)? */
export type KnownVariant = (experiment: string, variant: string) => boolean;

/**
 * `<experiment>:<variant>` read as the two keys. Experiment fields are counted only for a known
 * experiment and variant (checked by the schema below), so no client can grow the counters past
 * the site's own list.
 */
const experimentField = z
  .string()
  .max(2 * MAX_KEY_LENGTH + 1)
  .transform((value, ctx) => parsePageExperiment(value) ?? (ctx.addIssue({ code: 'custom', message: 'not <experiment>:<variant>' }), z.NEVER));

/**
 * The schema of one beacon, counting its route with `countedRoute`. A view naming an experiment
 * or variant the site does not have still counts as a view, without them.
 *
 * The first page's view (the inline script, view-beacon-source.mjs) also sends the referring
 * host (`ref`) and the address's utm_source (`utm`). Neither is kept as sent: a view that is an
 * arrival (another site's referrer, a utm_source, or no referrer at all) gets its source label
 * (sources.ts: cleaned and bounded), a click inside the site (a referrer of `ownHosts`) none.
 * Stores count at most MAX_SOURCES_PER_DAY labels a day.
 */
export const insightEventSchemaFor = (countedRoute: CountedRoute, knownVariant: KnownVariant = () => false, ownHosts: () => readonly string[] = () => []) => {
  const route = z.string().max(200).transform((path, ctx) => {
    const counted = countedRoute(path);
    if (!counted) {
      ctx.addIssue({ code: 'custom', message: 'unknown route' });
      return z.NEVER;
    }
    return counted;
  });
  return z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(COUNTED_EVENTS).exclude(['view']), route }),
  z
    .strictObject({
      type: z.literal('view'),
      route,
      experiment: experimentField.optional(),
      ref: z.string().max(253).optional(),
      utm: z.string().max(100).optional(),
    })
    // Annotated: a conditional's inferred type would fold the experiment view into the plain one.
    .transform(({ experiment, ref, utm, ...plain }): ViewEvent | (ViewEvent & PageExperiment) => {
      // Only the inline first-load script sends `ref` or `utm` ("" for an absent utm_source); client navigations send neither.
      const arrival = ref !== undefined || utm !== undefined ? arrivalSource(utm || undefined, ref || undefined, ownHosts()) : null;
      const view: ViewEvent = arrival === null ? plain : { ...plain, source: arrival };
      return experiment && knownVariant(experiment.experiment, experiment.variant) ? { ...view, ...experiment } : view;
    }),
  // An exposure of a variant the site does not have is refused: it counts nothing else.
  z
    .strictObject({ type: z.literal('exposure'), experiment: experimentField })
    .refine(({ experiment }) => knownVariant(experiment.experiment, experiment.variant), 'not a variant of the site')
    .transform(({ type, experiment }) => ({ type, ...experiment })),
  z.strictObject({
    type: z.literal('vital'),
    route,
    metric: z.enum(VITAL_METRICS),
    // CLS is unitless (0..~10); the others are milliseconds. A minute bounds every real value.
    value: z.number().finite().min(0).max(60_000),
    viewport: z.enum(VIEWPORT_CLASSES as [string, ...string[]]),
  }),
  ]);
};

/** A counted page view; `source` only on an arrival (a new visit), as its label. */
type ViewEvent = { type: 'view'; route: string; source?: string };

export type InsightEventSchema = ReturnType<typeof insightEventSchemaFor>;
export type InsightEvent = z.output<InsightEventSchema>;
