/** Spanish words for the customer pages of content/customers.ts. */
import {
  customerActions,
  customerPageList,
  customerPages,
  customerSections,
  notificationPreviewWords,
  posScreenWords,
} from '@/content/customers';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { site } from '@/content/site';

type CustomerPages = typeof customerPages;

export const customerPagesEs: Translation<CustomerPages> = {
  onlineOrdering: {
    nav: { label: 'Pedidos en línea', description: 'Pedidos por web, con QR en la mesa y de delivery, directo al POS.' },
    metaTitle: 'Pedidos en línea',
    metaDescription:
      `Pedidos en línea sin comisiones, pedidos con QR en la mesa y pedidos de las apps de delivery que llegan directo a su POS ${site.name} y a la cocina.`,
    hero: {
      eyebrow: 'Pedidos en línea',
      title: 'Su menú en línea y los pedidos directo a la cocina',
      description:
        'Sus clientes piden desde su sitio web, con un código QR en la mesa o por una app de delivery. Cada pedido llega a su POS y a la pantalla de cocina, con el precio correcto para cada canal.',
      image: { alt: 'Una página de pedidos en un celular que envía el pedido al POS y a la pantalla de cocina' },
    },
    features: {
      title: 'Todas las formas de pedir, en un solo sistema',
      description: 'Sin tabletas de más y sin volver a escribir pedidos a mano.',
      items: {
        'qr-table': { title: 'Pedidos con QR en la mesa', description: 'El cliente escanea el código de la mesa, pide y paga; el ticket indica el número de mesa.' },
        'custom-menus': { title: 'Un menú para cada canal', description: 'Menús separados para delivery, para llevar y para comer aquí, cada uno con sus propios precios.' },
        'real-time': { title: 'Cambios al instante', description: 'Marque un producto como agotado y desaparece de todos los menús en línea al mismo tiempo.' },
        'direct-pos': { title: 'Integración directa con el POS', description: 'Los pedidos en línea se imprimen y salen en la pantalla de cocina como cualquier pedido del mostrador.' },
        'multi-platform': { title: 'Delivery de varias plataformas', description: 'Los pedidos de las apps de delivery entran en la misma fila: nada de una tableta por cada app.' },
        'mobile-web': { title: 'Pedidos desde el celular y la web', description: 'Una página de pedidos rápida en su propio dominio, hecha para el celular.' },
      },
    },
    channelPricing: {
      title: 'Un solo menú, el precio correcto en cada canal',
      description:
        `Las plataformas de delivery le cobran más, así que su menú de delivery también puede costar más. Configúrelo una vez y ${site.name} lo aplica en todas partes.`,
      item: 'Bowl de burrito de pollo',
      prices: {
        dine: { channel: 'Comer aquí', note: 'Pedidos con QR en la mesa y en el mostrador' },
        pickup: { channel: 'Para llevar', note: 'Su sitio web, pedido por adelantado' },
        delivery: { channel: 'A domicilio', note: 'Plataformas de delivery' },
      },
    },
    blocks: {
      'qr-ordering': {
        title: 'Pedidos con QR en la mesa',
        description:
          'Imprima un código para cada mesa. Sus clientes ven las fotos, eligen los modificadores, piden y pagan desde el celular mientras su equipo lleva la comida.',
        features: { 'Table number on every ticket': 'El número de mesa en cada ticket', 'Add more items to the open tab': 'Agregue más productos a la cuenta abierta', 'Pay and tip from the phone': 'Pago y propina desde el celular' },
        image: { alt: 'Un código QR en una tarjeta de mesa junto a un celular con el menú de la mesa 12' },
      },
    },
    cta: { title: 'Reciba pedidos desde cualquier lugar', description: 'Comience con los pedidos en línea, o véalos con su propio menú en una demostración.' },
  },
  notifications: {
    nav: { label: 'Notificaciones', description: 'SMS, correos y notificaciones push que sus clientes sí abren.' },
    metaTitle: 'Notificaciones a clientes: SMS, correo y push',
    metaDescription:
      'Envíe ofertas de lealtad, avisos de pedidos y campañas por SMS, correo electrónico y push. Los mensajes SMS tienen una tasa de apertura del 98%.',
    hero: {
      eyebrow: 'Notificaciones a clientes',
      title: 'Llegue a sus clientes donde de verdad miran',
      description:
        'Avisos de pedido listo, ofertas de lealtad y lanzamientos de menú por SMS, correo y push, enviados desde el mismo sistema que cobra la venta y registra el canje.',
    },
    sample: { business: `${site.name} Café`, guest: 'María', offer: '20% de descuento', code: 'GRACIAS20' },
    channels: {
      sms: {
        label: 'SMS',
        title: 'Mensajes de texto que sus clientes abren',
        description:
          'Los SMS tienen una tasa de apertura del 98%: la forma más rápida de llenar una tarde floja o avisarle a un cliente que su pedido está listo.',
        points: { 'Loyalty offers and order-ready alerts': 'Ofertas de lealtad y avisos de pedido listo', 'STOP, UNSUBSCRIBE and HELP handled automatically': 'STOP, UNSUBSCRIBE y HELP se atienden solos', 'Redemptions tracked at the register': 'Canjes registrados en la caja' },
      },
      email: {
        label: 'Correo',
        title: 'Correos con su marca',
        description: 'Lanzamientos de menú, especiales de temporada y recibos con su logo, sus colores y sus fotos.',
        points: { 'Templates for offers and new menus': 'Plantillas para ofertas y menús nuevos', 'Segments built from real sales': 'Segmentos creados a partir de ventas reales', 'Opens and redemptions reported': 'Informes de aperturas y canjes' },
      },
      push: {
        label: 'Push',
        title: 'Notificaciones push para los clientes de su app',
        description: 'El estado del pedido y las recompensas en la pantalla de bloqueo de los clientes que piden por su app.',
        points: { 'Order received, ready and out for delivery': 'Pedido recibido, listo y en camino', 'Reward unlocked alerts': 'Avisos de recompensa desbloqueada', 'Sent the moment the kitchen bumps the ticket': 'Enviadas en cuanto la cocina da el ticket por terminado' },
      },
    },
    useCases: {
      title: 'Lo que envían los negocios',
      items: {
        'loyalty-offers': { title: 'Ofertas de lealtad', description: 'Un 20% de descuento como agradecimiento después de la décima visita, canjeado en el POS.' },
        'order-ready': { title: 'Pedido listo', description: 'Un mensaje de texto cuando la cocina termina el ticket, para que la comida llegue caliente.' },
        'win-back': { title: 'Campañas para recuperar clientes', description: 'Una oferta para los clientes que no han venido en 30 días.' },
        'menu-launches': { title: 'Lanzamientos de menú', description: 'Un correo con fotos cuando sale el menú de temporada.' },
      },
    },
    cta: { title: 'Envíe su primera campaña', description: 'Vea los SMS, correos y push con su propia lista de clientes en una demostración de 20 minutos.' },
  },
  posDemo: {
    nav: { label: 'Recorrido del POS' },
    metaTitle: 'Recorrido por la pantalla del POS',
    metaDescription:
      `Recorra el POS de ${site.name} pantalla por pantalla: pedido rápido, manejo de mesas, detalle del pedido, gestión del menú y el gerente con IA.`,
    hero: {
      eyebrow: 'Recorrido del POS',
      title: `Conozca la caja de ${site.name}, pantalla por pantalla`,
      description:
        'Las pantallas que usa su equipo en cada turno. Elija una pestaña para ver el pedido rápido, el plano del salón, un pedido, el editor del menú y el gerente con IA.',
    },
    tabs: {
      'quick-ordering': {
        label: 'Pedido rápido',
        title: 'Registre un pedido en segundos',
        description:
          'Las categorías a la izquierda, los productos al centro y el ticket a la derecha. Los modificadores se abren ahí mismo: un latte con leche de avena son dos toques.',
        points: { 'Big buttons sized for a rush': 'Botones grandes, pensados para la hora pico', 'Modifiers and combos priced automatically': 'Modificadores y combos con precio automático', 'Works offline and syncs later': 'Funciona sin internet y sincroniza después' },
      },
      'table-management': {
        label: 'Manejo de mesas',
        title: 'Todo el salón de un vistazo',
        description: 'Cada mesa muestra si está libre, ocupada, con pedido o esperando para pagar, y desde hace cuánto.',
        points: { 'Drag to move or merge tables': 'Arrastre para mover o juntar mesas', 'Timers for seated tables': 'Tiempo de espera de cada mesa ocupada', 'Open a table to see its ticket': 'Abra una mesa para ver su ticket' },
      },
      'order-details': {
        label: 'Detalle del pedido',
        title: 'Cada pedido, línea por línea',
        description: 'Productos, modificadores, notas, pagos y el estado en cocina de un pedido, con los reembolsos a un toque.',
        points: { 'Split by item or by guest': 'Dividir por producto o por persona', 'Partial and full refunds': 'Reembolsos parciales y totales', 'Receipt by print, text or email': 'Recibo impreso, por texto o por correo' },
      },
      'menu-management': {
        label: 'Gestión del menú',
        title: 'Cambie el menú una vez, en todas partes',
        description:
          'Edite productos, precios, grupos de modificadores y disponibilidad; la caja, el quiosco y el menú en línea se actualizan juntos.',
        points: { 'Prices per channel': 'Precios por canal', 'Sold-out toggles': 'Botón de agotado', 'Modifier groups with limits': 'Grupos de modificadores con límites' },
      },
      'ai-manager': {
        label: 'Gerente con IA',
        title: 'Un subgerente que lee sus números',
        description:
          'Sugerencias de inventario, desempeño de los empleados y un pronóstico de ventas, explicados en palabras sencillas cada mañana.',
        points: { 'Inventory suggestions before you run out': 'Sugerencias de inventario antes de que algo se acabe', 'Employee performance by shift': 'Desempeño de los empleados por turno', 'Sales forecast for the week ahead': 'Pronóstico de ventas para la próxima semana' },
      },
    },
    features: {
      title: 'Incluido en cada pantalla',
      description: 'Las partes de la caja que los dueños nos dicen que no podrían dejar de usar.',
      items: {
        'offline-mode': { title: 'Modo sin conexión', description: 'Siga vendiendo cuando se cae el internet; los pedidos y pagos se sincronizan después.' },
        'modifiers-combos': { title: 'Modificadores y combos', description: 'Tamaños, extras y combos con el precio correcto cada vez.' },
        'taxes-tips': { title: 'Impuestos, propinas y recargos', description: 'Se configuran una vez por local y se aplican en cada recibo.' },
        'receipts-refunds': { title: 'Recibos y reembolsos', description: 'Recibos impresos, por texto o por correo, y reembolsos en dos toques.' },
        'mobile-countertop': { title: 'Equipo de mano y de mostrador', description: 'Las mismas pantallas en un equipo de mano y en el mostrador.' },
        'ai-manager': { title: 'Gerente con IA', description: 'Sugerencias de inventario, desempeño del personal y pronósticos.' },
      },
    },
    cta: {
      title: 'Pruébelo con su propio menú',
      description: 'Reserve un recorrido con su menú ya cargado, o comience la prueba gratis del software por 30 días.',
    },
  },
};

/** The same words as customerPagesEs: the list's ids are the pages' keys. */
export const customerPageListEs: Translation<typeof customerPageList> = customerPagesEs;

export function customerPageListFor(locale: Locale): typeof customerPageList {
  return localize(customerPageList, customerPageListEs, locale);
}

/** The three pages' records as a `locale` reader sees them. */
export function customerPagesFor(locale: Locale): CustomerPages {
  return localize(customerPages, customerPagesEs, locale);
}

/** Section headers and table labels; their sentences are built from the page's own values. */
export const customerSectionsEs: typeof customerSections = {
  onlineOrdering: {
    pricingEyebrow: 'Menús por canal',
    menuItem: 'Producto del menú',
    priceCaption: (item: string) => `Precio de «${item}» en cada canal`,
    channel: 'Canal',
    price: 'Precio',
    blocksLabel: 'Pedidos con QR en la mesa',
  },
  notifications: {
    channels: {
      title: 'Una oferta, tres canales',
      description: (offer: string) => `Esta es la misma oferta de lealtad, ${offer} en el próximo pedido, tal como llega por cada canal.`,
    },
    tabsLabel: 'Canales de notificación',
  },
  posDemo: {
    tourTitle: 'Pantallas del POS',
    screenLabel: (tab: string) => `Pantalla «${tab}» del POS de ${site.name}`,
  },
};

export function customerSectionsFor(locale: Locale): typeof customerSections {
  return locale === 'es' ? customerSectionsEs : customerSections;
}

export const customerActionsEs: Translation<typeof customerActions> = { getStarted: 'Comenzar', requestDemo: 'Solicitar demostración' };

export function customerActionsFor(locale: Locale): typeof customerActions {
  return localize(customerActions, customerActionsEs, locale);
}

/** The drawn POS screens in Spanish: the same prices and figures, the words of a Miami café's register. */
export const posScreenWordsEs: Translation<typeof posScreenWords> = {
  frame: { register: 'Caja 1 · María', clock: '12:41 p. m.' },
  quickOrdering: {
    title: 'Pedido nuevo · Comer aquí',
    categories: { 'Coffee': 'Café', 'Tea': 'Té', 'Pastries': 'Pan dulce', 'Breakfast': 'Desayuno', 'Cold drinks': 'Bebidas frías' },
    items: {
      latte: { name: 'Latte' },
      cappuccino: { name: 'Capuchino' },
      americano: { name: 'Americano' },
      'flat-white': { name: 'Flat white' },
      mocha: { name: 'Moca' },
      'cold-brew': { name: 'Cold brew' },
      espresso: { name: 'Expreso' },
      'chai-latte': { name: 'Chai latte' },
    },
    ticket: 'Pedido #1042 · Mesa 12',
    lines: { 'latte-large': { name: 'Latte grande' }, 'almond-croissant': { name: 'Croissant de almendra' }, 'blueberry-muffin': { name: 'Muffin de arándanos' } },
    modifiers: 'Leche de avena +$0.70 · Shot extra +$0.90',
    tax: { label: 'Impuesto' },
    total: { label: 'Total' },
    charge: 'Cobrar',
  },
  tableManagement: {
    title: 'Salón · Patio y salón principal',
    states: { open: 'libre', seated: 'ocupada', ordered: 'pidió', paying: 'pagando' },
    tablePrefix: 'M',
    seats: 'puestos',
    ticket: 'Mesa 12 · 4 personas',
    seated: 'Sentados hace 18 min · Mesera María',
    lines: { '2-latte': { name: '2 × Latte' }, 'avocado-toast': { name: 'Tostada de aguacate' }, 'kids-pancakes': { name: 'Pancakes para niños' } },
    moveTable: 'Mover mesa',
    splitCheck: 'Dividir cuenta',
    addItems: 'Agregar productos',
  },
  orderDetails: {
    title: 'Pedidos · #1042',
    order: 'Pedido #1042',
    paid: 'Pagado',
    inKitchen: 'En cocina',
    summary: 'Comer aquí · Mesa 12 · Hoy 12:38 p. m. · Tarjeta •••• 4242',
    columns: { item: 'Producto', quantity: 'Cant.', amount: 'Importe' },
    rows: {
      'latte-large': { name: 'Latte grande', note: 'Leche de avena, shot extra' },
      'avocado-toast': { name: 'Tostada de aguacate', note: 'Nota: sin chile en hojuelas' },
      'kids-pancakes': { name: 'Pancakes para niños' },
    },
    totals: { subtotal: { label: 'Subtotal' }, tax: { label: 'Impuesto' }, 'tip-18': { label: 'Propina (18%)' } },
    total: { label: 'Total' },
    timeline: { 'order-placed': { label: 'Pedido recibido' }, 'sent-kitchen': { label: 'Enviado a cocina' }, 'drinks-ready': { label: 'Bebidas listas' } },
    refund: 'Reembolsar',
    textReceipt: 'Recibo por texto',
  },
  menuManagement: {
    title: 'Menú · Productos',
    columns: { item: 'Producto', category: 'Categoría', inStore: 'Tienda', delivery: 'Domicilio', available: 'Activo' },
    rows: {
      latte: { name: 'Latte', category: 'Café' },
      'cold-brew': { name: 'Cold brew', category: 'Café' },
      'almond-croissant': { name: 'Croissant de almendra', category: 'Pan dulce' },
      'avocado-toast': { name: 'Tostada de aguacate', category: 'Desayuno' },
    },
    on: 'Disponible',
    soldOut: 'Agotado',
    group: 'Grupo de modificadores: Leche',
    rules: 'Elegir 1 · Obligatorio · Se aplica a 9 productos',
    options: { 'whole-milk': { name: 'Leche entera' }, 'oat-milk': { name: 'Leche de avena' }, 'almond-milk': { name: 'Leche de almendra' }, 'skim-milk': { name: 'Leche descremada' } },
    publish: 'Publicar en todos los canales',
  },
  aiManager: {
    title: 'Gerente con IA · Resumen',
    inventory: 'Inventario',
    inventoryNotes: {
      'Order **12 gallons of oat milk** by Thursday. At this week’s pace you run out Saturday at 10 a.m.': 'Pida **12 galones de leche de avena** antes del jueves. A este ritmo se le acaba el sábado a las 10 a. m.',
      'Almond croissants sold out by 11 a.m. three days running: bake **18 more**.': 'Los croissants de almendra se agotaron antes de las 11 a. m. tres días seguidos: hornee **18 más**.',
    },
    team: 'Equipo',
    staff: { maria: { name: 'María' }, ben: { name: 'Ben' }, chen: { name: 'Chen' } },
    ordersPerHour: 'pedidos/h',
    tips: 'propinas',
    staffing: 'El sábado de 8 a 10 a. m. falta un barista.',
    forecast: 'Pronóstico · próximos 7 días',
    days: { 'Mon': 'Lun', 'Tue': 'Mar', 'Wed': 'Mié', 'Thu': 'Jue', 'Fri': 'Vie', 'Sat': 'Sáb', 'Sun': 'Dom' },
    busiest: 'Día más fuerte: sábado, unos $3,900 en ventas.',
  },
};

export function posScreenWordsFor(locale: Locale): typeof posScreenWords {
  return localize(posScreenWords, posScreenWordsEs, locale);
}

export const notificationPreviewWordsEs: Translation<typeof notificationPreviewWords> = {
  sms: {
    meta: 'Mensaje de texto · Hoy 2:14 p. m.',
    messages: {
      'Hi {guest}! Thanks for your 10th visit to {business} ☕ Here’s **{offer}** your next order as a loyalty thank-you.': '¡Hola, {guest}! Gracias por su visita número 10 a {business} ☕ Aquí tiene un **{offer}** en su próximo pedido, como agradecimiento por su lealtad.',
      'Show this text or use code **{code}** at the register or online. Valid 7 days.': 'Muestre este mensaje o use el código **{code}** en la caja o en línea. Válido por 7 días.',
    },
    legal: 'Responda STOP para darse de baja o HELP para recibir ayuda. Pueden aplicarse tarifas de mensajes y datos.',
  },
  email: {
    inbox: 'Bandeja de entrada',
    from: 'De',
    to: 'Para',
    subjectLabel: 'Asunto',
    subject: '{guest}, aquí tiene un {offer} en su próxima visita',
    badge: 'Recompensa de lealtad',
    badgeNote: 'en su próximo pedido, porque usted es cliente de la casa',
    body: 'Hola, {guest}: gracias por sus diez visitas esta temporada. Use el código **{code}** en el mostrador o al pedir en línea.',
    button: 'Usar mi descuento',
    footer:
      'Recibe este correo porque se unió al programa de recompensas de {business}, con la tecnología de {site}. Puede darse de baja cuando quiera.',
  },
  push: {
    notes: {
      'reward-unlocked': { when: 'ahora', title: '¡Recompensa desbloqueada! 🎉', body: '{offer} en su próximo pedido. Toque para agregarlo a su carrito.' },
      'order-ready': { when: 'hace 12 min', title: 'Su pedido está listo', body: 'Su latte de avena y su croissant de almendra lo esperan en el estante de recogida.' },
    },
  },
  openRate: 'de apertura en los SMS de marketing',
  channelNames: { sms: 'SMS', email: 'correo', push: 'notificación push' },
  caption: 'Vista previa de ejemplo por {channel}: la oferta de lealtad ({offer})',
};

export function notificationPreviewWordsFor(locale: Locale): typeof notificationPreviewWords {
  return localize(notificationPreviewWords, notificationPreviewWordsEs, locale);
}

/** English strings under `keys` anywhere in `record`: facts (prices, icons, slugs, paths) that no translation repeats. */
function factsOf(record: unknown, keys: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key && keys.includes(key)) found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(record);
  return [...new Set(found)];
}

export const catalogue: CatalogueEntry[] = [
  {
    name: 'customerPageList',
    english: customerPageList,
    spanish: customerPageListEs,
    same: [...factsOf(customerPageList, ['path', 'src', 'icon', 'value', 'price', 'business', 'openRate']), 'SMS', 'Push'],
  },
  { name: 'customerSections', english: customerSections, spanish: customerSectionsEs },
  { name: 'customerActions', english: customerActions, spanish: customerActionsEs },
  {
    name: 'posScreenWords',
    english: posScreenWords,
    spanish: posScreenWordsEs,
    same: [
      ...factsOf(posScreenWords, ['price', 'amount', 'inStore', 'time', 'tips']),
      ...factsOf(posScreenWords.menuManagement.rows, ['delivery']),
      // Coffee-bar words a Miami or Houston café uses as they are, and names.
      'Latte', 'Americano', 'Flat white', 'Cold brew', 'Chai latte', 'Total', 'Subtotal', '2 × Latte', 'Ben', 'Chen',
    ],
  },
  { name: 'notificationPreviewWords', english: notificationPreviewWords, spanish: notificationPreviewWordsEs, same: ['SMS'] },
];
