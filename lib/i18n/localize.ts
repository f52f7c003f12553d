import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/lib/i18n/paths';

/**
 * A translation of a content record: the same shape, holding only the words. Facts that are
 * not words (links, image paths, numbers, icons, slugs) stay in the English record and are
 * never repeated, so one place still holds each fact.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined | ((...args: never[]) => unknown)
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : T extends object
        ? { readonly [K in keyof T]?: Translation<T[K]> }
        : never;

/** Keys whose string values are addresses, not words: localized as links, never translated. */
export const LINK_KEYS = new Set(['href', 'link', 'path', 'url']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

function merge(base: unknown, words: unknown, locale: Locale, key: string | undefined): unknown {
  if (typeof base === 'string') {
    if (key && LINK_KEYS.has(key)) return localizeHref(base, locale);
    return typeof words === 'string' ? words : base;
  }
  if (Array.isArray(base)) {
    const list = Array.isArray(words) ? words : [];
    return base.map((item, index) => merge(item, list[index], locale, key));
  }
  if (isPlainObject(base)) {
    const given = isPlainObject(words) ? words : {};
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(base)) out[k] = merge(value, given[k], locale, k);
    return out;
  }
  return base;
}

/**
 * The record as a `locale` reader sees it: English as it is, or the Spanish words laid over
 * the English record, with every internal link pointed at its Spanish twin. Missing Spanish
 * words fall back to English here; the catalogue test (tests/unit/i18n-catalogue.test.ts)
 * is what fails on them.
 */
export function localize<T>(english: T, spanish: Translation<T>, locale: Locale): T {
  if (locale === 'en') return english;
  return merge(english, spanish, locale, undefined) as T;
}

/** A pair of values, one per language, for copy that is not part of a content record. */
export type Localized<T> = Record<Locale, T>;
