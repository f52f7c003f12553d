'use client';

import { useEffect, useRef } from 'react';

/**
 * The site's own sign that a page has hydrated: `<html data-hydrated>`, set once the page's
 * shell and every band of it (HydrationSlice) have hydrated, so that each button on the page
 * has its handler. The end-to-end fixtures (tests/e2e/fixtures.ts) and `npm run taps` wait for
 * it instead of reading React's internals. Set once per document; a page without
 * JavaScript never gets it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Each band's mark in the HTML: "" as the server writes it, "hydrated" once the band has. */
const SLICE_ATTRIBUTE = 'data-hydration-slice';

let shellHydrated = false;

function markWhenAllHydrated() {
  if (!shellHydrated || document.querySelector(`template[${SLICE_ATTRIBUTE}=""]`)) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * In each root layout, after the page. Its effect runs when the shell's hydration commits; the
 * bands hydrate after it, each in its own commit, and the last one sets the mark.
 */
export function HydrationMarker() {
  useEffect(() => {
    shellHydrated = true;
    markWhenAllHydrated();
  }, []);
  return null;
}

/** Inside each HydrationSlice: an inert `<template>` (nothing shown, nothing read) that says when its band has hydrated. */
export function SliceMarker() {
  const mark = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    mark.current?.setAttribute(SLICE_ATTRIBUTE, 'hydrated');
    markWhenAllHydrated();
  }, []);
  return <template ref={mark} data-hydration-slice="" />;
}
