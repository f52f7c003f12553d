/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildFooterColumns, buildMenus, footerColumns, menus, navFamilies, type NavFamilies } from '@/content/navigation';
import { buildPublicRoutes, publicRoutes } from '@/content/routes';
import { industries, industryHomeCards, industrySolutionCards } from '@/content/industries';
import { products } from '@/content/products';
import { hardwarePages } from '@/content/devices';
import { businessTypeOptions } from '@/content/trades';
import { routeEntries } from '@/seo/sitemap-entries';

/** Where one entry shows up in every list derived from the families. */
function listsFor(families: NavFamilies) {
  const routes = buildPublicRoutes(families);
  return {
    menu: buildMenus(families).flatMap((menu) => menu.items.map((item) => item.href)),
    footer: buildFooterColumns(families).flatMap((column) => column.links.map((link) => link.href)),
    routes: routes.map((route) => route.path),
    sitemap: routeEntries(routes).map((entry) => new URL(entry.url).pathname),
  };
}

describe('lists derived from the content families', () => {
  it('a ninth trade is one entry: menu, footer, route table and sitemap list it', () => {
    const fake = { ...industries[0]!, slug: 'pretzel-stands', name: 'Pretzel Stands' };
    const lists = listsFor({ ...navFamilies, industries: [...industries, fake] });
    for (const list of Object.values(lists)) expect(list).toContain('/business/pretzel-stands');
    expect(industryHomeCards([...industries, fake]).map((card) => card.href)).toContain('/business/pretzel-stands');
    expect(industrySolutionCards([...industries, fake]).map((card) => card.href)).toContain('/business/pretzel-stands');
  });

  it('a fifth product is one entry: Features menu, footer, route table and sitemap list it', () => {
    const fake = { ...products[0]!, slug: 'gift-cards', nav: { label: 'Gift Cards', description: 'Sell and redeem gift cards at every register.', order: 9 } };
    const lists = listsFor({ ...navFamilies, products: [...products, fake] });
    for (const list of Object.values(lists)) expect(list).toContain('/products/gift-cards');
  });

  it('a new feature page and a new hardware page are one entry each', () => {
    const page = { path: '/customers/gift-cards', label: 'Gift Cards', description: 'Sell and redeem gift cards everywhere.', order: 9 };
    const card = { ...hardwarePages[0]!, id: 'printer', name: 'Receipt Printer', link: '/hardware/printer', menuDescription: 'Kitchen and receipt printing.' };
    const lists = listsFor({ ...navFamilies, featurePages: [...navFamilies.featurePages, page], hardwarePages: [...hardwarePages, card] });
    for (const list of Object.values(lists)) expect(list).toContain('/customers/gift-cards');
    for (const list of [lists.menu, lists.routes, lists.sitemap]) expect(list).toContain('/hardware/printer');
  });

  it('keeps a trade with header: false out of the header menu but in the footer and the forms', () => {
    const business = menus.find((menu) => menu.id === 'business')!.items.map((item) => item.title);
    const footer = footerColumns.find((column) => column.title === 'Business Types')!.links.map((link) => link.label);
    expect(business).not.toContain('Ghost Kitchens');
    expect(footer).toEqual(industries.map((industry) => industry.name));
    expect(businessTypeOptions).toEqual([...footer, 'Other']);
  });
});

/** `app/business/[slug]/page.tsx` -> `/business/[slug]`; route groups and the blog's own routes aside. */
function appRoutes(dir = path.join(process.cwd(), 'app'), prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // A route group such as (en) or (es) adds nothing to the address.
    const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
    if (entry.isDirectory()) return appRoutes(path.join(dir, entry.name), `${prefix}${segment}`);
    return entry.name === 'page.tsx' ? [prefix || '/'] : [];
  });
}

const asPattern = (route: string) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);

describe('the route table and app/', () => {
  // Blog posts come from the blog source, device variants are served from their category
  // page's ?device= address, and experiment variants from their page's own address (proxy.ts
  // rewrites enrolled visitors onto them), the savings estimate from /pricing?sales=… (the
  // proxy again, content/savings-estimate.ts), /demo/book answers a booking posted without
  // script (app/api/booking/form), and /demo/reschedule and /demo/cancel are opened from the
  // links of a demo invitation (noindex, like /demo/book), and the team's room (/team, behind
  // sign-in, noindex) is no public page, nor the blog post's not-found page (proxy.ts answers an
  // unlisted post id with it); none is a route of its own in the table.
  const pages = appRoutes().filter(
    (route) =>
      !route.startsWith('/blog/') &&
      route !== '/blogs/post-not-found' &&
      !route.endsWith('/[device]') &&
      !route.includes('/experiment-variant/') &&
      !route.endsWith('/savings-estimate') &&
      !/\/demo\/(book|reschedule|cancel)$/.test(route) &&
      !/^\/team(\/|$)/.test(route),
  );
  const paths = publicRoutes.map((route) => route.path);

  it('lists every page of app/', () => {
    expect(pages.filter((page) => !paths.some((p) => asPattern(page).test(p)))).toEqual([]);
  });

  it('has no route without a page in app/', () => {
    for (const p of paths) expect(pages.some((page) => asPattern(page).test(p))).toBe(true);
  });
});
