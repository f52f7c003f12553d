/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { NOT_FOUND_LOCALE_HEADER } from '@/lib/i18n/locale';

/** Where the proxy sends a request: the rewrite target path, or null when it lets it through. */
async function target(url: string) {
  const response = await proxy(new NextRequest(new URL(url, 'http://localhost')));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

describe('proxy: query-parameter device pages onto pre-rendered variants', () => {
  it.each([
    ['/hardware/terminal?device=VP3300', '/hardware/terminal/vp3300'],
    ['/hardware/terminal?device=vp3300', '/hardware/terminal/vp3300'],
    ['/hardware/terminal?device=VP550E', '/hardware/terminal/vp550e'],
    ['/hardware/terminal?device=VP550', '/hardware/terminal/vp550'],
    ['/hardware/kiosk?device=Kitchen%20Display%20System', '/hardware/kiosk/kitchen-display-system'],
    ['/hardware/kiosk?device=kitchen+display+system', '/hardware/kiosk/kitchen-display-system'],
    ['/hardware/handheld?device=VP400', '/hardware/handheld/vp400'],
  ])('%s is served from %s', async (url, path) => {
    expect(await target(url)).toBe(path);
  });

  it.each([
    '/hardware/terminal',
    '/hardware/terminal?device=POS%20Terminal',
    '/hardware/terminal?device=POS+Terminal',
    '/hardware/terminal?device=unknown',
    '/hardware/kiosk?device=Self-Service%20Kiosk',
    '/hardware/handheld?device=VP3300',
  ])('%s falls through to the page default', async (url) => {
    expect(await target(url)).toBeNull();
  });
});

describe('proxy: blog addresses lose their query string', () => {
  /** Status and target (path and query) of a redirect, or null when the request passes through. */
  async function redirectOf(url: string) {
    const response = await proxy(new NextRequest(new URL(url, 'http://localhost')));
    const location = response.headers.get('location');
    return location ? `${response.status} ${new URL(location).pathname}${new URL(location).search}` : null;
  }

  it.each([
    ['/blogs?p1=xxxx&p2=yyyy', '/blogs'],
    ['/blog/choosing-a-food-truck-pos?utm_source=newsletter', '/blog/choosing-a-food-truck-pos'],
    ['/blogs?_rsc=1x2y3&p1=xxxx', '/blogs?_rsc=1x2y3'],
  ])('%s is sent to %s', async (url, bare) => {
    expect(await redirectOf(url)).toBe(`308 ${bare}`);
  });

  it.each(['/blogs', '/blog/choosing-a-food-truck-pos', '/blogs?_rsc=1x2y3'])('%s without a visitor query passes through untouched', async (url) => {
    expect(await redirectOf(url)).toBeNull();
  });
});

describe('proxy: the pricing page with a calculator query is the estimate, rendered per request', () => {
  /** The rewrite target, path and query, or null when the request passes through. */
  async function rewrittenTo(url: string) {
    const rewrite = (await proxy(new NextRequest(new URL(url, 'http://localhost')))).headers.get('x-middleware-rewrite');
    return rewrite ? `${new URL(rewrite).pathname}${new URL(rewrite).search}` : null;
  }

  it.each([
    ['/pricing?sales=50000&ticket=25', '/savings-estimate?sales=50000&ticket=25'],
    ['/pricing?fee=0.10', '/savings-estimate?fee=0.10'],
    ['/pricing/?rate=3', '/savings-estimate?rate=3'],
    ['/es/pricing?sales=1&utm_source=mail', '/es/savings-estimate?sales=1&utm_source=mail'],
  ])('%s is rendered at %s', async (url, to) => {
    expect(await rewrittenTo(url)).toBe(to);
  });

  it.each(['/pricing', '/pricing?utm_source=mail', '/es/pricing', '/es/pricing?salesx=1', '/about?sales=1'])('%s is the pre-rendered page', async (url) => {
    expect(await rewrittenTo(url)).toBeNull();
  });

  it.each([
    ['/savings-estimate?sales=1', '/savings-estimate/-', null],
    ['/es/savings-estimate/', '/es/savings-estimate/-', 'es'],
  ])('a direct request for %s is sent to %s, which has no page (the 404)', async (url, to, locale) => {
    const response = await proxy(new NextRequest(new URL(url, 'http://localhost')));
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(to);
    expect(response.headers.get(`x-middleware-request-${NOT_FOUND_LOCALE_HEADER}`)).toBe(locale);
  });

  it("the matcher (Next reads it statically) covers the pricing page and the estimate address", () => {
    expect(config.matcher).toEqual(expect.arrayContaining(['/pricing', '/savings-estimate', '/es/:path*']));
  });
});

describe('proxy: blog post addresses that cannot name a post', () => {
  // Refused before the list is read: these tests have no page cache, so a lookup would let them through.
  it.each(['/blog/caf%C3%A9', '/blog/a..b', '/blog/x.json', '/blog/%ZZ', '/blog/a%2Fb', '/blog/a/b', `/blog/${'a'.repeat(129)}`])(
    '%s is answered with the built not-found page, kept by no shared cache',
    async (url) => {
      const response = await proxy(new NextRequest(new URL(url, 'http://localhost')));
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/blogs/post-not-found');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});
