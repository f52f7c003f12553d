import localFont from 'next/font/local';

/**
 * Geist, from the `geist` package, cut to the Latin characters the site uses
 * (`npm run font`): 33 KB instead of 69 KB for every first visit. It is preloaded, with
 * Arial-based fallback metrics.
 *
 * `optional`, not `swap`: a page is drawn in the font it starts with and never redrawn in
 * another. Chromium holds the first frame for a preloaded optional font for a moment, so it
 * draws Geist whenever the font comes with the document; one that comes later is kept for the
 * next page. With `swap`, where Arial is missing (Linux, Android: the fallback's metrics apply
 * to nothing) a font that arrived after the first paint moved everything under the text: the
 * home page's hero paragraph lost a line, a layout shift of 0.106 right after the paint, and
 * the Request Demo button rose 28 px under the thumb that had aimed at it, so that tap was lost
 * (`npm run taps`, docs/performance.md).
 */
export const geistSans = localFont({
  src: '../app/fonts/geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
  adjustFontFallback: 'Arial',
});
