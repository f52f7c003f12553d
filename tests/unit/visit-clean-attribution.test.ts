/** @jest-environment node */
import { cleanAttribution } from '@/lib/visit/clean-attribution';
import { attributionOf } from '@/lib/visit/attribution-params';

const locales = ['en', 'es'];

describe('the server’s copy of a lead’s attribution', () => {
  it('keeps good values as they are', () => {
    const params = {
      attr_landing: '/',
      attr_referrer: 'news.example',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'fall',
      utm_term: 'pos for bakeries',
      utm_content: 'header-link',
      attr_page: '/business/bakeries',
      attr_lang: 'es',
      attr_viewport: 'phone',
      attr_experiment: 'home-headline',
      attr_variant: 'same-day-money',
    };
    expect(cleanAttribution(params, locales)).toEqual(params);
    expect(attributionOf(params)).toEqual({
      landing: '/',
      referrer: 'news.example',
      source: 'news',
      medium: 'email',
      campaign: 'fall',
      term: 'pos for bakeries',
      content: 'header-link',
      page: '/business/bakeries',
      lang: 'es',
      viewport: 'phone',
      experiment: 'home-headline',
      variant: 'same-day-money',
    });
  });

  it.each([
    ['a path with a query string keeps the path', { attr_page: '/pricing?email=a@b.example' }, { attr_page: '/pricing' }],
    ['a full address is not a path', { attr_landing: 'https://evil.example/' }, {}],
    ['a protocol-relative address is not a path', { attr_landing: '//evil.example/' }, {}],
    ['a path over 200 characters', { attr_page: `/${'a'.repeat(200)}` }, {}],
    ['a referrer that is not a host', { attr_referrer: 'https://news.example/story' }, {}],
    ['a referrer host in capitals', { attr_referrer: 'News.Example' }, { attr_referrer: 'news.example' }],
    ['control characters in a campaign', { utm_campaign: 'fall\u0000\u001b[31m sale\r\n' }, { utm_campaign: 'fall [31m sale' }],
    ['a campaign value over 100 characters', { utm_source: 'x'.repeat(150) }, { utm_source: 'x'.repeat(100) }],
    ['an e-mail address as a campaign value', { utm_content: 'for ana@example.com' }, {}],
    ['a language the site does not have', { attr_lang: 'fr' }, {}],
    ['an unknown screen class', { attr_viewport: 'watch' }, {}],
    ['a number where text belongs', { utm_source: 42 }, {}],
    ['an experiment key that is not a slug', { attr_experiment: 'Home Headline', attr_variant: 'control' }, { attr_variant: 'control' }],
    ['a variant key over 64 characters', { attr_variant: 'a'.repeat(65) }, {}],
  ])('%s', (_label, params, expected) => {
    expect(cleanAttribution(params, locales)).toEqual(expected);
  });
});
