import type { Metadata } from 'next';
import { site } from '@/content/site';
import { siteFor } from '@/content/es/site';
import { absoluteUrl } from '@/lib/env';
import { hreflang, ogLocale, type Locale } from '@/lib/i18n/locale';
import { hasSpanish, localizeHref } from '@/content/language-paths';

/** What a route tells the metadata helper about itself. */
export type PageRecord = {
  /** Short page title; the layout's template appends " | Ladle". */
  title: string;
  description: string;
  /**
   * English site path of the page, e.g. "/about". With `locale` it becomes the canonical URL
   * ("/es/about" for Spanish) and, where the page has a Spanish twin, the hreflang pair.
   */
  path: string;
  /** The language of this page; English when omitted. */
  locale?: Locale;
  /** Absolute or site-relative image for social previews; defaults to the brand image. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  noindex?: boolean;
  /** Set true where the title already names the brand and must not get the suffix. */
  absoluteTitle?: boolean;
};

export const DEFAULT_OG_IMAGE = '/opengraph-image';
/** The brand's social preview per language (the Spanish one: app/opengraph-image-es/route.tsx). */
export const DEFAULT_OG_IMAGES: Record<Locale, string> = { en: DEFAULT_OG_IMAGE, es: '/opengraph-image-es' };

/**
 * Builds title, description, canonical, Open Graph and Twitter tags for one page.
 * Next merges metadata objects shallowly, so a page that set only `openGraph.title`
 * would lose the layout's images: every page goes through this helper instead.
 */
/** Canonical URL plus `en-US`, `es-US` and `x-default` (English) where both languages exist. */
export function languageAlternates(path: string, locale: Locale = 'en'): NonNullable<Metadata['alternates']> {
  const canonical = absoluteUrl(localizeHref(path, locale));
  if (!hasSpanish(path)) return { canonical };
  return {
    canonical,
    languages: {
      [hreflang.en]: absoluteUrl(path),
      [hreflang.es]: absoluteUrl(localizeHref(path, 'es')),
      'x-default': absoluteUrl(path),
    },
  };
}

export function pageMetadata(page: PageRecord): Metadata {
  const locale = page.locale ?? 'en';
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${site.name}`;
  const image = absoluteUrl(page.image ?? DEFAULT_OG_IMAGES[locale]);
  const images = [{ url: image, alt: page.imageAlt ?? `${site.name}: ${siteFor(locale).tagline}` }];

  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: languageAlternates(page.path, locale),
    openGraph: {
      title: fullTitle,
      description: page.description,
      url: absoluteUrl(localizeHref(page.path, locale)),
      siteName: site.name,
      locale: ogLocale[locale],
      type: page.type ?? 'website',
      images,
      ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: page.description,
      images: [image],
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
