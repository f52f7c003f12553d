import { BUCKET_COOKIE, BUCKET_COOKIE_DAYS, bucketCookie } from '@/lib/experiments/assignment';
import { bucketCookieMaxAge, lastExperimentDay } from '@/lib/experiments/cookie-lifetime';
import { currentBucket, followConsent, syncBucketCookie } from '@/lib/experiments/enrollment';
import { setConsent } from '@/lib/consent';
import { FIRST_VIEW_PREFIX } from '@/lib/experiments/first-view';

const clearCookie = () => {
  document.cookie = `${BUCKET_COOKIE}=; Path=/; Max-Age=0`;
};

describe('the bucket cookie follows the cookie choice', () => {
  beforeEach(() => {
    clearCookie();
    window.localStorage.clear();
  });

  it('gives a visitor who accepts a bucket, once', () => {
    syncBucketCookie('accepted', { lastDay: '2099-12-31', refused: false, random: (array) => array.fill(1234) });
    expect(currentBucket()).toBe(1234);
    syncBucketCookie('accepted', { lastDay: '2099-12-31', refused: false, random: (array) => array.fill(42) });
    expect(currentBucket()).toBe(1234);
  });

  it('replaces a value that is not a bucket', () => {
    document.cookie = `${BUCKET_COOKIE}=abc; Path=/`;
    syncBucketCookie('accepted', { lastDay: '2099-12-31', refused: false, random: (array) => array.fill(7) });
    expect(currentBucket()).toBe(7);
  });

  it('sets nothing before a choice, and nothing under GPC or DNT', () => {
    // With an experiment ahead (lastDay): without one no bucket is set whatever the choice.
    syncBucketCookie(null, { lastDay: '2099-12-31', refused: false });
    expect(document.cookie).not.toContain(BUCKET_COOKIE);
    syncBucketCookie('accepted', { lastDay: '2099-12-31', refused: true });
    expect(document.cookie).not.toContain(BUCKET_COOKIE);
  });

  it('removes the bucket and the first-view marks on Decline, and when the browser refuses tracking', () => {
    window.localStorage.setItem('ladle-cookie-consent', 'declined');
    for (const refused of [false, true]) {
      syncBucketCookie('accepted', { lastDay: '2099-12-31', refused: false, random: (array) => array.fill(99) });
      window.localStorage.setItem(`${FIRST_VIEW_PREFIX}home-headline`, '1');
      syncBucketCookie(refused ? 'accepted' : 'declined', { refused });
      expect(currentBucket()).toBeNull();
      expect(window.localStorage.getItem(`${FIRST_VIEW_PREFIX}home-headline`)).toBeNull();
    }
    // Other keys are not the experiments' to remove.
    expect(window.localStorage.getItem('ladle-cookie-consent')).toBe('declined');
  });
});

describe('the bucket cookie’s lifetime', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('is until the end of the last experiment not ended, at most 90 days', () => {
    const experiments = [{ end: '2026-11-26' }, { end: '2026-12-31' }, { end: '2026-12-01' }];
    expect(lastExperimentDay(experiments, now)).toBe('2026-12-31');
    expect(bucketCookieMaxAge('2026-11-27', now)).toBe(12 * 3600);
    expect(bucketCookieMaxAge('2027-12-31', now)).toBe(BUCKET_COOKIE_DAYS * 86_400);
    expect(bucketCookie(5, { maxAgeSeconds: 10 ** 9 })).toContain(`Max-Age=${BUCKET_COOKIE_DAYS * 86_400};`);
  });

  it('is no cookie at all when no experiment is ahead', () => {
    expect(lastExperimentDay([{ end: '2026-11-26' }], now)).toBeUndefined();
    expect(bucketCookieMaxAge(undefined, now)).toBeNull();
    expect(bucketCookieMaxAge('2026-11-26', now)).toBeNull();
    clearCookie();
    syncBucketCookie('accepted', { refused: false, now });
    expect(currentBucket()).toBeNull();
  });
});

describe('followConsent, the enrollment the idle chunk starts', () => {
  it('sets the cookie for a stored Accept All, follows a later Decline, and counts a page reached by a client navigation once', () => {
    clearCookie();
    window.localStorage.clear();
    const sent: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => sent.push(body) });
    setConsent('accepted');
    followConsent('2099-12-31');
    expect(currentBucket()).not.toBeNull();
    expect(sent).toEqual([]);
    // A client navigation puts a variant page's meta tag in the head.
    const meta = document.createElement('meta');
    meta.name = 'ladle-experiment';
    meta.content = 'home-headline:control';
    document.head.append(meta);
    return Promise.resolve()
      .then(() => {
        expect(sent).toEqual(['{"type":"exposure","experiment":"home-headline:control"}']);
        setConsent('declined');
        expect(currentBucket()).toBeNull();
        expect(window.localStorage.getItem(`${FIRST_VIEW_PREFIX}home-headline`)).toBeNull();
      })
      .finally(() => meta.remove());
  });
});
