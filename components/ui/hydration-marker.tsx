'use client';

import { useEffect, useRef } from 'react';

/**
 * The site's own sign that a page has hydrated: `<html data-hydrated>`, set once the page's
 * shell and every band of it (HydrationSlice) have hydrated and their effects have run, so that
 * each button on the page has its handler and each island its listeners, attributes and timers
 * (the lead dialogs' `closedby="any"` and command listener, the menus, the cookie banner's
 * delay). The end-to-end fixtures (tests/e2e/fixtures.ts) wait for it, and `npm run taps`
 * reports when it comes, instead of reading React's internals. Set once per document; a page
 * without JavaScript never gets it.
 *
 * The document (components/layout/site-document.tsx) renders one as the body's last child,
 * and each band one as its own last child: an inert `<template data-hydration>` (nothing
 * shown, nothing read). It marks itself in a passive effect, which React runs after those of
 * every part before it in the same commit (children before their parent, siblings in order):
 * the shell's commit first, then each band's. A ref would run earlier, in the commit itself,
 * before any of the effects. The last one marked sets the page's mark.
 */
export function HydrationMarker() {
  const ref = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    ref.current!.dataset.hydrated = '';
    if (!document.querySelector('template[data-hydration]:not([data-hydrated])')) document.documentElement.dataset.hydrated = '';
  }, []);
  return <template data-hydration="" ref={ref} />;
}
