'use client';

import { useEffect, useRef } from 'react';

/**
 * The site's own sign that a page has hydrated: `<html data-hydrated>`, set once the page's
 * shell and every band of it (HydrationSlice) have hydrated, so that each button on the page
 * has its handler. The end-to-end fixtures (tests/e2e/fixtures.ts) and `npm run taps` wait for
 * it instead of reading React's internals. Set once per document; a page without JavaScript
 * never gets it.
 *
 * Rendered twice over: once in each root layout, after the page, where its effect runs when
 * the shell's hydration commits; and with `slice` inside each band, as an inert `<template>`
 * (nothing shown, nothing read) whose mark turns from "" to "1" when that band has hydrated,
 * each in its own commit after the shell. The last of them sets the page's mark. One small
 * component for both: every page loads it (docs/performance.md, budgets).
 */
let shellHydrated = false;

export function HydrationMarker({ slice }: { slice?: boolean }) {
  const mark = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    if (mark.current) mark.current.dataset.hydrationSlice = '1';
    else shellHydrated = true;
    if (shellHydrated && !document.querySelector('template[data-hydration-slice=""]')) document.documentElement.dataset.hydrated = '';
  }, []);
  return slice ? <template ref={mark} data-hydration-slice="" /> : null;
}
