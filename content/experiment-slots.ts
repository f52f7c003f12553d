/**
 * What an experiment may change (content/experiments.ts): the named slots of a page and the
 * pages that have them. A slot is a place the page template reads from its content record,
 * so a variant replaces a value the page already shows and never adds markup of its own.
 * Only the templates listed in `experimentPages` are mapped; another page joins by listing
 * its sections here (and, when wired, by reading the slots in its component).
 */
import { businessSections, industries, industryHref } from '@/content/industries';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { isSpanishPath } from '@/lib/i18n/paths';

/** The slots, in the order the docs and error messages list them. */
export const experimentSlots = ['hero.headline', 'hero.text', 'hero.primaryLabel', 'sections.order', 'sections.hidden'] as const;
export type ExperimentSlot = (typeof experimentSlots)[number];

/** The value each slot takes: words for the hero, section ids of the page for the sections. */
export type SlotValues = {
  /** The hero's h1 (PageHero `title`). */
  'hero.headline': string;
  /** The lead under the h1 (PageHero `description`). */
  'hero.text': string;
  /** The hero's demo button (PageHero `demoLabel`, by default "Request Demo"). */
  'hero.primaryLabel': string;
  /** Every section id of the page, once each, in the order they are shown. */
  'sections.order': readonly string[];
  /** Section ids left out of the page. */
  'sections.hidden': readonly string[];
};

/** Slots whose values are words, so they are in one language. */
export const wordSlots: readonly ExperimentSlot[] = ['hero.headline', 'hero.text', 'hero.primaryLabel'];

type PageTemplate = {
  /** How an error message names the template. */
  label: string;
  /** The English paths built from this template; the Spanish twins are derived. */
  paths: readonly string[];
  /** The sections under the hero, in the template's order: what sections.* slots name. */
  sections: readonly string[];
};

export const experimentPages = {
  home: {
    label: 'the home page',
    paths: ['/'],
    // components/pages/home-page.tsx, top to bottom; the hero is not a section (hero.* slots).
    sections: ['why-choose', 'solutions', 'dashboard', 'operators', 'features', 'company', 'partner'],
  },
  business: {
    label: 'the business types page',
    paths: ['/business'],
    // components/industry/business-page.tsx: one section per group of trades, then the closing band.
    sections: [...businessSections.map((section) => section.id), 'cta'],
  },
  industry: {
    label: 'a trade page',
    paths: industries.map(industryHref),
    // components/industry/industry-page.tsx: feature grid, a shift in three steps, hardware, closing band.
    sections: ['features', 'shift', 'hardware', 'cta'],
  },
} satisfies Record<string, PageTemplate>;

export type ExperimentPageKind = keyof typeof experimentPages;

export type ExperimentPage = { kind: ExperimentPageKind; path: string; locale: Locale; sections: readonly string[] };

const pagesByPath = new Map<string, ExperimentPage>(
  (Object.entries(experimentPages) as [ExperimentPageKind, PageTemplate][]).flatMap(([kind, template]) =>
    template.paths.flatMap((path) =>
      (['en', 'es'] as const).map((locale): [string, ExperimentPage] => {
        const localized = localizeHref(path, locale);
        return [localized, { kind, path: localized, locale, sections: template.sections }];
      }),
    ),
  ),
);

/** The page an experiment may change at `path` (English or /es), or undefined. */
export function experimentPageAt(path: string): ExperimentPage | undefined {
  return pagesByPath.get(path);
}

/** Every path experiments may run on, English then Spanish. */
export const experimentPaths: readonly string[] = [...pagesByPath.keys()].sort(
  (a, b) => Number(isSpanishPath(a)) - Number(isSpanishPath(b)),
);
