/**
 * The three viewport classes the site's insights group visits, leads and Web Vitals by.
 * Breakpoints follow the layout's own (md = 768 px, lg = 1024 px), so "phone" is exactly
 * the width at which the mobile menu shows.
 */
export type ViewportClass = 'phone' | 'tablet' | 'desktop';
export const VIEWPORT_CLASSES: readonly ViewportClass[] = ['phone', 'tablet', 'desktop'];

export function viewportClass(width: number): ViewportClass {
  if (width < 768) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}
