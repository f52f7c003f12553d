import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { itemKey, LINK_KEYS } from '@/lib/i18n/localize';

/** Keys whose values are identifiers, addresses or media, never words a reader sees. */
const NON_WORD_KEYS = new Set([
  ...LINK_KEYS,
  'id',
  'slug',
  'key',
  'icon',
  'src',
  'mp4',
  'webm',
  'poster',
  'image',
  'e164',
  'email',
  'format',
  'check',
  'align',
  'tone',
  'variant',
  'source',
  'defaultSlug',
  'category',
  'categories',
  'deviceCategories',
  'posScreenIds',
  'industries',
  'devices',
  'emoji',
]);

/** A value with nothing to translate: an identifier, an address, a number, a code. */
function isNotAWord(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (/^(https?:|mailto:|tel:|\/|#|@)/.test(text)) return true; // addresses and handles
  if (/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/.test(text)) return true; // kebab identifiers
  if (!/\p{L}{2,}/u.test(text)) return true; // numbers, prices, symbols
  return false;
}

export type CatalogueProblem = { key: string; english: string; spanish?: unknown; problem: 'missing' | 'unchanged' | 'unknown key' | 'positional' };

/**
 * Every English word of `entry` needs a Spanish word: a string, not empty, and not the
 * English unchanged unless the entry lists it as the same in both languages (names).
 */
export function catalogueProblems(entry: CatalogueEntry): CatalogueProblem[] {
  const same = new Set(entry.same ?? []);
  const problems: CatalogueProblem[] = [];
  const walk = (english: unknown, spanish: unknown, key: string, name: string | undefined) => {
    if (typeof english === 'string') {
      if ((name && NON_WORD_KEYS.has(name)) || isNotAWord(english)) return;
      if (typeof spanish !== 'string' || spanish.trim() === '') problems.push({ key, english, spanish, problem: 'missing' });
      else if (spanish === english && !same.has(english)) problems.push({ key, english, spanish, problem: 'unchanged' });
      return;
    }
    if (Array.isArray(english)) {
      // Words matched by position would land on the wrong item once the English list is reordered:
      // a list is translated by key only (see Translation), and words for an item without a key are never shown.
      const unkeyed = english.some((item) => typeof item !== 'string' && itemKey(item) === undefined);
      if (Array.isArray(spanish) || (spanish !== undefined && unkeyed)) {
        problems.push({ key, english: '', spanish, problem: 'positional' });
        return;
      }
      const keyed = spanish !== null && typeof spanish === 'object' ? (spanish as Record<string, unknown>) : {};
      if (english.every((item) => typeof item === 'string')) {
        // A list of strings is translated by the English string itself (see StringListTranslation):
        // a Spanish key the list no longer has is an English string edited or removed without its translation.
        const strings = new Set<string>(english);
        for (const stale of Object.keys(keyed).filter((k) => !strings.has(k))) problems.push({ key: `${key}[${JSON.stringify(stale)}]`, english: stale, spanish: keyed[stale], problem: 'unknown key' });
        for (const item of strings) walk(item, Object.hasOwn(keyed, item) ? keyed[item] : undefined, `${key}[${JSON.stringify(item)}]`, name);
        return;
      }
      // Words under a key the English list no longer has would never be shown: say so.
      const keys = new Set(english.map(itemKey));
      for (const stale of Object.keys(keyed).filter((k) => !keys.has(k))) problems.push({ key: `${key}.${stale}`, english: '', spanish: keyed[stale], problem: 'unknown key' });
      english.forEach((item, index) => {
        const itemWords = itemKey(item);
        walk(item, itemWords === undefined ? undefined : keyed[itemWords], itemWords === undefined ? `${key}[${index}]` : `${key}.${itemWords}`, name);
      });
      return;
    }
    if (english && typeof english === 'object') {
      const words = spanish && typeof spanish === 'object' ? (spanish as Record<string, unknown>) : {};
      for (const [child, value] of Object.entries(english)) walk(value, words[child], `${key}.${child}`, child);
    }
  };
  walk(entry.english, entry.spanish, entry.name, undefined);
  return problems;
}
