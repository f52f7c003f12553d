import { parseCookie } from 'cookie';
import { getConsent, onConsentChange, type ConsentChoice } from '@/lib/consent';
import { trackingRefused } from '@/lib/visit/tracking-refused';
import { sendInsight } from '@/lib/insights/beacon';
import { pageExperiment } from './page-experiment';
import { FIRST_VIEW_PREFIX } from './first-view';
import { bucketCookieMaxAge } from './cookie-lifetime';
import { BUCKET_COOKIE, bucketCookie, expiredBucketCookie, newBucket, parseBucket } from './assignment';

/**
 * The browser's half of enrollment: the bucket cookie follows the cookie choice, which lives in
 * localStorage (lib/consent.ts) where the server cannot see it. After Accept All a visitor
 * without a valid bucket gets one; Decline, or a browser sending Global Privacy Control or Do
 * Not Track, removes it (and the first-view marks, ./first-view.ts), so the server shows the
 * control from the next page on. Nothing else is written. Loaded once the page is idle
 * (lib/insights/after-load.ts), never in a browser that refuses tracking.
 *
 * It also counts the visitor as enrolled, with no identifier: on the browser's first view of a
 * page in an experiment after Accept All (the proxy served a variant: the page has the
 * `ladle-experiment` meta tag), one `exposure` beacon per experiment, remembered by a
 * localStorage mark. Here rather than in the view beacon, whose inline script is in every page.
 */

/** The bucket cookie's value as the browser holds it, or null. */
export function currentBucket(cookies: string = document.cookie): number | null {
  return parseBucket(parseCookie(cookies)[BUCKET_COOKIE]);
}

const hasBucketCookie = (cookies: string) => parseCookie(cookies)[BUCKET_COOKIE] !== undefined;

type SyncOptions = {
  /** The last day of the experiments not ended yet (./cookie-lifetime.ts, rendered by the server); none: no bucket is needed. */
  lastDay?: string;
  refused?: boolean;
  random?: (array: Uint32Array) => Uint32Array;
  now?: number;
};

/**
 * Brings the bucket cookie in line with `choice`; a null choice (not asked yet) changes nothing.
 * A new bucket lives until the end of `lastDay`, at most BUCKET_COOKIE_DAYS.
 */
export function syncBucketCookie(choice: ConsentChoice | null, { lastDay, refused = trackingRefused(), random, now = Date.now() }: SyncOptions = {}): void {
  // Secure on https only, so the cookie also works on the http://localhost development server.
  const secure = window.location.protocol === 'https:';
  if (choice === 'accepted' && !refused) {
    const maxAgeSeconds = bucketCookieMaxAge(lastDay, now);
    if (maxAgeSeconds !== null && currentBucket() === null) document.cookie = bucketCookie(newBucket(random), { secure, maxAgeSeconds });
    reportExposure();
    return;
  }
  if (choice === 'declined' || refused) {
    if (hasBucketCookie(document.cookie)) document.cookie = expiredBucketCookie({ secure });
    forgetFirstViews();
  }
}

let following = false;

/**
 * What lib/insights/after-load.ts runs (later calls do nothing): the
 * cookie follows the choice now, at every later choice, and on every page of a client
 * navigation, whose new head may hold an experiment's meta tag (its exposure). `lastDay` as
 * for syncBucketCookie.
 */
export function followConsent(lastDay: string | undefined): void {
  if (following) return;
  following = true;
  const sync = () => syncBucketCookie(getConsent(), { lastDay });
  sync();
  onConsentChange(sync);
  new MutationObserver(sync).observe(document.head, { childList: true, subtree: true });
}

/**
 * Sends the exposure of the page's experiment unless this browser has already been counted in it.
 * Without storage (a private mode refusing it) nothing is sent: the visitor cannot be counted once.
 */
export function reportExposure(doc: Document = document, storage: Storage | undefined = safeStorage()): void {
  const shown = pageExperiment(doc);
  if (!shown || !storage) return;
  const mark = FIRST_VIEW_PREFIX + shown.experiment;
  try {
    if (storage.getItem(mark)) return;
    storage.setItem(mark, '1');
  } catch {
    return;
  }
  sendInsight({ type: 'exposure', experiment: `${shown.experiment}:${shown.variant}` });
}

export function forgetFirstViews(storage: Storage | undefined = safeStorage()): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => !!key?.startsWith(FIRST_VIEW_PREFIX));
  for (const key of keys) storage.removeItem(key);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
