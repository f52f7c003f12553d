/**
 * The inline scripts the site itself writes into its pages, by their exact text: the one list
 * of them the page boundary allows (lib/html/rewrite-page.mjs), beside the framework's own,
 * recognised by their form (lib/html/inline-scripts.mjs), and the chunk loader the boundary
 * writes itself. An inline script of the site's that is not here is refused by the browser,
 * like any script that reached a page by accident: tests/e2e/page-boundary.spec.ts checks that
 * the policy of every route lists every inline script the route sends.
 *
 * Plain JavaScript: the boundary runs under Node as it is, and the components that write
 * these scripts import the same texts.
 */
import { VIEW_BEACON_SOURCE } from '../insights/view-beacon-source.mjs';

/** components/insights/visit-beacon.tsx: the first page's view, counted before hydration. */
export const SITE_SCRIPTS = Object.freeze([VIEW_BEACON_SOURCE]);
