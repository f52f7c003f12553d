import { CONSENT_KEY, setConsent } from '@/lib/consent';
import {
  FIRST_TOUCH_KEY,
  FIRST_TOUCH_MAX_AGE_MS,
  attributionParams,
  consentChanged,
  resetVisitForTests,
  startVisit,
  touchOf,
} from '@/lib/visit/first-touch';
import { cleanAttribution } from '@/lib/visit/clean-attribution';

const DAY = 24 * 60 * 60 * 1000;
const campaignUrl = '/?utm_source=news&utm_medium=email&utm_campaign=fall&email=a@b.example&gclid=xyz';

/** A new page load at `path`: jsdom's address changes, the module's memory of the visit goes. */
function land(path: string) {
  window.history.replaceState(null, '', path);
  resetVisitForTests();
}

beforeEach(() => {
  window.localStorage.clear();
  land('/');
});

describe('what a visit records', () => {
  it('keeps the landing path, another site’s host and the utm_* values, nothing else from the address', () => {
    expect(touchOf('https://ladle.example/business/bakeries?utm_source=news&utm_term=croissant&email=a@b.example#menu', 'https://search.example/q?x=1')).toEqual({
      landing: '/business/bakeries',
      referrer: 'search.example',
      source: 'news',
      term: 'croissant',
    });
  });

  it('leaves out a referrer from the site itself', () => {
    expect(touchOf('https://ladle.example/pricing', 'https://ladle.example/')).toEqual({ landing: '/pricing' });
  });

  it('gives a lead the landing page, the page it was sent from, the language and the screen class', () => {
    land(campaignUrl);
    startVisit(false);
    window.history.pushState(null, '', '/business/bakeries'); // a client navigation: same visit
    const params = attributionParams({ page: window.location.pathname, lang: 'en' });
    expect(params).toEqual({
      attr_landing: '/',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'fall',
      attr_page: '/business/bakeries',
      attr_lang: 'en',
      attr_viewport: 'desktop', // jsdom's window is 1024 px wide
    });
    expect(JSON.stringify(params)).not.toContain('a@b.example');
  });

  it('gives a lead sent from a page in an experiment its experiment and variant, from the page’s meta tag', () => {
    land(campaignUrl);
    startVisit(false);
    const meta = document.createElement('meta');
    meta.name = 'ladle-experiment';
    meta.content = 'home-headline:same-day-money';
    document.head.append(meta);
    try {
      // Sent as the page says it; the server reads the two keys out of it, and drops what is not a key.
      const sent = attributionParams({ page: '/', lang: 'en' });
      expect(sent).toMatchObject({ attr_experiment: 'home-headline:same-day-money' });
      expect(cleanAttribution(sent, ['en', 'es'])).toMatchObject({ attr_experiment: 'home-headline', attr_variant: 'same-day-money' });
      meta.content = 'not a key:<b>';
      const bad = cleanAttribution(attributionParams({ page: '/', lang: 'en' }), ['en', 'es']);
      expect(bad).not.toHaveProperty('attr_experiment');
      expect(bad).not.toHaveProperty('attr_variant');
      meta.remove();
      expect(attributionParams({ page: '/', lang: 'en' })).not.toHaveProperty('attr_experiment');
    } finally {
      meta.remove();
    }
  });
});

describe('what is stored, by cookie choice', () => {
  it('stores nothing with no choice', () => {
    land(campaignUrl);
    startVisit(false);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('stores nothing after Decline, and a new visit has no first touch', () => {
    setConsent('declined');
    land(campaignUrl);
    startVisit(false);
    expect(Object.keys(window.localStorage)).toEqual([CONSENT_KEY]);
    land('/pricing');
    startVisit(false);
    expect(attributionParams({ page: '/pricing', lang: 'en' }).utm_source).toBeUndefined();
  });

  it('with Accept All, a later visit keeps the first touch until it is 90 days old', () => {
    const start = Date.UTC(2026, 10, 2);
    land(campaignUrl);
    startVisit(true, start);
    expect(JSON.parse(window.localStorage.getItem(FIRST_TOUCH_KEY)!)).toEqual({
      at: start,
      touch: { landing: '/', source: 'news', medium: 'email', campaign: 'fall' },
    });

    land('/pricing');
    startVisit(true, start + 30 * DAY);
    expect(attributionParams({ page: '/pricing', lang: 'en' })).toMatchObject({ attr_landing: '/', utm_source: 'news', utm_campaign: 'fall' });

    land('/pricing');
    startVisit(true, start + FIRST_TOUCH_MAX_AGE_MS);
    const later = attributionParams({ page: '/pricing', lang: 'en' });
    expect(later.utm_source).toBeUndefined();
    expect(later.attr_landing).toBe('/pricing');
  });

  it('accepting during the visit stores it; declining later forgets it', () => {
    land(campaignUrl);
    startVisit(false);
    consentChanged(true);
    expect(JSON.parse(window.localStorage.getItem(FIRST_TOUCH_KEY)!).touch.source).toBe('news');
    consentChanged(false);
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
  });

  it('a stored first touch is removed when the visitor is no longer accepting', () => {
    window.localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ at: Date.now(), touch: { source: 'old' } }));
    startVisit(false);
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
  });
});

describe('a browser that asks not to be tracked', () => {
  afterEach(() => {
    delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it('with Global Privacy Control, keeps no first touch even after Accept All and sends nothing with a lead', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    land(campaignUrl);
    startVisit(true);
    consentChanged(true);
    expect(window.localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    expect(attributionParams({ page: '/', lang: 'en' })).toEqual({});
  });
});
