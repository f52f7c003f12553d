/**
 * The header menus and the footer columns, computed from the content families: a new trade,
 * product, feature page or hardware page appears here by being added to its family.
 * Pages outside the families (company, legal) are the plain lists of
 * content/navigation-words.ts: a new top-level page gets its footer link there, in `companyLinks`.
 * Spanish readers get the same lists built from the families' Spanish words (content/es/*)
 * and the frame's Spanish words (content/es/navigation.ts), with every link at its /es twin;
 * links to pages that exist in English only keep their English address and say so.
 */
import type { FooterColumn, HeaderLink, NavItem, NavMenu } from '@/content/site';
import { industries, industryHref, type Industry } from '@/content/industries';
import { productHref, products, type Product } from '@/content/products';
import { customerPageList } from '@/content/customers';
import { hardwarePages } from '@/content/devices';
import { posNav } from '@/content/pages/point-of-sale';
import type { FeatureNav } from '@/content/schema';
import { companyLinks, headerLinks as headerLinkWords, navWords } from '@/content/navigation-words';
import { chrome } from '@/content/chrome';
import { industriesFor } from '@/content/es/industries';
import { productsFor } from '@/content/es/products';
import { customerPageListFor } from '@/content/es/customers';
import { hardwarePagesFor } from '@/content/es/devices';
import { posNavFor } from '@/content/es/point-of-sale';
import { companyLinksEs, headerLinksEs, navWordsEs } from '@/content/es/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { hasSpanish, localize, localizeHref } from '@/content/language-paths';

export { companyLinks } from '@/content/navigation-words';

/** The header links as the nav shows them: the ids their Spanish words are keyed by stay in navigation-words.ts, out of the page's props. */
export const headerLinks: readonly HeaderLink[] = headerLinkWords.map(({ label, href }) => ({ label, href }));

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

/** The families as a reader of `locale` sees them (their words, through content/es/*). */
export function navFamiliesFor(locale: Locale): NavFamilies {
  if (locale === 'en') return navFamilies;
  return {
    industries: industriesFor(locale),
    products: productsFor(locale),
    featurePages: [posNavFor(locale), ...customerPageListFor(locale).map(({ path, nav }) => ({ path, ...nav }))],
    hardwarePages: hardwarePagesFor(locale),
  };
}

/** The link most pages offer beside their demo button. */
export const contactSales = { label: 'Contact Sales', href: '/contact' } as const;

/** The same link for a reader of `locale`: "Hablar con ventas", /es/contact. */
export function contactSalesFor(locale: Locale): { label: string; href: string } {
  if (locale === 'en') return contactSales;
  return { label: chrome[locale].contactSales, href: localizeHref(contactSales.href, locale) };
}

/** Every feature page of every family, in menu order. */
function featureEntries(families: NavFamilies) {
  return [
    ...families.featurePages,
    ...families.products.map((product) => ({ path: productHref(product), ...product.nav })),
  ].sort((a, b) => a.order - b.order);
}

function wordsFor(locale: Locale) {
  return localize(navWords, navWordsEs, locale);
}

/** A link for a reader of `locale`: its twin's address, or the English page labelled as English. */
function linkFor(link: { label: string; href: string }, locale: Locale) {
  const href = localizeHref(link.href, locale);
  if (locale === 'en' || hasSpanish(href.split(/[?#]/)[0]!)) return { label: link.label, href };
  return { label: chrome[locale].inEnglish(link.label), href };
}

/** The three header menus; `locale` picks the words, the families give the items (pass them already localized). */
export function buildMenus(families: NavFamilies = navFamilies, locale: Locale = 'en'): NavMenu[] {
  const words = wordsFor(locale);
  const href = (path: string) => localizeHref(path, locale);
  return [
    {
      id: 'business',
      label: words.menus.business,
      items: families.industries
        .filter((industry) => industry.menu.header)
        .map((industry) => ({ title: industry.name, description: industry.menu.description, href: href(industryHref(industry)) })),
    },
    {
      id: 'features',
      label: words.menus.features,
      items: featureEntries(families).flatMap(({ label, description, path }) => (description ? [{ title: label, description, href: href(path) }] : [])),
    },
    {
      id: 'hardware',
      label: words.menus.hardware,
      items: [
        { ...words.allHardware, href: href('/hardware') } satisfies NavItem,
        ...families.hardwarePages.map((card) => ({ title: card.name, description: card.menuDescription, href: href(card.link) })),
      ],
    },
  ];
}

export function buildFooterColumns(families: NavFamilies = navFamilies, locale: Locale = 'en'): FooterColumn[] {
  const words = wordsFor(locale);
  const company = localize(companyLinks, companyLinksEs, locale).map((link) => linkFor(link, locale));
  return [
    {
      title: words.footer.businessTypes,
      links: families.industries.map((industry) => ({ label: industry.name, href: localizeHref(industryHref(industry), locale) })),
    },
    { title: words.footer.features, links: featureEntries(families).map(({ label, path }) => ({ label, href: localizeHref(path, locale) })) },
    { title: words.footer.company, links: company },
  ];
}

export const menus: readonly NavMenu[] = buildMenus();
export const footerColumns: readonly FooterColumn[] = buildFooterColumns();

/*
 * The lists as a reader of `locale` sees them. The Spanish ones are built on first use (not
 * at import), so a content module that reads the navigation never meets a half-loaded one.
 */
const built: Partial<Record<Locale, { menus: readonly NavMenu[]; footer: readonly FooterColumn[]; links: readonly HeaderLink[] }>> = {};

function listsFor(locale: Locale) {
  if (locale === 'en') return { menus, footer: footerColumns, links: headerLinks };
  return (built[locale] ??= (() => {
    const families = navFamiliesFor(locale);
    return {
      menus: buildMenus(families, locale),
      footer: buildFooterColumns(families, locale),
      links: localize(headerLinkWords, headerLinksEs, locale).map((link) => linkFor(link, locale)),
    };
  })());
}

export function menusFor(locale: Locale): readonly NavMenu[] {
  return listsFor(locale).menus;
}

export function footerColumnsFor(locale: Locale): readonly FooterColumn[] {
  return listsFor(locale).footer;
}

export function headerLinksFor(locale: Locale): readonly HeaderLink[] {
  return listsFor(locale).links;
}
