import type { Locale } from '@/lib/i18n/locale';

/**
 * Addresses in two languages: a Spanish page lives at /es + the English path. Which pages have
 * no twin is a site fact, so the tools that need it take the list (languagePaths); the site's
 * list and its bound tools are in content/language-paths.ts.
 */

export const SPANISH_PREFIX = '/es';

function splitPath(href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { path: href, rest: '' } : { path: href.slice(0, cut), rest: href.slice(cut) };
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

/** The link tools that depend on which pages have a Spanish twin (content/language-paths.ts binds them to the site's list). */
export type LanguagePaths = {
  /** True for a site path (no query) whose page has a Spanish twin. */
  hasSpanish: (path: string) => boolean;
  /**
   * The address of an internal link for a visitor reading `locale`. Spanish readers stay in
   * Spanish wherever a twin exists; English-only pages stay English. External links, mailto:,
   * tel: and fragments pass through.
   */
  localizeHref: (href: string, locale: Locale) => string;
  /** The same page in the other language, or that language's home page where there is no twin. */
  counterpartHref: (href: string, to: Locale) => string;
};

/**
 * The link tools for a site whose pages all have a Spanish twin at /es + the same path, except
 * those at or under `englishOnlyPaths` (each a path prefix such as "/terms").
 */
export function languagePaths(englishOnlyPaths: readonly string[]): LanguagePaths {
  function hasSpanish(path: string): boolean {
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/') || /\.\w+$/.test(path)) return false;
    return !englishOnlyPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  }

  function localizeHref(href: string, locale: Locale): string {
    if (locale === 'en' || !href.startsWith('/') || href.startsWith('//') || isSpanishPath(href)) return href;
    const { path, rest } = splitPath(href);
    if (!hasSpanish(path)) return href;
    return path === '/' ? `${SPANISH_PREFIX}${rest}` : `${SPANISH_PREFIX}${path}${rest}`;
  }

  function counterpartHref(href: string, to: Locale): string {
    const english = englishPath(href);
    const { path } = splitPath(english);
    if (to === 'en') return english;
    return hasSpanish(path) ? localizeHref(english, 'es') : SPANISH_PREFIX;
  }

  return { hasSpanish, localizeHref, counterpartHref };
}
