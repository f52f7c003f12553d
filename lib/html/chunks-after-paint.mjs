/**
 * Next writes a page's JavaScript chunks into the head as `<script src async>` tags. On a
 * phone they arrive and run while the first frames are drawn: module set-up and hydration
 * are long tasks, and a tap that lands in one waits for it (`npm run taps`). Every menu,
 * dialog and form works from the HTML alone, so nothing needs the chunks in the first
 * second: `chunksAfterPaint` asks for them once the page has loaded and its largest element
 * is on screen. The stylesheet, the font and the hero's image have the connection to
 * themselves, and the first taps reach a main thread with nothing to do.
 *
 * The chunk tags (and Next's preload of the first one) are replaced by one small inline
 * script, allowed by its hash like every inline script (lib/html/inline-scripts.mjs); the
 * chunks it adds are trusted through 'strict-dynamic'. The markup, the inline RSC payload
 * the chunks read and the order of the rest do not change. Idempotent: a rewritten page
 * has no chunk tags left.
 *
 * Plain JavaScript: the page boundary (lib/html/page-boundary.mjs) runs it in `server.mjs`.
 */

/** The marker on the inline loader, also how a test or a tool recognises a rewritten page. */
export const CHUNK_LOADER_ATTRIBUTE = 'data-chunks-after-paint';

/** The longest the chunks wait for the page to load and paint (a slow image must not hold them). */
export const CHUNKS_FALLBACK_MS = 3000;

/** Next's chunk tags: an async script from /_next/static/, nothing inside. */
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

/** Next's preload of the first framework chunk, which would fetch it before the paint anyway. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/**
 * The inline loader, small (every page carries it), in the JavaScript of any browser that
 * runs the chunks. The addresses are paths, as Next wrote them: Turbopack's runtime knows
 * its chunks by that path. Scripts a script creates run without blocking anything, in
 * whatever order they arrive, as Next's async tags did. One is added per task: starting a
 * request costs the main thread a few milliseconds, and nine in one task made a task of
 * 19 to 36 ms in traces of /es/business/bakeries.
 *
 * When: once the `load` event has fired (document, stylesheet, font and the images above the
 * fold in) and two frames have followed, and once the browser has reported a largest
 * contentful paint, which it does when that frame is on screen: the first paint is often the
 * header alone, and with software rasterisation a frame reaches the screen well after it is
 * drawn. Browsers that report no largest paint (Safari) skip that condition; a hidden tab
 * draws no frames, so there the chunks load at once; in any case they load after
 * CHUNKS_FALLBACK_MS.
 * @param {string[]} sources
 */
function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script ${CHUNK_LOADER_ATTRIBUTE}="">(function(D,W,s){var d,l,P=W.PerformanceObserver,` +
    `p=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0);` +
    `function go(){if(!d){d=1;add(0)}}` +
    `function add(i){if(s.length>i){var e=D.createElement("script");e.src=s[i];D.head.appendChild(e);setTimeout(add,0,i+1)}}` +
    `function ready(){p&&l&&go()}` +
    `p||new P(function(){p=1;ready()}).observe({type:"largest-contentful-paint",buffered:true});` +
    `function loaded(){if(D.hidden)go();else W.requestAnimationFrame(function(){W.requestAnimationFrame(function(){setTimeout(function(){l=1;ready()})})})}` +
    `D.readyState=="complete"?loaded():W.addEventListener("load",loaded);` +
    `setTimeout(go,${CHUNKS_FALLBACK_MS})})(document,window,${list})</script>`
  );
}

/**
 * The chunks a rewritten page's loader requests, in order (empty for any other page).
 * @param {string} html
 * @returns {string[]}
 */
export function deferredChunks(html) {
  const loader = new RegExp(`<script ${CHUNK_LOADER_ATTRIBUTE}="">[^<]*\\(document,window,(\\[[^\\]]*\\])\\)<\\/script>`).exec(html);
  return loader ? JSON.parse(loader[1]) : [];
}

/**
 * The HTML with its chunk tags replaced by one loader that requests them after the largest paint.
 * @param {string} html
 */
export function chunksAfterPaint(html) {
  const sources = [...new Set(Array.from(html.matchAll(CHUNK_TAG), (match) => match[1]))];
  if (sources.length === 0) return html;
  // The loader takes the place of the first chunk tag, in the head; the other tags go.
  let first = true;
  return html.replace(CHUNK_PRELOAD, '').replace(CHUNK_TAG, () => {
    const replacement = first ? loaderScript(sources) : '';
    first = false;
    return replacement;
  });
}
