import { site, formatAddress } from '@/content/site';
import { menus } from '@/content/navigation';

describe('site configuration', () => {
  it('names the product and its owner', () => {
    expect(site.name).toBe('Ladle');
    expect(site.owner).toBe('Ladle Fintech LLC');
  });

  it('uses plainly fictional contact defaults', () => {
    for (const phone of [site.sales.phone, site.support.phone, site.support.messagingPhone]) {
      expect(phone.display).toMatch(/555-01\d\d/);
      expect(phone.e164).toMatch(/^\+1\d{10}$/);
    }
    for (const email of [site.sales.email, site.support.email]) expect(email).toMatch(/@[\w.-]+\.example$/);
    expect(formatAddress()).toMatch(/Hollywood, FL \d{5}$/);
  });

  it('has the three header menus with the hrefs of the spec', () => {
    const hrefs = Object.fromEntries(menus.map((m) => [m.label, m.items.map((i) => i.href)]));
    expect(hrefs).toEqual({
      'Business Type': [
        '/business/food-trucks',
        '/business/bakeries',
        '/business/coffee-shops',
        '/business/tea-shops',
        '/business/juice-bars',
        '/business/ice-cream-shops',
        '/business/quick-services',
      ],
      Features: [
        '/point-of-sale',
        '/products/payments',
        '/products/customers',
        '/customers/online-ordering',
        '/customers/notifications',
        '/products/staff',
        '/products/banking',
      ],
      Hardware: ['/hardware', '/hardware/handheld', '/hardware/terminal', '/hardware/kiosk', '/hardware/kitchen-display'],
    });
    for (const item of menus.flatMap((m) => m.items)) {
      expect(item.title.length).toBeGreaterThan(2);
      expect(item.description.length).toBeGreaterThan(20);
    }
  });

  it('lists the five social networks and an external Sign In root', () => {
    expect(site.social.map((s) => s.kind)).toEqual([
      'professional network',
      'social network',
      'photo sharing',
      'video',
      'forum community',
    ]);
    expect(new URL(site.external.signIn).pathname).toBe('/');
  });
});
