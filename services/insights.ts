/**
 * The insights tools of lib/insights bound to this site's routes: an event is counted only
 * under a route of content/routes.ts (or the blog posts together).
 */
import { blogPaths } from '@/content/paths';
import { publicRoutes } from '@/content/routes';
import { insightEventSchemaFor, routeCounter } from '@/lib/insights/events';

export const countedRoute = routeCounter(
  publicRoutes.map((route) => route.path),
  blogPaths.postPrefix,
);
export const insightEventSchema = insightEventSchemaFor(countedRoute);
