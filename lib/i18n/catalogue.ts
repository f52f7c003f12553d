/**
 * A Spanish module's entry in the translation catalogue: the English record and its
 * Spanish words. tests/unit/i18n-catalogue.test.ts reads every `catalogue` exported by
 * content/es/*.ts and fails, naming the key, where a Spanish word is missing or is the
 * English one unchanged (names, numbers and addresses aside).
 */
export type CatalogueEntry = {
  name: string;
  english: unknown;
  spanish: unknown;
  /** English values that stay the same in Spanish here (product names, "POS", a price). */
  same?: readonly string[];
};
