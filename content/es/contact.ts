/** Spanish words of /es/contact (the English is content/pages/contact.ts). */
import { contactHero, contactPage } from '@/content/pages/contact';
import { siteFor, supportLanguagesFor } from '@/content/es/site';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import { site } from '@/content/site';

export const contactHeroEs: Translation<typeof contactHero> = {
  eyebrow: 'Hable con ventas',
  title: 'Hablemos de su negocio',
  description: `¿Va a abrir un segundo local, cambiar una caja registradora vieja o arrancar con su primer food truck? Cuéntenos. Nuestro equipo responde en un plazo de ${siteFor('es').replyWithin}, y el soporte atiende 24/7 en ${supportLanguagesFor('es')}.`,
};

export const contactPageEs: Translation<typeof contactPage> = {
  meta: {
    title: 'Hable con ventas',
    description:
      `Hable con el equipo de ventas de ${site.name} sobre punto de venta (POS), pagos y banca para su negocio de comida o bebidas. Respondemos en un plazo de ${siteFor('es').replyWithin}; el soporte atiende 24/7.`,
  },
  formTitle: 'Formulario de contacto',
};

export function contactHeroFor(locale: Locale): typeof contactHero {
  return localize(contactHero, contactHeroEs, locale);
}
export function contactPageFor(locale: Locale): typeof contactPage {
  return localize(contactPage, contactPageEs, locale);
}

export const catalogue: CatalogueEntry[] = [
  { name: 'contactHero', english: contactHero, spanish: contactHeroEs },
  { name: 'contactPage', english: contactPage, spanish: contactPageEs },
];
