/**
 * A page's own HTTP status, written into its HTML for the page boundary to send.
 *
 * Next can say "not found" only by `notFound()`, and when a page that is regenerated on
 * demand (a blog post published after the build) calls it, Next answers 404 with an empty
 * error shell: the not-found text is only in the RSC payload, so without JavaScript the page
 * is blank (vercel/next.js#95613). Such a page renders its not-found text as content instead,
 * with this marker; the boundary (lib/html/rewrite-page.mjs) sends it as a 404. A page that
 * refuses what its address asks (a link tampered with: 400; one already used: 409; one for
 * something gone: 410) says so the same way, with its words in the HTML; so does a team page
 * refusing a role (403) or too many sign-in attempts (429).
 *
 * Plain JavaScript: the boundary runs under Node as it is.
 */

/** The attribute of the inert `<template>` that carries the status. */
export const STATUS_ATTRIBUTE = 'data-http-status';

/** The statuses a page may ask for: client errors a page explains in words. Never a success or a server error. */
export const PAGE_STATUSES = /** @type {const} */ ([400, 403, 404, 409, 410, 429]);

const MARKER = new RegExp(`<template ${STATUS_ATTRIBUTE}="(\\d{3})"></template>`);

/**
 * The status the document asks for, or undefined.
 * @param {string} html
 * @returns {(typeof PAGE_STATUSES)[number] | undefined}
 */
export function markedStatus(html) {
  const status = Number(MARKER.exec(html)?.[1]);
  return PAGE_STATUSES.find((allowed) => allowed === status);
}
