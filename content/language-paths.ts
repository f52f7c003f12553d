import { localizer } from '@/lib/i18n/localize';
import { languagePaths } from '@/lib/i18n/paths';
import { blogPaths } from '@/content/paths';

/**
 * Pages that exist in English only: the blog and the legal texts. Every other marketing page
 * has a Spanish twin at /es + the same path. This list is the one place that says so; the
 * route table, the sitemap, the language switch and every localized link read it through the
 * tools below.
 */
export const englishOnlyPaths = [blogPaths.index, blogPaths.postPrefix, '/terms', '/privacy', '/cookies', '/privacy-phone-text', '/accessibility'] as const;

export const { hasSpanish, localizeHref, counterpartHref } = languagePaths(englishOnlyPaths);

/** A content record as a reader of a language sees it (lib/i18n/localize.ts), its links pointed at the Spanish twins. */
export const localize = localizer(localizeHref);
