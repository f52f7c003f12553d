/** Spanish words of /es/partnerships (the English is content/pages/partnerships.ts). */
import {
  partnerBlocks,
  partnerCommission,
  partnerSteps,
  partnerTypes,
  partnershipsHero,
  partnershipsPage,
  programHighlights,
  programPoints,
} from '@/content/pages/partnerships';
import { supportLanguageCountFor, supportLanguagesFor } from '@/content/es/site';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import { site } from '@/content/site';
import { tradeNouns } from '@/content/trades';
import { tradesFor } from '@/content/es/trades';
import { capitalize, listTextEs } from '@/content/format';

export const partnershipsHeroEs: Translation<typeof partnershipsHero> = {
  eyebrow: 'Programa de socios',
  title: 'Hágase nuestro socio',
  description: `Lleve ${site.name} a los food trucks, cafeterías y panaderías que usted ya conoce. Gane hasta ${partnerCommission} por cada comercio que afilie, más ingresos recurrentes mientras procesen pagos con nosotros.`,
  image: {
    alt: 'Un socio conectado con el food truck, la panadería, la cafetería y la cocina que afilió, bajo un panel de comisiones ganadas',
  },
};

export const programHighlightsEs: Translation<typeof programHighlights> = {
  commission: { number: `Hasta ${partnerCommission}`, label: 'de comisión por cada comercio que afilie' },
  recurring: { number: 'Recurrentes', label: 'ingresos mientras sus comercios sigan procesando pagos' },
  trial: { number: '30 días', label: 'de prueba gratis del software para sus comercios, sin compromiso de equipo' },
  support: { label: `de soporte en ${supportLanguagesFor('es')}` },
};

export const programPointsEs: Translation<typeof programPoints> = {
  easy: {
    title: 'Un sí fácil para los comercios',
    description: 'Una prueba gratis de 30 días del software, sin compromiso de equipo, le quita el riesgo al cambio.',
  },
  support: {
    title: 'Soporte que usted no tiene que dar',
    description: `Sus comercios hablan con nuestro equipo 24/7 en ${supportLanguageCountFor('es')} idiomas, así que usted no es la mesa de ayuda a las 2 de la mañana.`,
  },
  fit: {
    title: 'Hecho para comida y bebidas',
    description: `${capitalize(tradeNouns(tradesFor('es'), listTextEs))}.`,
  },
};

export const partnerTypesEs: Translation<typeof partnerTypes> = {
  referral: { title: 'Socios de referidos', description: 'Usted presenta al comercio, nosotros hacemos la demostración y la instalación, y usted gana cuando empiezan a vender.' },
  reseller: { title: 'Revendedores', description: `Venda el software y el equipo de ${site.name} con su propia relación con el comercio.` },
  var: { title: 'Revendedores de valor agregado (VAR)', description: `Combine ${site.name} con sus servicios de instalación, configuración del menú, capacitación o redes.` },
  alliances: { title: 'Alianzas estratégicas', description: 'Proveedores, distribuidores y asociaciones que quieren ofrecer a sus miembros un mejor POS.' },
  dealers: { title: 'Distribuidores autorizados', description: 'Expertos locales certificados que instalan, capacitan y dan soporte a los comercios de su región.' },
  whiteLabel: { title: 'Marca blanca', description: 'Ofrezca la plataforma con su propia marca, con su logo, sus colores y su diseño.' },
};

export const partnerBlocksEs: Translation<typeof partnerBlocks> = {
  portal: {
    title: 'Un portal de socios que se adapta a cómo se organiza su equipo',
    description:
      'Ya sea usted un agente independiente o un ISO con una red de sub-ISO, el portal refleja su estructura. Afilie comercios nuevos, siga sus cuentas y vea lo que ha cerrado cada nivel de su equipo.',
    features: {
      'ISO, Sub-ISO and Agent hierarchy': 'Jerarquía de ISO, sub-ISO y agentes',
      'Merchant onboarding from application to first sale': 'Afiliación de comercios, desde la solicitud hasta la primera venta',
      'Account management for every merchant you bring': 'Gestión de la cuenta de cada comercio que traiga',
    },
    image: { alt: 'Un portal de socios con un árbol de ISO, sub-ISO y agentes junto a una lista de comercios en proceso de afiliación' },
  },
  whiteLabel: {
    title: 'Su marca en cada pantalla',
    description:
      'Los socios de marca blanca ponen su propio logo, sus colores y su diseño en la plataforma que sus comercios usan todos los días, así la relación sigue siendo suya.',
    features: { 'Your logo on the POS and the dashboard': 'Su logo en el POS y en el panel', 'Your brand colours throughout': 'Los colores de su marca en todo', 'Your own design for the merchant experience': 'Su propio diseño para la experiencia del comercio' },
    image: { alt: 'La misma pantalla del POS mostrada con los colores y logos de tres socios distintos' },
  },
};

export const partnerStepsEs: Translation<typeof partnerSteps> = {
  apply: { title: 'Presente su solicitud', description: 'Envíe su nombre, correo electrónico y teléfono. Toma un minuto.' },
  talk: { title: 'Hable con nuestro equipo', description: 'Acordamos el tipo de socio y el plan de comisiones que mejor le convienen a su negocio.' },
  refer: { title: 'Afilie comercios', description: 'Use el portal para afiliar comercios y seguir cada cuenta.' },
  earn: { title: 'Gane', description: `Hasta ${partnerCommission} por comercio, más ingresos recurrentes.` },
};

export const partnershipsPageEs: Translation<typeof partnershipsPage> = {
  meta: {
    title: 'Programa de socios',
    description: `Hágase socio de ${site.name}: gane hasta ${partnerCommission} por comercio más ingresos recurrentes como socio de referidos, revendedor, VAR, distribuidor, alianza estratégica o socio de marca blanca.`,
  },
  apply: 'Aplicar ahora',
  program: {
    eyebrow: 'El programa',
    title: 'Bien pagado por cada comercio que traiga',
    description: 'Usted conoce a los dueños de negocio de su zona. Nosotros le damos un producto que quieren, le pagamos por cada uno que firme y le seguimos pagando mientras vendan.',
  },
  types: {
    eyebrow: 'Tipos de socio',
    title: 'Una forma de asociarse para cada tipo de negocio',
    description: 'Desde una sola presentación hasta una plataforma con su propia marca: elija el modelo que va con su forma de trabajar.',
  },
  steps: {
    eyebrow: 'Cómo funciona',
    title: 'De la solicitud a la primera comisión',
  },
  cta: {
    title: `¿Listo para crecer con ${site.name}?`,
    description: 'Presente su solicitud en un minuto, o hable con nuestro equipo de ventas sobre el modelo de socio que mejor le conviene.',
  },
};

/** /partnerships' content as a `locale` reader sees it. */
export function partnershipsFor(locale: Locale) {
  return {
    hero: localize(partnershipsHero, partnershipsHeroEs, locale),
    highlights: localize(programHighlights, programHighlightsEs, locale),
    points: localize(programPoints, programPointsEs, locale),
    types: localize(partnerTypes, partnerTypesEs, locale),
    blocks: localize(partnerBlocks, partnerBlocksEs, locale),
    steps: localize(partnerSteps, partnerStepsEs, locale),
    page: localize(partnershipsPage, partnershipsPageEs, locale),
  };
}

export const catalogue: CatalogueEntry[] = [
  { name: 'partnershipsHero', english: partnershipsHero, spanish: partnershipsHeroEs },
  { name: 'programHighlights', english: programHighlights, spanish: programHighlightsEs, same: ['24/7'] },
  { name: 'programPoints', english: programPoints, spanish: programPointsEs },
  { name: 'partnerTypes', english: partnerTypes, spanish: partnerTypesEs },
  { name: 'partnerBlocks', english: partnerBlocks, spanish: partnerBlocksEs },
  { name: 'partnerSteps', english: partnerSteps, spanish: partnerStepsEs },
  { name: 'partnershipsPage', english: partnershipsPage, spanish: partnershipsPageEs },
];
