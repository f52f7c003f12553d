/**
 * A page's own HTTP status, written into its HTML for the page boundary to send.
 *
 * Next can say "not found" only by `notFound()`, and when a page that is regenerated on
 * demand (a blog post published after the build) calls it, Next answers 404 with an empty
 * error shell: the not-found text is only in the RSC payload, so without JavaScript the page
 * is blank (vercel/next.js#95613). Such a page renders its not-found text as content instead,
 * with this marker; the boundary (lib/html/rewrite-page.mjs) sends it as a 404.
 *
 * Plain JavaScript: the boundary runs under Node as it is.
 */

/** The attribute of the inert `<template>` that carries the status. */
export const STATUS_ATTRIBUTE = 'data-http-status';

/** The one status a page may ask for: not found. */
const MARKER = new RegExp(`<template ${STATUS_ATTRIBUTE}="404"></template>`);

/**
 * The status the document asks for, or undefined.
 * @param {string} html
 * @returns {404 | undefined}
 */
export function markedStatus(html) {
  return MARKER.test(html) ? 404 : undefined;
}
