/** Spanish words for content/pages/solutions.ts (/es/solutions). */
import { caseStudies, solutionAreas, solutionsHero, solutionsSections, startingProcessingFee } from '@/content/pages/solutions';
import { industrySolutionCards } from '@/content/industries';
import { industriesFor } from '@/content/es/industries';
import { supportLanguagesEs } from '@/content/es/company';
import type { FeatureCard } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locale';
import { localize, localizeHref } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { site } from '@/content/site';

export const solutionsHeroEs: Translation<typeof solutionsHero> = {
  eyebrow: 'Soluciones para su negocio',
  title: 'Todo lo que mueve su negocio de comida, desde el primer tap de la tarjeta hasta el depósito en el banco',
  description: `Cobro, menús, personal, pedidos en línea y una cuenta de negocio que trabajan juntos. Pruebe el software gratis por 30 días sin compromiso de equipos, y hable con una persona de verdad 24/7 en ${supportLanguagesEs('o')}.`,
  image: {
    alt: 'Una caja registradora de mostrador, un lector de tarjetas de mano y un panel bancario con las ventas y el depósito de hoy',
  },
};

export const solutionAreasEs: Translation<typeof solutionAreas> = {
  'payment-processing': {
    eyebrow: 'Procesamiento de pagos',
    title: 'Reciba hoy el dinero de lo que vendió hoy',
    description:
      'Acepte tarjetas, pagos con tap y con el teléfono en el mostrador, en la ventanilla o en la acera. Con los depósitos el mismo día, el dinero está en su cuenta antes del pedido de verduras de mañana, y el descuento por pago en efectivo le permite compensar el costo de las tarjetas con precio dual en cada recibo.',
    highlight: { label: 'comisiones de procesamiento desde' },
    cards: {
      'same-day': { title: 'Depósitos el mismo día', description: 'Cierre esta noche y las ventas con tarjeta del día llegan a su cuenta ese mismo día, no tres días después.' },
      'cash-discount': { title: 'Descuento por pago en efectivo', description: 'Muestre un precio en efectivo y otro con tarjeta en el menú y el recibo, para que las comisiones no se coman sus márgenes.' },
      'secure-multi': { title: 'Pagos seguros con varias pasarelas', description: 'Los pagos pasan por más de una pasarela, así una sola falla no detiene su fila.' },
    },
    link: { label: 'Conozca los pagos' },
  },
  'business-management': {
    eyebrow: 'Administración del negocio',
    title: 'Maneje el turno desde una sola pantalla',
    description:
      'Arme el menú una vez y aparece en la caja, el equipo de mano, el quiosco y la tienda en línea. Los horarios, las entradas y las propinas están junto a las ventas, así usted ve si el almuerzo del martes necesita dos personas o tres.',
    cards: {
      'menus-modifiers': { title: 'Menús y modificadores', description: 'Tamaños, extras, combos y productos agotados se actualizan en todas partes en cuanto usted los cambia.' },
      'staff-schedules': { title: 'Personal y horarios', description: 'Puestos, turnos, entrada y salida, pago inmediato de propinas y análisis de mano de obra en un solo lugar.' },
      'ai-manager': { title: 'Gerente con IA', description: 'Sugerencias de inventario, desempeño de empleados y pronósticos de ventas a partir de sus propias ventas.' },
    },
    link: { label: 'Vea el punto de venta' },
  },
  'online-presence': {
    eyebrow: 'Presencia en línea',
    title: 'Reciba pedidos donde ya están sus clientes',
    description:
      'Su propia página de pedidos, los códigos QR en las mesas y las plataformas de entrega mandan las comandas directo al POS y a la pantalla de cocina. Los clientes que piden una vez vuelven a saber de usted por mensaje de texto, correo electrónico o notificación push.',
    cards: {
      'online-mobile': { title: 'Pedidos en línea y desde el celular', description: 'Menús y precios distintos para recoger, entrega y comer en el local, todo desde una sola lista de productos.' },
      'qr-table': { title: 'Pedidos por QR en la mesa', description: 'Los clientes escanean, piden y pagan desde la mesa mientras su equipo sigue cocinando.' },
      'notifications-get': { title: 'Notificaciones que sí se leen', description: 'Los mensajes de texto tienen una tasa de apertura del 98%: avisos de pedido listo, ofertas de lealtad y especiales para los días flojos.' },
    },
    link: { label: 'Conozca los pedidos en línea' },
  },
  'financial-services': {
    eyebrow: 'Servicios financieros',
    title: 'Una cuenta de negocio dentro de su caja registradora',
    description:
      'Las ventas se depositan en una cuenta de negocio que está en el mismo panel que su POS. Mueva dinero al instante, vea lo que entra y sale esta semana y use una línea de crédito cuando se le daña el congelador.',
    cards: {
      'business-account': { title: 'Cuenta de negocio', description: 'Sus depósitos, pagos y saldos junto a las ventas que los generaron.' },
      'instant-deposits': { title: 'Depósitos y pagos al instante', description: 'Pague a un proveedor o páguese a usted mismo cuando lo necesite, sin esperar un lote.' },
      'line-credit': { title: 'Línea de crédito', description: 'Úsela cuando la necesite, con fondos al siguiente día hábil para reparaciones, equipos o una temporada de mucho trabajo.' },
    },
    link: { label: 'Conozca la banca' },
  },
  'security': {
    eyebrow: 'Seguridad',
    title: 'Protección que no hace más lenta la fila',
    description:
      'Cada persona entra con su propio puesto, así un empleado nuevo puede cobrar pedidos sin ver la nómina. Los reembolsos y anulaciones quedan a nombre de quien los hizo, y el modo sin conexión protege las ventas hasta que vuelve la conexión.',
    cards: {
      'role-based': { title: 'Acceso según el puesto', description: 'El cajero, el encargado de turno y el dueño ven solo las pantallas que necesitan, nada más.' },
      'accountable-refunds': { title: 'Reembolsos con responsable', description: 'Cada reembolso y anulación registra quién lo hizo y cuándo, junto al recibo original.' },
      'offline-mode': { title: 'Modo sin conexión con sincronización', description: 'Siga tomando pedidos cuando se cae el Wi-Fi; todo se sincroniza cuando vuelve la conexión.' },
    },
    link: { label: 'Cómo se protegen los pagos' },
  },
  'developer-tools': {
    eyebrow: 'Herramientas para desarrolladores',
    title: 'Conecte las herramientas que ya usa',
    description:
      'Los pedidos de las plataformas de entrega llegan al POS sin tener que volver a escribirlos, y los pedidos en línea caen directo en la caja y en la pantalla de cocina. Si tiene su propio sitio web o app, nuestro equipo le ayuda a conectarlo.',
    cards: {
      'multi-platform': { title: 'Entregas de varias plataformas', description: 'Los pedidos de entrega de varias plataformas llegan como comandas normales del POS, en una sola fila.' },
      'direct-pos': { title: 'Integración directa con el POS', description: 'Los pedidos en línea entran directo a la caja y a la pantalla de cocina, con precio e impuestos.' },
      'help-people': { title: 'Ayuda de quienes lo construyen', description: '¿Planea una integración a la medida? Háblelo con nuestro equipo técnico antes de comprometerse.' },
    },
    link: { label: 'Hable con nuestro equipo' },
  },
};

export const caseStudiesEs: Translation<typeof caseStudies> = {
  tacos: {
    business: caseStudies[0]?.business,
    kind: 'Dos food trucks',
    owner: 'Marisol, dueña',
    challenge:
      'Dos trucks, dos teléfonos con lectores de tarjetas y una hoja de cálculo cada noche para saber qué vendió cada truck. El Wi-Fi del festival se caía en los peores momentos.',
    quote:
      'Ahora los dos trucks cobran con equipos de mano que aguantan todo el día, y cuando se va la señal en la feria seguimos vendiendo. El dinero está en la cuenta el mismo día, así pago las tortillas sin tocar mi tarjeta.',
    changes: {
      'Both trucks share one menu, with prices she changes from her phone': 'Los dos trucks comparten un menú, con precios que ella cambia desde su teléfono',
      'Offline mode carries sales through dead spots and syncs afterwards': 'El modo sin conexión sostiene las ventas en las zonas sin señal y sincroniza después',
      'Same-day funding pays the morning supplier run': 'Los depósitos el mismo día pagan la compra al proveedor de la mañana',
    },
    image: { alt: 'Un food truck de tacos con un lector de tarjetas de mano en la ventanilla' },
    link: { label: 'Soluciones para food trucks' },
  },
  bakery: {
    business: caseStudies[1]?.business,
    kind: 'Panadería de barrio',
    owner: 'Daniel, panadero y dueño',
    challenge:
      'Los pedidos anticipados de las fiestas vivían en una libreta, la fila del sábado llegaba hasta la calle y los clientes fijos no tenían motivo para volver entre semana.',
    quote:
      'Ahora los clientes piden los pasteles en línea y la comanda ya está esperando en la caja. Los miércoles flojos mando un mensaje de texto sobre el pan de masa madre recién hecho y la gente sí viene. Por fin sé de qué hornear más.',
    changes: {
      'Online pre-orders arrive on the POS with pickup time and notes': 'Los pedidos anticipados en línea llegan al POS con la hora de recogida y las notas',
      'Midweek texts and loyalty rewards bring regulars back': 'Los mensajes entre semana y las recompensas de lealtad hacen volver a los clientes fijos',
      'The AI manager suggests how much to bake from past sales': 'El gerente con IA sugiere cuánto hornear según las ventas anteriores',
    },
    image: { alt: 'Un mostrador de panadería con una vitrina de pan dulce y una caja registradora con pantalla para el cliente' },
    link: { label: 'Soluciones para panaderías' },
  },
};

export const solutionsSectionsEs: Translation<typeof solutionsSections> = {
  meta: {
    title: 'Soluciones para negocios de comida y bebida',
    description: `Pagos desde ${startingProcessingFee}, menús, personal, pedidos en línea, una cuenta de negocio y una línea de crédito en una sola plataforma para food trucks, panaderías, cafeterías y restaurantes de comida rápida.`,
  },
  secondary: { label: 'Vea las funciones' },
  industries: {
    eyebrow: 'Industrias',
    title: 'Hecho a la manera en que vende su tipo de negocio',
    description: `Una cafetería y una cocina fantasma (ghost kitchen) no le piden lo mismo a una caja. Elija la suya y vea cómo se configura ${site.name} para ella.`,
  },
  caseStudies: {
    eyebrow: 'Casos de clientes',
    title: `Cómo funcionan con ${site.name} dos pequeños negocios de comida`,
    description: 'Historias ilustrativas, contadas con las palabras de sus dueños, del tipo de negocios para los que trabajamos.',
  },
  cta: {
    title: 'Pruebe el software gratis por 30 días',
    description: `Sin compromiso de equipos. Mantenga lo que usa hoy mientras ve cómo maneja ${site.name} una semana real de pedidos.`,
  },
};

/** /solutions' copy as a `locale` reader sees it, links pointed at that language's pages. */
export function solutionsFor(locale: Locale) {
  return {
    hero: localize(solutionsHero, solutionsHeroEs, locale),
    areas: localize(solutionAreas, solutionAreasEs, locale),
    caseStudies: localize(caseStudies, caseStudiesEs, locale),
    sections: localize(solutionsSections, solutionsSectionsEs, locale),
    industryCards: industryCardsFor(locale),
  };
}

/** The industries grid, one card per trade, in the reader's language. */
export function industryCardsFor(locale: Locale): FeatureCard[] {
  return industrySolutionCards(industriesFor(locale)).map((card) => (card.href ? { ...card, href: localizeHref(card.href, locale) } : card));
}

export const catalogue: CatalogueEntry[] = [
  { name: 'solutionsHero', english: solutionsHero, spanish: solutionsHeroEs },
  { name: 'solutionAreas', english: solutionAreas, spanish: solutionAreasEs },
  // The businesses' names stay as their owners wrote them.
  { name: 'caseStudies', english: caseStudies, spanish: caseStudiesEs, same: caseStudies.map((study) => study.business) },
  { name: 'solutionsSections', english: solutionsSections, spanish: solutionsSectionsEs },
];
