import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';

/** What a route tells the metadata helper about itself. */
export type PageRecord = {
  /** Short page title; the layout's template appends " | Ladle". */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/about"; becomes the canonical URL. */
  path: string;
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

/**
 * Builds title, description, canonical, Open Graph and Twitter tags for one page.
 * Next merges metadata objects shallowly, so a page that set only `openGraph.title`
 * would lose the layout's images: every page goes through this helper instead.
 */
export function pageMetadata(page: PageRecord): Metadata {
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${site.name}`;
  const image = absoluteUrl(page.image ?? DEFAULT_OG_IMAGE);
  const images = [{ url: image, alt: page.imageAlt ?? `${site.name}: ${site.tagline}` }];

  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: absoluteUrl(page.path) },
    openGraph: {
      title: fullTitle,
      description: page.description,
      url: absoluteUrl(page.path),
      siteName: site.name,
      locale: 'en_US',
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
