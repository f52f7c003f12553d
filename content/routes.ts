/**
 * Every public, pre-rendered route of the site. The sitemap, the accessibility sweep and
 * the Lighthouse audit all read this list. Family pages (trades, products, feature and
 * hardware pages) come from their families; a standalone page is added to `standalone`.
 * Blog posts are not listed: they come from the blog source.
 */
import { navFamilies, type NavFamilies } from '@/content/navigation';
import { industryHref } from '@/content/industries';
import { productHref } from '@/content/products';
import type { Locale } from '@/lib/i18n/locale';
import { hasSpanish, localizeHref } from '@/content/language-paths';
import { blogPaths } from '@/content/paths';
import { customerPageList } from '@/content/customers';

/** The POS tour draws its screens in markup, so its payload is long like a text's. */
const posTourPath = customerPageList.find((page) => page.id === 'posDemo')?.path;

export type PublicRoute = {
  path: string;
  /** The page's language; Spanish pages live at /es + the English path. */
  locale?: Locale;
  /** Whether the page carries a lead form (affects the JavaScript budget). */
  hasForm?: boolean;
  /**
   * One of the long texts whose RSC payload is mostly its own words (the terms, the home and
   * solutions pages, the POS tour's drawn screens): held to the 14 KB payload budget, not 12.
   */
  longText?: boolean;
};

const standalone = {
  lead: [
    { path: '/', hasForm: true, longText: true },
    { path: '/solutions', longText: true },
    { path: '/features' },
    { path: '/mwaa2025', hasForm: true },
    { path: '/about' },
    // The savings calculator is an island of the same weight as a form: held to that budget.
    { path: '/pricing', hasForm: true },
    { path: '/partnerships', hasForm: true },
    { path: '/contact', hasForm: true },
    { path: '/demo', hasForm: true },
    { path: '/business' },
  ],
  hardware: [{ path: '/hardware' }],
  tail: [
    { path: '/resources', hasForm: true },
    { path: '/terms', longText: true },
    { path: '/privacy' },
    { path: '/cookies' },
    { path: '/privacy-phone-text' },
    { path: '/accessibility' },
    { path: blogPaths.index },
  ],
} satisfies Record<string, PublicRoute[]>;

export function buildPublicRoutes(families: NavFamilies = navFamilies): PublicRoute[] {
  return [
    ...standalone.lead,
    ...families.industries.map((industry) => ({ path: industryHref(industry) })),
    ...standalone.hardware,
    ...families.hardwarePages.map((card) => ({ path: card.link })),
    ...families.products.map((product) => ({ path: productHref(product) })),
    ...families.featurePages.map((page) => ({ path: page.path, ...(page.path === posTourPath ? { longText: true } : {}) })),
    ...standalone.tail,
  ];
}

/** The English pages. */
export const englishRoutes: PublicRoute[] = buildPublicRoutes();

/** The Spanish twins: every English page but the blog and the legal texts (lib/i18n/paths.ts). */
export function spanishRoutesOf(routes: PublicRoute[]): PublicRoute[] {
  return routes.filter((route) => hasSpanish(route.path)).map((route) => ({ ...route, path: localizeHref(route.path, 'es'), locale: 'es' }));
}

export const spanishRoutes: PublicRoute[] = spanishRoutesOf(englishRoutes);

/** Every page in both languages: the sitemap, the accessibility sweep and the audits read this. */
export const publicRoutes: PublicRoute[] = [...englishRoutes, ...spanishRoutes];
