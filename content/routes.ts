/**
 * Every public, pre-rendered route of the site. The sitemap, the accessibility sweep and
 * the Lighthouse audit all read this list. Family pages (trades, products, feature and
 * hardware pages) come from their families; a standalone page is added to `standalone`.
 * Blog posts are not listed: they come from the blog source.
 */
import { navFamilies, type NavFamilies } from '@/content/navigation';
import { industryHref } from '@/content/industries';
import { productHref } from '@/content/products';

export type PublicRoute = {
  path: string;
  /** Whether the page carries a lead form (affects the JavaScript budget). */
  hasForm?: boolean;
};

const standalone = {
  lead: [
    { path: '/', hasForm: true },
    { path: '/solutions' },
    { path: '/features' },
    { path: '/mwaa2025', hasForm: true },
    { path: '/about' },
    { path: '/pricing', hasForm: true }, // the savings calculator: held to the form-page budget
    { path: '/partnerships', hasForm: true },
    { path: '/contact', hasForm: true },
    { path: '/business' },
  ],
  hardware: [{ path: '/hardware' }],
  tail: [
    { path: '/resources', hasForm: true },
    { path: '/terms' },
    { path: '/privacy' },
    { path: '/cookies' },
    { path: '/privacy-phone-text' },
    { path: '/accessibility' },
    { path: '/blogs' },
  ],
} satisfies Record<string, PublicRoute[]>;

export function buildPublicRoutes(families: NavFamilies = navFamilies): PublicRoute[] {
  return [
    ...standalone.lead,
    ...families.industries.map((industry) => ({ path: industryHref(industry) })),
    ...standalone.hardware,
    ...families.hardwarePages.map((card) => ({ path: card.link })),
    ...families.products.map((product) => ({ path: productHref(product) })),
    ...families.featurePages.map((page) => ({ path: page.path })),
    ...standalone.tail,
  ];
}

export const publicRoutes: PublicRoute[] = buildPublicRoutes();
