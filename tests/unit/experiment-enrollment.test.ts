import { BUCKET_COOKIE } from '@/lib/experiments/assignment';
import { currentBucket, syncBucketCookie } from '@/lib/experiments/enrollment';
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
    syncBucketCookie('accepted', { refused: false, random: (array) => array.fill(1234) });
    expect(currentBucket()).toBe(1234);
    syncBucketCookie('accepted', { refused: false, random: (array) => array.fill(42) });
    expect(currentBucket()).toBe(1234);
  });

  it('replaces a value that is not a bucket', () => {
    document.cookie = `${BUCKET_COOKIE}=abc; Path=/`;
    syncBucketCookie('accepted', { refused: false, random: (array) => array.fill(7) });
    expect(currentBucket()).toBe(7);
  });

  it('sets nothing before a choice, and nothing under GPC or DNT', () => {
    syncBucketCookie(null, { refused: false });
    expect(document.cookie).not.toContain(BUCKET_COOKIE);
    syncBucketCookie('accepted', { refused: true });
    expect(document.cookie).not.toContain(BUCKET_COOKIE);
  });

  it('removes the bucket and the first-view marks on Decline, and when the browser refuses tracking', () => {
    window.localStorage.setItem('ladle-cookie-consent', 'declined');
    for (const refused of [false, true]) {
      syncBucketCookie('accepted', { refused: false, random: (array) => array.fill(99) });
      window.localStorage.setItem(`${FIRST_VIEW_PREFIX}home-headline`, '1');
      syncBucketCookie(refused ? 'accepted' : 'declined', { refused });
      expect(currentBucket()).toBeNull();
      expect(window.localStorage.getItem(`${FIRST_VIEW_PREFIX}home-headline`)).toBeNull();
    }
    // Other keys are not the experiments' to remove.
    expect(window.localStorage.getItem('ladle-cookie-consent')).toBe('declined');
  });
});
