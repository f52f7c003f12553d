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
export const companyLinks: (FooterColumn['links'][number] & { id: string })[] = [
  { id: 'about-us', label: 'About Us', href: '/about' },
  { id: 'pricing', label: 'Pricing', href: '/pricing' },
  { id: 'partnerships', label: 'Partnerships', href: '/partnerships' },
  { id: 'blog', label: 'Blog', href: blogPaths.index },
  { id: 'resources', label: 'Resources', href: '/resources' },
  { id: 'contact', label: 'Contact', href: '/contact' },
  { id: 'terms-conditions', label: 'Terms and Conditions', href: '/terms' },
  { id: 'privacy-policy', label: 'Privacy Policy', href: '/privacy' },
  { id: 'cookie-policy', label: 'Cookie Policy', href: '/cookies' },
  { id: 'sms-privacy', label: 'SMS Privacy Policy', href: '/privacy-phone-text' },
  { id: 'accessibility', label: 'Accessibility', href: '/accessibility' },
];

/** Plain top-level links in the header and the mobile panel, beside the menus. */
export const headerLinks: readonly (HeaderLink & { id: string })[] = [{ id: 'pricing', label: 'Pricing', href: '/pricing' }];

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
