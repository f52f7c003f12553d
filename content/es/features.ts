/** Spanish words for content/pages/features.ts (/es/features). */
import { featureSections, featuresHero, featuresMeta, featuresPage, toolCards } from '@/content/pages/features';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { site } from '@/content/site';

export const featuresMetaEs: Translation<typeof featuresMeta> = {
  title: 'Funciones',
  description:
    `Pagos con depósitos el mismo día, perfiles de clientes y lealtad, pedidos en línea, notificaciones por SMS y correo electrónico, horarios del personal y banca integrada: todas las herramientas de ${site.name} en una sola página.`,
};

export const featuresHeroEs: Translation<typeof featuresHero> = {
  eyebrow: 'Funciones',
  title: 'Seis herramientas que trabajan como una, hechas a la manera en que venden los negocios de comida',
  description:
    'Pagos, clientes, pedidos en línea, mensajes, personal y banca comparten un mismo menú, los mismos reportes y un solo inicio de sesión. Empiece con lo que necesita hoy y active lo demás cuando esté listo.',
  image: {
    alt: 'Seis mosaicos conectados de pagos, clientes, pedidos en línea, notificaciones, personal y banca alrededor de una pantalla de punto de venta',
  },
};

export const toolCardsEs: Translation<typeof toolCards> = {
  payments: { title: 'Pagos', description: 'Depósitos el mismo día, descuento por pago en efectivo y procesamiento seguro con varias pasarelas.' },
  customers: { title: 'Clientes', description: 'Perfiles de clientes, lealtad y campañas que hacen volver a los clientes fijos.' },
  ordering: { title: 'Pedidos en línea', description: 'Pedidos por la web, por QR en la mesa y de entrega, directo al POS.' },
  notifications: { title: 'Notificaciones', description: 'Mensajes por SMS, correo electrónico y push, con una tasa de apertura del 98% en los textos.' },
  staff: { title: 'Personal', description: 'Puestos, horarios, entrada y salida, y pago inmediato de propinas.' },
  banking: { title: 'Banca', description: 'Una cuenta de negocio, pagos al instante y una línea de crédito.' },
};

const learnMore = { label: 'Más información' };

export const featureSectionsEs: Translation<typeof featureSections> = {
  payments: {
    title: 'Pagos que se depositan el mismo día',
    description:
      'Un food truck que lo vende todo el sábado puede reabastecerse el domingo: las ventas con tarjeta llegan a su cuenta el mismo día. El descuento por pago en efectivo le muestra al cliente un precio en efectivo y otro con tarjeta, para que el costo del procesamiento deje de salir de su margen.',
    features: {
      'Same-day funding on card sales': 'Depósitos el mismo día de las ventas con tarjeta',
      'Cash discount (dual pricing) on menu and receipt': 'Descuento por pago en efectivo (precio dual) en el menú y el recibo',
      'Secure payments across more than one gateway': 'Pagos seguros a través de más de una pasarela',
    },
    link: learnMore,
    image: { alt: 'Un lector de tarjetas de mano aceptando un pago con tap, con un aviso de depósito el mismo día' },
  },
  customers: {
    title: 'Conozca a sus clientes fijos por su nombre',
    description:
      'Cada pedido crea un perfil del cliente: qué compra, cada cuánto viene y cuándo fue su última visita. Premie a los que siempre piden el latte con leche de avena, recupere a los clientes que no ha visto en un mes y vea qué campañas trajeron gente al local.',
    features: {
      'Guest profiles built from every ticket': 'Perfiles de clientes creados con cada venta',
      'Points and rewards guests see on the receipt': 'Puntos y recompensas que el cliente ve en su recibo',
      'Campaigns aimed at the guests who will respond': 'Campañas dirigidas a los clientes que van a responder',
    },
    link: learnMore,
    image: { alt: 'La ficha de un cliente con una fila de sellos de lealtad y sus pedidos recientes' },
  },
  ordering: {
    title: 'Pedidos en línea sin una tableta para cada app',
    description:
      'Su página de pedidos, los códigos QR en las mesas, el quiosco y las plataformas de entrega mandan las comandas a la misma caja y a la misma pantalla de cocina. Configure menús y precios distintos para recoger, entrega y comer en el local desde una sola lista de productos.',
    features: {
      'Mobile, web and QR table ordering': 'Pedidos desde el celular, la web y por QR en la mesa',
      'Custom menus and prices per channel': 'Menús y precios propios para cada canal',
      'Delivery platforms integrated directly with the POS': 'Plataformas de entrega integradas directamente con el POS',
    },
    link: learnMore,
    image: { alt: 'Un teléfono con un menú en línea y un código QR en un porta-menú de mesa enviando un pedido a la cocina' },
  },
  notifications: {
    title: 'Mensajes que sus clientes sí abren',
    description:
      'Los mensajes de texto tienen una tasa de apertura del 98%, así que el aviso de “su pedido está listo” se ve y una oferta para un día de lluvia llena mesas. Envíe por SMS, correo electrónico o push desde la misma pantalla donde ve quién pidió qué.',
    features: {
      'Order-ready alerts by text': 'Avisos de pedido listo por mensaje de texto',
      'Offers and loyalty reminders by SMS, email or push': 'Ofertas y recordatorios de lealtad por SMS, correo electrónico o push',
      'Sends aimed by visit history and favourite items': 'Envíos según las visitas y los productos favoritos',
    },
    link: learnMore,
    image: { alt: 'La pantalla de bloqueo de un teléfono con un mensaje de texto que dice que el pedido está listo para recoger' },
  },
  staff: {
    title: 'Horarios, entradas y propinas, en orden',
    description:
      'Arme el horario de la próxima semana con base en las ventas del año pasado, deje que el personal marque su entrada en la caja y pague las propinas al instante al final del turno. El análisis de mano de obra muestra lo que cuesta cada turno junto a lo que vendió.',
    features: {
      'Roles and permissions per person': 'Puestos y permisos para cada persona',
      'Schedules, shifts and clock in/out': 'Horarios, turnos y registro de entrada y salida',
      'Instant tip payouts and labor analytics': 'Pago inmediato de propinas y análisis de mano de obra',
    },
    link: learnMore,
    image: { alt: 'Un horario semanal de turnos con un botón para marcar la entrada y un resumen del pago de propinas' },
  },
  banking: {
    title: 'Banca dentro de su POS',
    description:
      'Las ventas se depositan en una cuenta de negocio que usted ve junto a sus reportes. Mueva dinero al instante, planee la semana con herramientas de flujo de caja y use una línea de crédito con fondos al siguiente día hábil cuando se le descompone la máquina de espresso.',
    features: {
      'Business account with instant deposits and payouts': 'Cuenta de negocio con depósitos y pagos al instante',
      'Cash flow tools that show the week ahead': 'Herramientas de flujo de caja que muestran la semana que viene',
      'Line of credit with next-business-day funding': 'Línea de crédito con fondos al siguiente día hábil',
    },
    link: learnMore,
    image: { alt: 'El saldo de una cuenta de negocio con depósitos de ventas entrantes y una línea de crédito disponible' },
  },
};

export const featuresPageEs: Translation<typeof featuresPage> = {
  secondary: { label: 'Vea el punto de venta' },
  tools: {
    eyebrow: 'Las herramientas',
    title: 'Una plataforma, seis herramientas',
    description: 'Todas las herramientas leen el mismo menú y las mismas ventas, así nada se escribe dos veces.',
  },
  cta: {
    title: 'Vea las seis herramientas con su propio menú',
    description: `Un especialista le muestra ${site.name} en 20 minutos. El software es gratis por 30 días, sin compromiso de equipos.`,
  },
};

/** /features' copy as a `locale` reader sees it, links pointed at that language's pages. */
export function featuresFor(locale: Locale) {
  return {
    meta: localize(featuresMeta, featuresMetaEs, locale),
    hero: localize(featuresHero, featuresHeroEs, locale),
    toolCards: localize(toolCards, toolCardsEs, locale),
    sections: localize(featureSections, featureSectionsEs, locale),
    page: localize(featuresPage, featuresPageEs, locale),
  };
}

export const catalogue: CatalogueEntry[] = [
  { name: 'featuresMeta', english: featuresMeta, spanish: featuresMetaEs },
  { name: 'featuresHero', english: featuresHero, spanish: featuresHeroEs },
  { name: 'toolCards', english: toolCards, spanish: toolCardsEs },
  { name: 'featureSections', english: featureSections, spanish: featureSectionsEs },
  { name: 'featuresPage', english: featuresPage, spanish: featuresPageEs },
];
