/** Spanish words of /es/demo (the English is content/pages/demo.ts). */
import { demoPage } from '@/content/pages/demo';
import { site } from '@/content/site';
import { siteFor } from '@/content/es/site';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';

export const demoPageEs: Translation<typeof demoPage> = {
  meta: {
    title: 'Solicite una demostración',
    description: `Vea ${site.name} funcionando con su propio menú: punto de venta (POS), pagos y banca en un recorrido de 20 minutos. Un especialista le llama en un plazo de ${siteFor('es').replyWithin}.`,
  },
  eyebrow: 'Recorrido gratuito de 20 minutos',
};

export function demoPageFor(locale: Locale): typeof demoPage {
  return localize(demoPage, demoPageEs, locale);
}

export const catalogue: CatalogueEntry[] = [{ name: 'demoPage', english: demoPage, spanish: demoPageEs }];
