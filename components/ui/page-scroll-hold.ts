/**
 * The page behind an open phone menu or modal dialog does not scroll: the root takes
 * `.page-scroll-held` (app/globals.css) while one is open. Script sets it, one frame after the
 * frame that draws what opened. A CSS `:has(:popover-open)` rule did it without script, but
 * in that very frame: it restyled and laid out the whole page, about 100 ms of a tap's first
 * 250 ms on a phone at CPU 4× (npm run taps). Without script the page behind still scrolls,
 * which is all it costs.
 */
const holders = new Set<Element>();

function apply() {
  document.documentElement.classList.toggle('page-scroll-held', holders.size > 0);
}

/** `holder` is open (`true`) or closed: the page scrolls again once nothing holds it. */
export function holdPageScroll(holder: Element, held: boolean) {
  if (!held) {
    holders.delete(holder);
    apply();
    return;
  }
  holders.add(holder);
  // After the next frame: a timer queued from an animation frame runs once that frame is drawn.
  requestAnimationFrame(() => setTimeout(apply, 0));
}
