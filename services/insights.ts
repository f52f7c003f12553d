/**
 * The insights tools of lib/insights bound to this site's routes and experiments: an event is
 * counted only under a route of content/routes.ts (or the blog posts together), and a view's
 * experiment only when it is a variant of the deployment's experiments (content/experiments-file.ts).
 */
import { blogPaths } from '@/content/paths';
import { publicRoutes } from '@/content/routes';
import { deployedExperiments } from '@/content/experiments-file';
import { serverEnv } from '@/lib/env';
import { insightEventSchemaFor, routeCounter } from '@/lib/insights/events';

export const countedRoute = routeCounter(
  publicRoutes.map((route) => route.path),
  blogPaths.postPrefix,
);

let variants: Set<string> | undefined;
/** Read on the first beacon, not at import, so a build without the file's environment still loads this module. */
const knownVariant = (experiment: string, variant: string) => {
  variants ??= new Set(deployedExperiments().flatMap((entry) => entry.variants.map((arm) => `${entry.key}:${arm.key}`)));
  return variants.has(`${experiment}:${variant}`);
};

/** The site's own host: a view referred from it is a click inside the site, not an arrival. */
const ownHosts = () => [new URL(serverEnv().SITE_URL).host.toLowerCase()];

export const insightEventSchema = insightEventSchemaFor(countedRoute, knownVariant, ownHosts);
