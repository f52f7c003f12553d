'use client';

/**
 * The site's own sign that a page has hydrated: `<html data-hydrated>`, set once the page's
 * shell and every band of it (HydrationSlice) have hydrated, so that each button on the page
 * has its handler. The end-to-end fixtures (tests/e2e/fixtures.ts) wait for it, and `npm run
 * taps` reports when it comes, instead of reading React's internals. Set once per document; a page without JavaScript
 * never gets it.
 *
 * Each root layout renders one after the page, and each band one inside it: an inert
 * `<template data-hydration>` (nothing shown, nothing read). React attaches its ref when the
 * part holding it hydrates (the shell first, then each band in its own commit), which marks
 * it; the last one marked sets the page's mark. A ref, no hook: every page loads this module,
 * under a budget that has no room to spare (docs/performance.md).
 */
function marked(template: HTMLTemplateElement | null) {
  if (!template) return;
  template.dataset.hydrated = '';
  if (!document.querySelector('template[data-hydration]:not([data-hydrated])')) document.documentElement.dataset.hydrated = '';
}

export function HydrationMarker() {
  return <template data-hydration="" ref={marked} />;
}
