/**
 * The header menus and the footer columns, computed from the content families: a new trade,
 * product, feature page or hardware page appears here by being added to its family.
 * Pages outside the families (company, legal) are the plain lists at the end: a new
 * top-level page gets its footer link there, in `companyLinks`.
 */
import type { FooterColumn, HeaderLink, NavItem, NavMenu } from '@/content/site';
import { industries, industryHref, type Industry } from '@/content/industries';
import { productHref, products, type Product } from '@/content/products';
import { customerPageList } from '@/content/customers';
import { hardwarePages } from '@/content/devices';
import { posNav } from '@/content/pages/point-of-sale';
import type { FeatureNav } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/lib/i18n/localize';

export type NavFamilies = {
  industries: readonly Industry[];
  products: readonly Product[];
  /** Feature pages that are not products: the point-of-sale page and the customer pages. */
  featurePages: readonly (FeatureNav & { path: string })[];
  hardwarePages: typeof hardwarePages;
};

export const navFamilies: NavFamilies = {
  industries,
  products,
  featurePages: [posNav, ...customerPageList.map(({ path, nav }) => ({ path, ...nav }))],
  hardwarePages,
};

/** The hardware overview leads the Hardware menu. */
const allHardware: NavItem = { title: 'All Hardware', description: 'Every device, side by side, to find the right fit.', href: '/hardware' };

/** The link most pages offer beside their demo button. */
export const contactSales = { label: 'Contact Sales', href: '/contact' } as const;

/** Company and policy pages: the footer's third column. */
export const companyLinks: FooterColumn['links'] = [
  { label: 'About Us', href: '/about' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Partnerships', href: '/partnerships' },
  { label: 'Blog', href: '/blogs' },
  { label: 'Resources', href: '/resources' },
  { label: 'Contact', href: '/contact' },
  { label: 'Terms and Conditions', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Cookie Policy', href: '/cookies' },
  { label: 'SMS Privacy Policy', href: '/privacy-phone-text' },
  { label: 'Accessibility', href: '/accessibility' },
];

/** Plain top-level links in the header and the mobile panel, beside the menus. */
export const headerLinks: readonly HeaderLink[] = [{ label: 'Pricing', href: '/pricing' }];

/** Every feature page of every family, in menu order. */
function featureEntries(families: NavFamilies) {
  return [
    ...families.featurePages,
    ...families.products.map((product) => ({ path: productHref(product), ...product.nav })),
  ].sort((a, b) => a.order - b.order);
}

export function buildMenus(families: NavFamilies = navFamilies): NavMenu[] {
  return [
    {
      id: 'business',
      label: 'Business Type',
      items: families.industries
        .filter((industry) => industry.menu.header)
        .map((industry) => ({ title: industry.name, description: industry.menu.description, href: industryHref(industry) })),
    },
    {
      id: 'features',
      label: 'Features',
      items: featureEntries(families).flatMap(({ label, description, path }) => (description ? [{ title: label, description, href: path }] : [])),
    },
    {
      id: 'hardware',
      label: 'Hardware',
      items: [allHardware, ...families.hardwarePages.map((card) => ({ title: card.name, description: card.menuDescription, href: card.link }))],
    },
  ];
}

export function buildFooterColumns(families: NavFamilies = navFamilies): FooterColumn[] {
  return [
    { title: 'Business Types', links: families.industries.map((industry) => ({ label: industry.name, href: industryHref(industry) })) },
    { title: 'Features', links: featureEntries(families).map(({ label, path }) => ({ label, href: path })) },
    { title: 'Company', links: companyLinks },
  ];
}

export const menus: readonly NavMenu[] = buildMenus();
export const footerColumns: readonly FooterColumn[] = buildFooterColumns();

/*
 * The lists as a reader of `locale` sees them. Until the families carry Spanish words
 * (content/es/*), Spanish pages get the English words with Spanish links.
 */
export function menusFor(locale: Locale): readonly NavMenu[] {
  return localize(menus, [], locale);
}

export function footerColumnsFor(locale: Locale): readonly FooterColumn[] {
  return localize(footerColumns, [], locale);
}

export function headerLinksFor(locale: Locale): readonly HeaderLink[] {
  return localize(headerLinks, [], locale);
}
