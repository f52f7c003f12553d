/**
 * The framework's chunks after the page's first seconds. Every menu, dialog and form works
 * from the HTML alone, so nothing a visitor does in those seconds needs them; what they cost
 * then is one long task (Next's start, 180-330 ms at CPU 4x) that a tap landing on it waits
 * for. The page boundary (lib/html/rewrite-page.mjs) replaces Next's `<script src async>` tags
 * (and its low-priority script preloads) by one inline loader that adds the same:
 *   - just after the visitor's first scroll, key or pointer movement (what they do next
 *     may need the script: a toast, a tab's arrow keys), once the frame that answers it is
 *     drawn (AFTER_INPUT_MS at the latest), or
 *   - AFTER_LOAD_MS after the load event, or
 *   - AT_LATEST_MS after the document started, if its load never ends (an image that hangs).
 * Every wait is a `scheduler.postTask` delay (setTimeout where that is missing): a clock a
 * test stops with Playwright's `page.clock` does not hold them.
 *
 * Plain JavaScript: `server.mjs` loads it without compiling anything.
 */

/** After the load event: the time before the framework starts, if no visitor acted first. */
export const AFTER_LOAD_MS = 1000;
/**
 * After a first interaction, at the latest: normally the chunks are added in a task of their
 * own once the frame that answers it has been drawn (inserting them took 50 ms at CPU 4x, in
 * which the tap's menu or dialog waited), but an animation frame never comes under a stopped
 * test clock.
 */
export const AFTER_INPUT_MS = 300;
/** From the document's start: the framework starts by then even if the page never loads. */
export const AT_LATEST_MS = 8000;

/**
 * The events that mean a visitor is here and acting. Not a tap's own events (touchstart,
 * pointerdown, nor the mousemove a browser makes of a tap): a listener there runs in the tap's
 * path, and cost its menu 25-40 ms at CPU 4x. A tap needs no script; the scroll that follows
 * it, a pointer moving or a key pressed brings the chunks.
 */
const INTERACTIONS = ['pointermove', 'keydown', 'wheel', 'scroll'];

/** An async chunk of Next's, as it writes them: `<script src="/_next/static/chunks/…js" async="">`. */
const CHUNK_TAG = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** A chunk Next asks the browser to fetch early for later (a lazy component's code), at low priority. */
const PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/**
 * The loader's source, for the chunks at `sources` and the low-priority preloads at
 * `preloads`. Small and written out by hand: it is sent in every page and its text is hashed
 * into the page's CSP.
 * @param {string[]} sources
 * @param {string[]} [preloads]
 */
export function loaderScript(sources, preloads = []) {
  return (
    `(()=>{const s=${JSON.stringify(sources)},p=${JSON.stringify(preloads)},e=${JSON.stringify(INTERACTIONS)},o={capture:!0,passive:!0};let d=0,q=0;` +
    'const later=(f,m)=>self.scheduler&&scheduler.postTask?scheduler.postTask(f,{delay:m,priority:"background"}):setTimeout(f,m);' +
    'const go=()=>{if(d)return;d=1;for(const n of e)removeEventListener(n,act,o);' +
    'for(const u of s){const t=document.createElement("script");t.src=u;t.async=!0;document.head.appendChild(t)}' +
    'for(const u of p){const l=document.createElement("link");l.rel="preload";l.as="script";l.fetchPriority="low";l.href=u;document.head.appendChild(l)}},' +
    `act=()=>{if(!q){q=1;requestAnimationFrame(()=>later(go,0));later(go,${AFTER_INPUT_MS})}};` +
    `for(const n of e)addEventListener(n,act,o);` +
    `if(document.readyState==="complete")later(go,${AFTER_LOAD_MS});else addEventListener("load",()=>later(go,${AFTER_LOAD_MS}));` +
    `later(go,Math.max(0,${AT_LATEST_MS}-performance.now()))})()`
  );
}

/** A loader tag as `deferChunks` writes it, with the two lists its text begins with. */
const LOADER_TAG = /<script data-chunk-loader="">(\(\(\)=>\{const s=(\[[^\]]*\]),p=(\[[^\]]*\]),[\s\S]*?)<\/script>/;
const CHUNK_PATH = /^\/_next\/static\/chunks\/[^"]+\.js$/;

/**
 * The loader a document already carries, when it passes the boundary a second time: a route
 * that answers with a page it fetched from this same server (services/booking/http.ts).
 * Trusted only if its text is exactly what `loaderScript` writes for the chunk paths it lists,
 * so a look-alike that adds a statement or another address stays unhashed.
 * @param {string} html
 * @returns {string | undefined}
 */
function ownLoaderIn(html) {
  const match = LOADER_TAG.exec(html);
  if (!match) return undefined;
  try {
    const [sources, preloads] = [JSON.parse(match[2]), JSON.parse(match[3])];
    const paths = [...sources, ...preloads];
    if (!paths.every((path) => typeof path === 'string' && CHUNK_PATH.test(path))) return undefined;
    return loaderScript(sources, preloads) === match[1] ? match[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The document with Next's async chunk tags replaced by the loader, where the first stood, and
 * its low-priority script preloads handed to the loader too, with the loader's text (the page
 * boundary allows it by that text). A document without chunk tags comes back as it was, with
 * the loader it already carries if the boundary wrote one (`ownLoaderIn`), or none (an error
 * page in plain markup).
 * @param {string} html
 * @returns {{ html: string, loader?: string }}
 */
export function deferChunks(html) {
  const sources = [...html.matchAll(CHUNK_TAG)].map((match) => match[1]);
  if (sources.length === 0) {
    const loader = ownLoaderIn(html);
    return loader ? { html, loader } : { html };
  }
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const loader = loaderScript(sources, preloads);
  let first = true;
  const deferred = html
    .replace(PRELOAD_TAG, '')
    .replace(CHUNK_TAG, () => {
      if (!first) return '';
      first = false;
      return `<script data-chunk-loader="">${loader}</script>`;
    });
  return { html: deferred, loader };
}
