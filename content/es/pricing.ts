/**
 * Spanish words for /es/pricing (content/pricing.ts). Every figure is built from the same
 * constant the English copy uses (the starting fee, the calculator's limits), so a changed
 * rate changes both languages at once.
 */
import {
  calculatorCopy,
  pricingBasics,
  pricingBasicsSection,
  pricingCta,
  pricingFaq,
  pricingFaqSection,
  pricingHero,
  pricingPage,
  type CalculatorCopy,
} from '@/content/pricing';
import { startingProcessingFee } from '@/content/pages/solutions';
import { MAX_AMOUNT, MAX_RATE_PERCENT, MIN_TICKET } from '@/lib/savings';
import { intlLocale, type Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Localized, Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { site } from '@/content/site';

const fee = startingProcessingFee;
const esPercent = (value: number) => new Intl.NumberFormat(intlLocale.es, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
const esDollars = (value: number) =>
  new Intl.NumberFormat(intlLocale.es, { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);

export const pricingPageEs: Translation<typeof pricingPage> = {
  title: 'Precios',
  description: `Cómo se cobra ${site.name}: procesamiento de tarjetas desde ${fee}, un programa de descuento por pago en efectivo (precio dual), una prueba gratis del software por 30 días sin compromiso de equipos, y equipos según cotización. Calcule cuánto ahorraría.`,
};

export const pricingHeroEs: Translation<typeof pricingHero> = {
  eyebrow: 'Precios',
  title: `Lo que cuesta ${site.name} y lo que usted podría ahorrarse`,
  description: `Procesamiento de tarjetas desde ${fee}, un programa de descuento por pago en efectivo que saca el procesamiento de sus costos, y el software gratis por 30 días sin compromiso de equipos. Los equipos se cotizan según su espacio.`,
  estimateLink: 'Calcule su ahorro',
};

export const pricingBasicsEs: Translation<typeof pricingBasics> = {
  processing: {
    title: `Procesamiento desde ${fee}`,
    description: `El procesamiento de tarjetas empieza en ${fee}. Su tarifa depende de su negocio y de las tarjetas que usan sus clientes, y queda por escrito en su tabla de precios antes de firmar.`,
  },
  cashDiscount: {
    title: 'Descuento por pago en efectivo (precio dual)',
    description: 'Muestre un precio en efectivo y un precio con tarjeta en el menú y en el recibo. El precio con tarjeta cubre el costo del procesamiento, donde su estado lo permite.',
  },
  trial: {
    title: 'Prueba gratis del software por 30 días',
    description: 'Use el software gratis por 30 días en los equipos compatibles que ya tiene. Sin compromiso de equipos, y sin cuota de suscripción si cancela antes de que termine.',
  },
  hardware: {
    title: 'Equipos según cotización',
    description: 'Las terminales portátiles, terminales, quioscos y pantallas de cocina se cotizan según los equipos que necesita su espacio, y los precios quedan en su formulario de pedido.',
  },
};

export const pricingBasicsSectionEs: Translation<typeof pricingBasicsSection> = {
  eyebrow: 'Cómo funcionan los precios',
  title: 'Cuatro cosas deciden lo que usted paga',
  description: 'Una tarifa de procesamiento, un programa opcional de descuento por pago en efectivo, el software después de su prueba gratis y los equipos que elija.',
};

export const pricingFaqEs: Translation<typeof pricingFaq> = {
  cost: {
    question: '¿Cuánto cuesta el procesamiento de tarjetas?',
    answer: `El procesamiento empieza en ${fee}. La tarifa de su negocio depende de lo que vende y de las tarjetas con que pagan sus clientes, y queda por escrito en su tabla de precios antes de firmar.`,
  },
  cashDiscount: {
    question: '¿Qué es el programa de descuento por pago en efectivo?',
    answer:
      'También se conoce como precio dual: sus clientes ven un precio en efectivo y un precio con tarjeta, y el precio con tarjeta cubre el costo del procesamiento. La caja cobra cada producto según la forma de pago y imprime las líneas correctas en el recibo. Usted muestra los dos precios y sigue las reglas de su estado; donde el programa no está permitido, se desactiva.',
  },
  trial: {
    question: '¿Qué incluye la prueba gratis?',
    answer:
      `Treinta días del software de ${site.name}, gratis, en los equipos compatibles que ya tiene. No hay compromiso de equipos, y si cancela antes de que termine la prueba no se cobra ninguna cuota de suscripción. Los pagos con tarjeta que reciba durante la prueba llevan las tarifas de procesamiento de siempre.`,
  },
  hardware: {
    question: '¿Cómo se cobran los equipos?',
    answer:
      'Según cotización, por los equipos que necesitan su mostrador, su food truck o su cocina; los precios de los equipos quedan en su formulario de pedido. También puede empezar la prueba con equipos que ya tiene.',
  },
  exactPrice: {
    question: '¿Cómo sé mi precio exacto?',
    answer: 'Solicite una demostración: un especialista le explica los precios y la instalación en una llamada de 20 minutos.',
  },
};

export const pricingFaqSectionEs: Translation<typeof pricingFaqSection> = { title: 'Preguntas sobre los precios' };

export const pricingCtaEs: Translation<typeof pricingCta> = {
  title: 'Conozca su precio exacto',
  description: 'Un especialista le explica los precios y la instalación en una llamada de 20 minutos, con sus propios números.',
};

export const calculatorCopyEs: Translation<CalculatorCopy> = {
  title: 'Calcule su ahorro',
  description:
    'Escriba lo que vende con tarjeta y lo que paga por eso hoy. El cálculo se actualiza mientras escribe, y la dirección de la página guarda sus números para que pueda compartir el enlace.',
  labels: {
    sales: 'Ventas mensuales con tarjeta',
    ticket: 'Ticket promedio',
    rate: 'Tarifa de procesamiento actual',
    fee: 'Cargo actual por transacción',
  },
  hints: { dollars: 'Dólares estadounidenses', percent: 'Porcentaje' },
  problems: {
    amount: 'Escriba una cantidad de 0 o más.',
    tooLarge: `Escriba una cantidad de hasta ${esDollars(MAX_AMOUNT)}.`,
    ticketZero: `Escriba un ticket promedio de ${esDollars(MIN_TICKET)} o más.`,
    rate: `Escriba una tarifa entre ${esPercent(0)} y ${esPercent(MAX_RATE_PERCENT)}.`,
  },
  submit: 'Calcular mi ahorro',
  results: {
    heading: 'Su cálculo',
    transactions: 'Transacciones al mes',
    current: 'Lo que paga ahora',
    perMonth: 'al mes',
    startingRate: `Con la tarifa inicial de ${site.name} de ${fee}`,
    cashDiscount: 'Con el programa de descuento por pago en efectivo',
    cashDiscountCost: 'Su negocio no paga procesamiento',
    saving: 'Se ahorra {monthly} al mes ({yearly} al año)',
    noSaving: 'Con estos números no hay ahorro',
    invalid: 'Corrija los campos marcados arriba para ver su cálculo.',
  },
  assumptions: 'Cálculos hechos con los números que usted escribió; su tarifa depende de su negocio y de las tarjetas que usan sus clientes.',
};

/** Words around the page's own buttons (the demo button's label). */
export const pricingActions: Localized<{ demo: string }> = {
  en: { demo: 'Request Demo' },
  es: { demo: 'Solicitar demostración' },
};

/** Everything /pricing shows, in `locale`. The calculator's copy is passed to the island as props. */
export function pricingFor(locale: Locale) {
  return {
    page: localize(pricingPage, pricingPageEs, locale),
    hero: localize(pricingHero, pricingHeroEs, locale),
    basics: localize(pricingBasics, pricingBasicsEs, locale),
    basicsSection: localize(pricingBasicsSection, pricingBasicsSectionEs, locale),
    faq: localize(pricingFaq, pricingFaqEs, locale),
    faqSection: localize(pricingFaqSection, pricingFaqSectionEs, locale),
    cta: localize(pricingCta, pricingCtaEs, locale),
    calculator: localize(calculatorCopy, calculatorCopyEs, locale),
    actions: pricingActions[locale],
  };
}

export const catalogue: CatalogueEntry[] = [
  // `path` is an address, not a word.
  { name: 'pricing.page', english: pricingPage, spanish: pricingPageEs, same: [pricingPage.path] },
  { name: 'pricing.hero', english: pricingHero, spanish: pricingHeroEs },
  { name: 'pricing.basics', english: pricingBasics, spanish: pricingBasicsEs },
  { name: 'pricing.basicsSection', english: pricingBasicsSection, spanish: pricingBasicsSectionEs },
  { name: 'pricing.faq', english: pricingFaq, spanish: pricingFaqEs },
  { name: 'pricing.faqSection', english: pricingFaqSection, spanish: pricingFaqSectionEs },
  { name: 'pricing.cta', english: pricingCta, spanish: pricingCtaEs },
  { name: 'pricing.calculator', english: calculatorCopy, spanish: calculatorCopyEs },
  { name: 'pricing.actions', english: pricingActions.en, spanish: pricingActions.es },
];
