import type { Locale } from '@/lib/i18n/locale';

/**
 * Pages that exist in English only: the blog and the legal texts. Every other marketing
 * page has a Spanish twin at /es + the same path. This list is the one place that says so;
 * the route table, the sitemap, the language switch and every localized link read it.
 */
export const englishOnlyPaths = ['/blogs', '/blog', '/terms', '/privacy', '/cookies', '/privacy-phone-text', '/accessibility'] as const;

export const SPANISH_PREFIX = '/es';

function splitPath(href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { path: href, rest: '' } : { path: href.slice(0, cut), rest: href.slice(cut) };
}

/** True for a site path (no query) whose page has a Spanish twin. */
export function hasSpanish(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/') || /\.\w+$/.test(path)) return false;
  return !englishOnlyPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** True for a path under /es. */
export function isSpanishPath(path: string): boolean {
  return path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) || path.startsWith(`${SPANISH_PREFIX}?`) || path.startsWith(`${SPANISH_PREFIX}#`);
}

/** The English path of a page (strips /es). */
export function englishPath(href: string): string {
  if (!isSpanishPath(href)) return href;
  const rest = href.slice(SPANISH_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The address of an internal link for a visitor reading `locale`. Spanish readers stay in
 * Spanish wherever a twin exists; the blog and the legal texts stay English. External
 * links, mailto:, tel: and fragments pass through.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//') || isSpanishPath(href)) return href;
  const { path, rest } = splitPath(href);
  if (!hasSpanish(path)) return href;
  return path === '/' ? `${SPANISH_PREFIX}${rest}` : `${SPANISH_PREFIX}${path}${rest}`;
}

/** The same page in the other language, or that language's home page where there is no twin. */
export function counterpartHref(href: string, to: Locale): string {
  const english = englishPath(href);
  const { path } = splitPath(english);
  if (to === 'en') return english;
  return hasSpanish(path) ? localizeHref(english, 'es') : SPANISH_PREFIX;
}
