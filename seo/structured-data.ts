/**
 * Builders for the schema.org JSON-LD the site embeds: the organisation on the home page,
 * a breadcrumb trail on nested routes, a product per device, an article per blog post and
 * the questions of a FAQ.
 * They return plain objects; components/json-ld.tsx renders them safely.
 */
import { publicRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { siteFor } from '@/content/es/site';
import { footerColumnsFor, menusFor } from '@/content/navigation';
import { pageNames } from '@/content/navigation-words';
import { pageNamesEs } from '@/content/es/navigation';
import { intlLocale, type Locale } from '@/lib/i18n/locale';
import { localize, localizeHref } from '@/content/language-paths';
import { englishPath } from '@/lib/i18n/paths';
import { absoluteUrl, siteUrl } from '@/lib/env';
import { DEFAULT_OG_IMAGES } from '@/seo/metadata';
import { blogPaths } from '@/content/paths';

export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };

const CONTEXT = 'https://schema.org';

function absolute(urlOrPath: string) {
  return /^https?:\/\//.test(urlOrPath) ? urlOrPath : absoluteUrl(urlOrPath);
}

/** The organisation as publisher and author of everything else. */
function organizationRef() {
  return { '@type': 'Organization', name: site.name, url: `${siteUrl}/` };
}

/** Language names as schema.org's availableLanguage reads them, in the page's language. */
const salesLanguages: Record<Locale, string[]> = { en: ['English'], es: ['español', 'inglés'] };

/**
 * Ladle, its address, its sales and support lines and its social profiles, described in
 * `locale` (the Spanish home page: Spanish description and language names, /es address).
 */
export function organizationJsonLd(locale: Locale = 'en'): JsonLdObject {
  const words = siteFor(locale);
  const { sales, support, address } = words;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.owner,
    url: locale === 'en' ? `${siteUrl}/` : absoluteUrl(localizeHref('/', locale)),
    description: words.description,
    image: absoluteUrl(DEFAULT_OG_IMAGES[locale]),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: sales.phone.e164,
        email: sales.email,
        areaServed: address.country,
        availableLanguage: salesLanguages[locale],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: support.phone.e164,
        email: support.email,
        areaServed: address.country,
        availableLanguage: [...support.languages],
      },
    ],
    sameAs: site.social.map((profile) => profile.href),
  };
}

/**
 * Names of pages as the navigation already calls them in `locale`, so breadcrumbs read like
 * the menus; keyed by the English path (the Spanish menus link to /es + that path).
 */
export function navigationTitles(locale: Locale = 'en'): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const column of footerColumnsFor(locale)) for (const link of column.links) titles[englishPath(link.href)] ??= link.label;
  for (const menu of menusFor(locale)) for (const item of menu.items) titles[englishPath(item.href)] = item.title;
  return titles;
}

function humanize(segment: string) {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Path prefixes with no page of their own, mapped to the page that lists their children. */
const SECTION_INDEXES: Record<string, string> = { [blogPaths.postPrefix]: blogPaths.index };

export type BreadcrumbItem = { name: string; path: string };

/**
 * The trail from Home to `path` (the page's English path; the names are in `locale`).
 * Ancestors appear only when they are pages of their own
 * (listed in content/routes.ts, or named in `titles`): /products/payments is Home › Payments,
 * since there is no /products page. `titles` maps a path to its name and wins over the
 * navigation's wording; anything unnamed falls back to its URL segment.
 */
export function breadcrumbTrail(path: string, titles: Record<string, string> = {}, locale: Locale = 'en'): BreadcrumbItem[] {
  const names: Record<string, string> = { ...localize(pageNames, pageNamesEs, locale), ...navigationTitles(locale), ...titles };
  const known = new Set([...publicRoutes.map((route) => route.path), ...Object.keys(titles)]);
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const trail: BreadcrumbItem[] = [{ name: names['/'] ?? 'Home', path: '/' }];
  segments.forEach((segment, index) => {
    const current = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    if (!isLast && !known.has(current)) {
      // A section whose index lives elsewhere (posts under /blog/, listed on /blogs).
      const index = SECTION_INDEXES[current];
      if (index && known.has(index)) trail.push({ name: names[index] ?? humanize(index.slice(1)), path: index });
      return;
    }
    trail.push({ name: names[current] ?? humanize(segment), path: current });
  });
  return trail;
}

/** The trail, with a query-addressed variant (a device chosen by ?device=) as its own last crumb. */
function variantTrail(path: string, titles: Record<string, string>, locale: Locale): BreadcrumbItem[] {
  const trail = breadcrumbTrail(path, titles, locale);
  const last = trail.at(-1);
  if (last && path.includes('?')) trail[trail.length - 1] = { name: titles[path] ?? last.name, path };
  return trail;
}

/**
 * schema.org BreadcrumbList for a nested page. `path` is the page's English path (with
 * ?device= on a device variant); on a Spanish page (`locale` 'es') the names are Spanish and
 * every crumb's URL is its /es twin. `titles` are keyed by English path, in `locale`.
 */
export function breadcrumbJsonLd(path: string, titles: Record<string, string> = {}, locale: Locale = 'en'): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: variantTrail(path, titles, locale).map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizeHref(item.path, locale)),
    })),
  };
}

/** Anything shaped like a device record. */
export type ProductLike = {
  name: string;
  description: string;
  /** Absolute URL or site path (an SVG under /illustrations is fine). */
  image: string | { src: string };
  brand?: string;
  /** Site path of the product's page. */
  path?: string;
};

/** A device's Product; on a Spanish page pass Spanish words and `locale` 'es' (the URL becomes its /es twin). */
export function productJsonLd(product: ProductLike, locale: Locale = 'en'): JsonLdObject {
  const image = typeof product.image === 'string' ? product.image : product.image.src;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: absolute(image),
    brand: { '@type': 'Brand', name: product.brand ?? site.name },
    manufacturer: organizationRef(),
    ...(product.path ? { url: absoluteUrl(localizeHref(product.path, locale)) } : {}),
  };
}

/** Anything shaped like a blog post from the blog function (SPEC §5). */
export type PostLike = {
  id: string | number;
  title: string;
  /** HTML body; only used for the description when meta_description is empty. */
  description?: string | null;
  image_url?: string | null;
  created_at: string;
  updated_at?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
};

function plainText(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function blogPostingJsonLd(post: PostLike, path = blogPaths.post(String(post.id))): JsonLdObject {
  const description = post.meta_description?.trim() || plainText(post.description ?? '').slice(0, 160);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: (post.meta_title?.trim() || post.title).slice(0, 110),
    ...(description ? { description } : {}),
    ...(post.image_url ? { image: absolute(post.image_url) } : {}),
    datePublished: post.created_at,
    dateModified: post.updated_at || post.created_at,
    url: absoluteUrl(path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
    author: organizationRef(),
    publisher: organizationRef(),
  };
}

/** schema.org FAQPage for a page's questions, each answered in plain text as shown (in `locale`). */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[], locale: Locale = 'en'): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    ...(locale === 'en' ? {} : { inLanguage: intlLocale[locale] }),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` (and `>`, `&`, the line separators) are
 * escaped as \u sequences so text such as "</script>" inside a post title cannot close the tag.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]) {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
