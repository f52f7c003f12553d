/**
 * Every public, pre-rendered route of the site. The sitemap, the accessibility sweep and
 * the Lighthouse audit all read this list, so a new page is added here once.
 * Blog posts are not listed: they come from the blog source.
 */
export type PublicRoute = {
  path: string;
  /** Whether the page carries a lead form (affects the JavaScript budget). */
  hasForm?: boolean;
};

export const publicRoutes: PublicRoute[] = [
  { path: '/', hasForm: true },
  { path: '/solutions' },
  { path: '/features' },
  { path: '/point-of-sale' },
  { path: '/mwaa2025', hasForm: true },
  { path: '/about' },
  { path: '/pricing', hasForm: true }, // the savings calculator: held to the form-page budget
  { path: '/partnerships', hasForm: true },
  { path: '/contact', hasForm: true },
  { path: '/business' },
  { path: '/business/coffee-shops' },
  { path: '/business/quick-services' },
  { path: '/business/food-trucks' },
  { path: '/business/bakeries' },
  { path: '/business/ghost-kitchens' },
  { path: '/business/tea-shops' },
  { path: '/business/juice-bars' },
  { path: '/business/ice-cream-shops' },
  { path: '/hardware' },
  { path: '/hardware/handheld' },
  { path: '/hardware/terminal' },
  { path: '/hardware/kiosk' },
  { path: '/hardware/kitchen-display' },
  { path: '/products/payments' },
  { path: '/products/customers' },
  { path: '/products/staff' },
  { path: '/products/banking' },
  { path: '/customers/online-ordering' },
  { path: '/customers/notifications' },
  { path: '/customers/pos-demo' },
  { path: '/resources', hasForm: true },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/cookies' },
  { path: '/privacy-phone-text' },
  { path: '/accessibility' },
  { path: '/blogs' },
];
