import type { Locale } from '@/lib/i18n/locale';
import type { LanguagePaths } from '@/lib/i18n/paths';

/** The stable key of a list item: its `slug`, else its `id` (never for an item with neither). */
export type ItemKey<Item> = Item extends { readonly slug: infer K extends string }
  ? K
  : Item extends { readonly id: infer K extends string }
    ? K
    : never;

/**
 * A translation of a content record: the same shape, holding only the words. Facts that are
 * not words (links, image paths, numbers, icons, slugs) stay in the English record and are
 * never repeated, so one place still holds each fact. Every list is translated by key, never
 * by position, so reordering an English list cannot put Spanish words on the wrong item:
 * - a list of records whose items carry a `slug` or an `id` by that key, `{ [id]: words }`
 *   (a key the English list does not have is a type error, and a catalogue problem);
 * - a list of strings by the English string itself, `{ [english]: spanish }` (see
 *   StringListTranslation; a key the list no longer has is a catalogue problem);
 * - a list of records without keys cannot be translated: its Translation is `never`. Give
 *   its items ids (`keyedItems` or `keyedList` in content/schema.ts) first.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined | ((...args: never[]) => unknown)
    ? never
    : T extends readonly (infer Item)[]
      ? [Item] extends [string]
        ? StringListTranslation
        : [ItemKey<Item>] extends [never]
          ? never
          : { readonly [K in ItemKey<Item>]?: Translation<Item> }
      : T extends object
        ? { readonly [K in keyof T]?: Translation<T[K]> }
        : never;

/**
 * The words of a list of plain strings: each Spanish string under the English string it
 * translates (gettext style), so the English string is the key and its place in the list
 * does not matter. An English string edited without its translation leaves a key the list no
 * longer has, which the catalogue reports.
 */
export type StringListTranslation = { readonly [english: string]: string };

/** The key an item is translated under (see Translation), or undefined for an item without one (which keeps its English words). */
export function itemKey(item: unknown): string | undefined {
  if (!isPlainObject(item)) return undefined;
  const key = item.slug ?? item.id;
  return typeof key === 'string' ? key : undefined;
}

/** Keys whose string values are addresses, not words: localized as links, never translated. */
export const LINK_KEYS = new Set(['href', 'link', 'path', 'url']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

function merge(base: unknown, words: unknown, locale: Locale, key: string | undefined, localizeHref: LanguagePaths['localizeHref']): unknown {
  if (typeof base === 'string') {
    if (key && LINK_KEYS.has(key)) return localizeHref(base, locale);
    return typeof words === 'string' ? words : base;
  }
  if (Array.isArray(base)) {
    // Lists of strings are translated by the English string itself, lists of records by each
    // item's slug or id; never by position, so words given as an array are not used (and the
    // catalogue reports them). An item without a key keeps its English words.
    const given = isPlainObject(words) ? words : {};
    if (base.every((item) => typeof item === 'string')) return base.map((item: string) => merge(item, Object.hasOwn(given, item) ? given[item] : undefined, locale, key, localizeHref));
    return base.map((item) => {
      const itemWords = itemKey(item);
      return merge(item, itemWords === undefined ? undefined : given[itemWords], locale, key, localizeHref);
    });
  }
  if (isPlainObject(base)) {
    const given = isPlainObject(words) ? words : {};
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(base)) out[k] = merge(value, given[k], locale, k, localizeHref);
    return out;
  }
  return base;
}

/**
 * `localize` for a site whose internal links `localizeHref` points at their Spanish twins
 * (content/language-paths.ts makes the site's). `localize(english, spanish, locale)` is the record
 * as a `locale` reader sees it: English as it is, or the Spanish words laid over the English
 * record, with every internal link pointed at its Spanish twin. Missing Spanish words fall back
 * to English here; the catalogue test (tests/unit/i18n-catalogue.test.ts) is what fails on them.
 */
export function localizer(localizeHref: LanguagePaths['localizeHref']) {
  return function localize<T>(english: T, spanish: Translation<T>, locale: Locale): T {
    if (locale === 'en') return english;
    return merge(english, spanish, locale, undefined, localizeHref) as T;
  };
}

/** A pair of values, one per language, for copy that is not part of a content record. */
export type Localized<T> = Record<Locale, T>;
