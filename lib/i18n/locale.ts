/**
 * The site's two languages. English lives at the root; Spanish (es-US, for owners in
 * Florida and Texas who run their business in Spanish) lives under /es with the same slugs.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The `<html lang>` value. */
export const htmlLang: Record<Locale, string> = { en: 'en-US', es: 'es' };
/** hreflang values for `alternates.languages` and the sitemap. */
export const hreflang: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
/** Open Graph `og:locale`. */
export const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };
/** BCP 47 tag for Intl (dates, numbers). */
export const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** What the language switch says, in the language it leads to. */
export const languageName: Record<Locale, string> = { en: 'English', es: 'Español' };

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** Set by proxy.ts on /es addresses without a page, read by the global 404 to answer in Spanish. */
export const NOT_FOUND_LOCALE_HEADER = 'x-ladle-not-found-locale';
