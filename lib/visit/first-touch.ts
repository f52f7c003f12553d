import { ATTRIBUTION_PARAMS, type Attribution } from './attribution-params';
import { trackingRefused } from './tracking-refused';
import { viewportClass } from './viewport-class';
import { pageExperimentContent } from '@/lib/experiments/page-meta';

/**
 * Where this visit came from, in the browser: the landing path, the referring site's host
 * and the campaign (utm_*) parameters of the first page of the visit, and nothing else
 * from its address, so an e-mail address in a campaign link is never kept.
 *
 * Kept in this module's memory for the visit (client navigations keep the module). Only
 * after Accept All is it also written to localStorage as the first touch, read back by
 * later visits for FIRST_TOUCH_MAX_AGE_MS; with Decline or no choice nothing is written,
 * and choosing Decline removes what was written. A browser that sends Global Privacy Control
 * or Do Not Track gets none of this: nothing stored, nothing sent with a lead.
 */

export const FIRST_TOUCH_KEY = 'ladle-first-touch';
/** How long the first touch is kept after Accept All (the policies and the banner say so). */
export const FIRST_TOUCH_DAYS = 90;
export const FIRST_TOUCH_MAX_AGE_MS = FIRST_TOUCH_DAYS * 24 * 60 * 60 * 1000;

const CAMPAIGN_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
type Touch = Pick<Attribution, 'landing' | 'referrer' | (typeof CAMPAIGN_FIELDS)[number]>;
type StoredTouch = { at: number; touch: Touch };

let visitTouch: Touch | null = null;

/** The touch an address and a referrer describe: path only, another site's host only. */
export function touchOf(href: string, referrer: string): Touch {
  const url = new URL(href);
  const touch: Touch = { landing: url.pathname };
  for (const field of CAMPAIGN_FIELDS) {
    const value = url.searchParams.get(ATTRIBUTION_PARAMS[field])?.trim();
    if (value) touch[field] = value;
  }
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && /^https?:$/.test(from.protocol) && from.host !== url.host) touch.referrer = from.host;
  } catch {
    // An unreadable referrer is no referrer.
  }
  return touch;
}

function readStored(now: number): Touch | null {
  try {
    const raw = window.localStorage.getItem(FIRST_TOUCH_KEY);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as Partial<StoredTouch>;
    const age = now - Number(stored.at);
    if (stored.touch && typeof stored.touch === 'object' && age >= 0 && age < FIRST_TOUCH_MAX_AGE_MS) return stored.touch;
    window.localStorage.removeItem(FIRST_TOUCH_KEY);
  } catch {
    forgetFirstTouch();
  }
  return null;
}

function store(touch: Touch, now: number) {
  try {
    window.localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ at: now, touch } satisfies StoredTouch));
  } catch {
    // Private modes may refuse storage; the visit still has its touch in memory.
  }
}

export function forgetFirstTouch() {
  try {
    window.localStorage.removeItem(FIRST_TOUCH_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/**
 * Called once per page load (the root layouts' island). With consent, a first touch younger
 * than 90 days wins over this visit's; otherwise this visit's touch is the one, and is
 * stored only with consent.
 */
export function startVisit(consented: boolean, now = Date.now()) {
  if (visitTouch) return;
  if (trackingRefused()) {
    forgetFirstTouch();
    visitTouch = {};
    return;
  }
  const current = touchOf(window.location.href, document.referrer);
  if (!consented) {
    forgetFirstTouch();
    visitTouch = current;
    return;
  }
  const first = readStored(now);
  visitTouch = first ?? current;
  if (!first) store(current, now);
}

/** The visitor changed their cookie choice during the visit. */
export function consentChanged(consented: boolean, now = Date.now()) {
  if (!consented || trackingRefused()) return forgetFirstTouch();
  if (visitTouch && !readStored(now)) store(visitTouch, now);
}

/**
 * The template params a lead carries about its visit: the touch, the page the form was sent
 * from, the page's language, the viewport class and, on a page in an experiment, the
 * experiment and the variant shown (the lead is that variant's conversion). Empty values are
 * left out.
 */
export function attributionParams({ page, lang }: { page: string; lang: string }): Record<string, string> {
  if (trackingRefused()) return {};
  const touch = visitTouch ?? touchOf(window.location.href, document.referrer);
  // The meta content as it stands, `<experiment>:<variant>`: the server splits and checks it
  // (lib/visit/clean-attribution.ts), so this first-load code stays small.
  const attribution: Attribution = { ...touch, page, lang, viewport: viewportClass(window.innerWidth), experiment: pageExperimentContent() };
  const params: Record<string, string> = {};
  for (const [field, value] of Object.entries(attribution) as [keyof Attribution, string | undefined][]) {
    if (value) params[ATTRIBUTION_PARAMS[field]] = value;
  }
  return params;
}

/** Only for tests: a new visit in the same document. */
export function resetVisitForTests() {
  visitTouch = null;
}
