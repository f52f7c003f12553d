/**
 * Spanish words for content/site.ts (the brand's tagline and description, the support
 * team's languages, the social networks' kinds). content/site.ts never imports this module.
 */
import { site } from '@/content/site';
import { listText, listTextEs, numberWord, numberWordEs } from '@/content/format';
import { tradeNouns } from '@/content/trades';
import { tradesFor } from '@/content/es/trades';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const siteEs = {
  tagline: 'Punto de venta, pagos y banca para negocios de comida y bebida',
  description:
    // Short: /es is at its 24 KB HTML budget, and this sentence is written into it eight times.
    `${site.name}: punto de venta (POS), pagos y banca integrada para ${tradeNouns(tradesFor('es'), listTextEs)}.`,
  replyWithin: 'un día hábil',
  support: { languages: { 'English': 'inglés', 'Spanish': 'español', 'Chinese': 'chino', 'Portuguese': 'portugués', 'Russian': 'ruso' } },
  social: {
    linkedin: { kind: 'red profesional' },
    facebook: { kind: 'red social' },
    instagram: { kind: 'fotos' },
    youtube: { kind: 'videos' },
    reddit: { kind: 'comunidad de foros' },
  },
} satisfies Translation<typeof site>;

/** The site record as a reader of `locale` sees it (facts unchanged, words translated). */
export function siteFor(locale: Locale): typeof site {
  return localize(site, siteEs, locale);
}

/** The words of `site` that the Spanish module translates, in the same shape. */
const siteWords = {
  tagline: site.tagline,
  description: site.description,
  replyWithin: site.replyWithin,
  support: { languages: site.support.languages },
  social: site.social.map(({ id, kind }) => ({ id, kind })),
};

/** "English, Spanish, Chinese, Portuguese and Russian" / "inglés, español, chino, portugués y ruso" */
export function supportLanguagesFor(locale: Locale, conjunction: 'and' | 'or' = 'and'): string {
  const { languages } = siteFor(locale).support;
  if (locale === 'en') return listText(languages, conjunction);
  return listTextEs(languages, conjunction === 'and' ? 'y' : 'o');
}

/** "five" / "cinco" */
export function supportLanguageCountFor(locale: Locale): string {
  const count = site.support.languages.length;
  return locale === 'en' ? numberWord(count) : numberWordEs(count);
}

export const catalogue: CatalogueEntry[] = [{ name: 'site', english: siteWords, spanish: siteEs }];
