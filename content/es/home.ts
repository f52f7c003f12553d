/** Spanish words for content/home.ts (the home page at /es). */
import {
  companyIntro,
  dashboardVideo,
  featureGrid,
  featuresIntro,
  homeHero,
  homeLinks,
  homeMeta,
  operatorsIntro,
  partnerSection,
  solutionCards,
  solutionsIntro,
  whyChoose,
  whyChooseIntro,
} from '@/content/home';
import { industryHomeCards } from '@/content/industries';
import { industriesFor } from '@/content/es/industries';
import { supportLanguageCountEs, supportLanguagesEs } from '@/content/es/company';
import { partnerCommission } from '@/content/pages/partnerships';
import { site } from '@/content/site';
import { siteEs } from '@/content/es/site';
import type { FeatureCard } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locale';
import { localize, localizeHref } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const homeMetaEs: Translation<typeof homeMeta> = {
  title: `${site.name}: punto de venta, pagos y banca para negocios de comida y bebida`,
  // The same sentence as the site's Spanish description (as the English home uses site.description).
  description: siteEs.description,
};

export const homeHeroEs: Translation<typeof homeHero> = {
  eyebrow: 'POS, pagos y banca para comida y bebida',
  title: 'Cobre en la hora pico. Reciba su dinero el mismo día.',
  description:
    `${site.name} maneja el mostrador, la ventanilla del food truck y el menú en línea desde un solo sistema, sigue vendiendo cuando se cae el Wi-Fi y deposita sus ventas con tarjeta en su cuenta el mismo día que las hace.`,
  secondaryAction: { label: 'Vea el POS en acción' },
  assurances: {
    'Free 30-day software trial': 'Prueba gratis del software por 30 días',
    'No hardware commitment': 'Sin compromiso de equipos',
    '24/7 support in 5 languages': `Soporte 24/7 en ${supportLanguageCountEs} idiomas`,
  },
  image: {
    alt: `Una caja registradora ${site.name} de mostrador con un pedido, un equipo de mano cobrando con tap y un recibo impreso`,
  },
};

export const whyChooseIntroEs: Translation<typeof whyChooseIntro> = {
  eyebrow: `Por qué ${site.name}`,
  title: 'Hecho para dueños que están detrás del mostrador',
  description: 'Lo que decide un buen día en un negocio de comida, resuelto antes de que usted tenga que pensar en ello.',
};

export const whyChooseEs: Translation<typeof whyChoose> = {
  offline: {
    title: 'Sigue vendiendo sin conexión',
    description:
      'Cuando el Wi-Fi de la cafetería se cae a las 8 a. m., la fila sigue avanzando: se aceptan tarjetas y pedidos sin conexión y todo se sincroniza en cuanto vuelve la señal.',
  },
  funding: {
    title: 'Depósitos el mismo día',
    description:
      'Las ventas del sábado de un food truck en el festival llegan al banco ese mismo día, así la compra de insumos del lunes ya está pagada antes de empezar la semana.',
  },
  support: {
    title: `Soporte 24/7 en ${supportLanguageCountEs} idiomas`,
    description: `Personas de verdad que hablan ${supportLanguagesEs()}, a las 6 a. m. a la hora de hornear o después del ajetreo de la noche.`,
  },
  trial: {
    title: 'Pruébelo gratis por 30 días',
    description: 'Use el software completo con su propio menú durante un mes, sin tener que firmar primero un compromiso de equipos.',
  },
};

export const solutionsIntroEs: Translation<typeof solutionsIntro> = {
  eyebrow: 'Una sola plataforma',
  title: 'Tome el pedido, cobre y maneje su negocio',
  description: 'Tres partes que comparten un mismo menú, una misma lista de clientes y los mismos números.',
};

export const solutionCardsEs: Translation<typeof solutionCards> = {
  pos: {
    title: 'Punto de venta',
    description: 'De mostrador, de mano o quiosco: el mismo menú, los mismos modificadores y combos en cada pantalla.',
    points: {
      'Modifiers, combos, taxes and tips set once': 'Modificadores, combos, impuestos y propinas se configuran una vez',
      'Offline mode with automatic sync': 'Modo sin conexión con sincronización automática',
      'Tickets straight to the kitchen display': 'Comandas directo a la pantalla de cocina',
    },
    link: { label: 'Conozca el POS' },
  },
  payments: {
    title: 'Pagos y banca',
    description: 'Acepte todas las tarjetas y billeteras digitales, y vea el dinero en una cuenta de negocio el mismo día.',
    points: {
      'Same-day funding on card sales': 'Depósitos el mismo día de las ventas con tarjeta',
      'Cash discount (dual pricing) built in': 'Descuento por pago en efectivo (precio dual) incluido',
      'Instant tip payouts for your team': 'Pago inmediato de propinas a su equipo',
    },
    link: { label: 'Ver pagos' },
  },
  guests: {
    title: 'Pedidos en línea y clientes',
    description: 'Pedidos desde la web, códigos QR en la mesa y apps de entrega, todos en la misma fila de pedidos.',
    points: {
      'Pickup, delivery and dine-in menus with their own prices': 'Menús para recoger, entrega y comer en el local, cada uno con sus precios',
      'Loyalty and guest profiles': 'Programa de lealtad y perfiles de clientes',
      'SMS, email and push campaigns': 'Campañas por SMS, correo electrónico y notificaciones push',
    },
    link: { label: 'Ver pedidos en línea' },
  },
};

export const dashboardVideoEs: Translation<typeof dashboardVideo> = {
  eyebrow: 'El panel del dueño',
  title: 'Todo su día en una sola pantalla',
  description: 'Las ventas, la fila de pedidos y su próximo depósito se actualizan al momento, en el mostrador o en su teléfono.',
  caption:
    `El panel de ${site.name} de una cafetería un sábado por la tarde: suben las ventas del día, los pedidos, las propinas del personal y los clientes del programa de lealtad; la gráfica de ventas por hora compara hoy con el sábado pasado; los nuevos pedidos en línea, del quiosco y del mostrador entran a la fila; y el depósito del mismo día muestra cuánto llega al banco antes de las 6 p. m.`,
  highlights: {
    'live-sales': { title: 'Ventas en vivo', description: 'Hora por hora, comparadas con el mismo día de la semana pasada.' },
    'one-order': { title: 'Una sola fila de pedidos', description: 'Pedidos del mostrador, del quiosco, por QR en la mesa y en línea, todos juntos.' },
    'payout-tracker': { title: 'Control de depósitos', description: 'Vea lo que llega hoy a su cuenta, antes de cerrar.' },
  },
};

export const operatorsIntroEs: Translation<typeof operatorsIntro> = {
  eyebrow: 'Para quién es',
  title: 'Configurado a la manera en que usted atiende',
  description: `Cada negocio de comida tiene su propia hora pico. Elija el suyo y vea cómo se adapta ${site.name}.`,
};

export const featuresIntroEs: Translation<typeof featuresIntro> = {
  eyebrow: 'Todo lo que hay detrás del mostrador',
  title: 'Las herramientas que de verdad usa una cocina con mucho movimiento',
  description: `Sin tiendas de complementos que revisar: todo esto viene con ${site.name}.`,
};

export const featureGridEs: Translation<typeof featureGrid> = {
  menu: { title: 'Menús y modificadores', description: 'Productos, combos, tamaños y extras: los cambia una vez y se actualizan en todos los equipos.' },
  kitchen: { title: 'Pantalla de cocina', description: 'Los pedidos llegan a la pantalla en orden, con tiempo, y se marcan cuando están listos.' },
  handheld: { title: 'POS de mano', description: 'Tome pedidos en la fila o en la mesa, con más de 12 horas de batería por carga.' },
  qr: { title: 'Pedidos por QR en la mesa', description: 'Los clientes escanean, piden y pagan desde la mesa mientras su equipo sigue cocinando.' },
  loyalty: { title: 'Lealtad y CRM', description: 'Perfiles, puntos y recompensas que hacen volver a los clientes de todas las mañanas.' },
  messages: { title: 'SMS, correo y push', description: 'Avísele a sus clientes que su pedido está listo o que ya salió el nuevo menú de temporada.' },
  staff: { title: 'Personal y propinas', description: 'Horarios, turnos, entrada y salida, y propinas pagadas al instante.' },
  ai: { title: 'Gerente con IA', description: 'Sugerencias de inventario, pronósticos de ventas y un resumen de cómo le fue a cada turno.' },
};

export const companyIntroEs: Translation<typeof companyIntro> = {
  eyebrow: `La empresa detrás de ${site.name}`,
  title: 'Al servicio de negocios de comida desde 2007',
  description: `Primero fuimos una empresa de pagos; por eso el lado del dinero de ${site.name} simplemente funciona.`,
};

export const partnerSectionEs: Translation<typeof partnerSection> = {
  eyebrow: 'Programa de socios',
  title: `Gane dinero como socio de ${site.name}`,
  description: `¿Conoce dueños de restaurantes o ya les vende? Recomiéndeles ${site.name} o revéndalo, y gane una comisión de hasta ${partnerCommission} por cada comercio que firme, más ingresos recurrentes mientras procesen pagos con nosotros.`,
  points: {
    'Commissions up to $1,000 per merchant': `Comisiones de hasta ${partnerCommission} por comercio`,
    'Recurring income from every account you bring': 'Ingresos recurrentes por cada cuenta que traiga',
    'A partner portal for onboarding and managing your merchants': 'Un portal de socios para dar de alta y administrar a sus comercios',
  },
  form: { title: 'Solicite entrar al programa de socios', description: 'Déjenos sus datos y nuestro equipo de alianzas le llamará.' },
};

export const homeLinksEs: Translation<typeof homeLinks> = {
  businessTypes: { label: 'Ver todos los tipos de negocio' },
  featuresDemo: 'Empezar ahora',
  features: { label: 'Todas las funciones' },
  story: { label: 'Conozca nuestra historia' },
};

/** The home page's copy as a `locale` reader sees it, links pointed at that language's pages. */
export function homeFor(locale: Locale) {
  return {
    meta: localize(homeMeta, homeMetaEs, locale),
    hero: localize(homeHero, homeHeroEs, locale),
    whyChooseIntro: localize(whyChooseIntro, whyChooseIntroEs, locale),
    whyChoose: localize(whyChoose, whyChooseEs, locale),
    solutionsIntro: localize(solutionsIntro, solutionsIntroEs, locale),
    solutionCards: localize(solutionCards, solutionCardsEs, locale),
    dashboardVideo: localize(dashboardVideo, dashboardVideoEs, locale),
    operatorsIntro: localize(operatorsIntro, operatorsIntroEs, locale),
    operatorCards: operatorCardsFor(locale),
    featuresIntro: localize(featuresIntro, featuresIntroEs, locale),
    featureGrid: localize(featureGrid, featureGridEs, locale),
    companyIntro: localize(companyIntro, companyIntroEs, locale),
    partnerSection: localize(partnerSection, partnerSectionEs, locale),
    links: localize(homeLinks, homeLinksEs, locale),
  };
}

/** "Who it is for": one card per trade, in the reader's language, linking to that language's page. */
export function operatorCardsFor(locale: Locale): FeatureCard[] {
  return industryHomeCards(industriesFor(locale)).map((card) => (card.href ? { ...card, href: localizeHref(card.href, locale) } : card));
}

export const catalogue: CatalogueEntry[] = [
  { name: 'homeMeta', english: homeMeta, spanish: homeMetaEs },
  { name: 'homeHero', english: homeHero, spanish: homeHeroEs },
  { name: 'whyChooseIntro', english: whyChooseIntro, spanish: whyChooseIntroEs },
  { name: 'whyChoose', english: whyChoose, spanish: whyChooseEs },
  { name: 'solutionsIntro', english: solutionsIntro, spanish: solutionsIntroEs },
  { name: 'solutionCards', english: solutionCards, spanish: solutionCardsEs },
  {
    name: 'dashboardVideo',
    english: dashboardVideo,
    spanish: dashboardVideoEs,
    // The clip's files: addresses, not words.
    same: [dashboardVideo.sources.webm, dashboardVideo.sources.mp4, dashboardVideo.poster],
  },
  { name: 'operatorsIntro', english: operatorsIntro, spanish: operatorsIntroEs },
  { name: 'featuresIntro', english: featuresIntro, spanish: featuresIntroEs },
  { name: 'featureGrid', english: featureGrid, spanish: featureGridEs },
  { name: 'companyIntro', english: companyIntro, spanish: companyIntroEs },
  { name: 'partnerSection', english: partnerSection, spanish: partnerSectionEs },
  { name: 'homeLinks', english: homeLinks, spanish: homeLinksEs },
];
