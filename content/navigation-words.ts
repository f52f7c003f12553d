/**
 * The English words of the site's own lists (menu labels, footer column titles, company and
 * header links, the names breadcrumbs give pages the menus do not list). Kept apart from
 * content/navigation.ts so the Spanish words (content/es/navigation.ts) can pair with them
 * without an import cycle: navigation.ts reads both.
 */
import type { FooterColumn, HeaderLink, NavMenu } from '@/content/site';
import { blogPaths } from '@/content/paths';

export const navWords = {
  /** Header menu labels, by menu id. */
  menus: { business: 'Business Type', features: 'Features', hardware: 'Hardware' } satisfies Record<NavMenu['id'], string>,
  /** The hardware overview leads the Hardware menu. */
  allHardware: { title: 'All Hardware', description: 'Every device, side by side, to find the right fit.' },
  footer: { businessTypes: 'Business Types', features: 'Features', company: 'Company' },
};

/** Company and policy pages: the footer's third column. */
export const companyLinks: FooterColumn['links'] = [
  { label: 'About Us', href: '/about' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Partnerships', href: '/partnerships' },
  { label: 'Blog', href: blogPaths.index },
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

/**
 * What breadcrumbs call the home page and the pages neither the menus nor the footer list
 * (the English values are what the URL segment reads as).
 */
export const pageNames = {
  '/': 'Home',
  '/solutions': 'Solutions',
  '/features': 'Features',
  '/business': 'Business',
  '/mwaa2025': 'Mwaa2025',
};
