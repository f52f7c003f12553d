/**
 * Spanish words for the hardware of content/devices.ts and the /hardware overview of
 * content/pages/hardware.ts. Only words live here: model names, figures, units, links,
 * images and slugs stay in the English records, and `localize` lays these words over them.
 */
import {
  SPEC_ON_REQUEST,
  deviceCopy,
  devices,
  handheldPage,
  hardwarePages,
  kioskKeyFeatures,
  kitchenKeyFeatures,
  specLabels,
  type Device,
  type DeviceCategory,
} from '@/content/devices';
import { hardwarePage } from '@/content/pages/hardware';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Localized, Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { supportLanguagesEs } from '@/content/es/company';

/** What a spec row says where the spec publishes no figure. */
export const SPEC_ON_REQUEST_ES = 'Pida la ficha técnica completa a ventas';
const ask = SPEC_ON_REQUEST_ES;



export const specLabelsEs: Translation<typeof specLabels> = {
  operatingSystem: 'Sistema operativo',
  processor: 'Procesador',
  memory: 'Memoria',
  display: 'Pantalla',
  connectivity: 'Conectividad',
};

/** Words of one device; its spec values only where they are words. */
type DeviceWords = Translation<Pick<Device, 'displayName' | 'tagline' | 'description' | 'specs' | 'highlights' | 'benefits'>> & {
  image?: { alt?: string };
};

const askAll = { operatingSystem: ask, processor: ask, memory: ask, display: ask, connectivity: ask };

/** Spanish words of every device, by slug. */
export const devicesEs: Record<string, DeviceWords> = {
  'pos-terminal': {
    displayName: 'Terminal POS con pantalla para el cliente',
    tagline: 'Una caja registradora Sunmi de mostrador con una pantalla que mira hacia su cliente.',
    description:
      'Nuestra caja registradora de mostrador estándar, basada en un modelo Sunmi. Su equipo marca los pedidos en la pantalla principal de 15.6 pulgadas mientras el cliente ve cómo se arma su pedido, deja la propina y paga en la pantalla de 10.1 pulgadas que tiene enfrente.',
    image: { alt: 'Terminal POS de mostrador con una pantalla grande para el cajero y otra más pequeña para el cliente' },
    specs: {
      ...askAll,
      memory: '3GB RAM / 32GB de almacenamiento',
      display: 'Pantalla de cajero de 15.6 pulgadas y pantalla para el cliente de 10.1 pulgadas',
    },
    highlights: {
      'Guest-facing screen for order review, tips and loyalty sign-up': 'Pantalla para el cliente: revisa su pedido, deja propina y se une al programa de lealtad',
      'Keeps selling offline and syncs later': 'Sigue vendiendo sin internet y sincroniza después',
      'Receipt printing and cash drawer at the counter': 'Impresión de recibos y gaveta de efectivo en el mostrador',
    },
    benefits: {
      'Fewer order mistakes because guests see every line': 'Menos errores en los pedidos, porque el cliente ve cada línea',
      'Tips prompted on the guest screen, not asked out loud': 'La propina se pide en la pantalla del cliente, no en voz alta',
      'One register for dine-in, pickup and delivery orders': 'Una sola caja para pedidos en el local, para llevar y a domicilio',
    },
  },
  vp800: {
    displayName: 'Terminal empresarial VP800',
    tagline: 'Una terminal portátil para mostradores con varias cajas y mucho movimiento.',
    description:
      'La VP800 es la terminal empresarial portátil para negocios que manejan varias cajas o que llevan el cobro del mostrador al salón durante la hora pico.',
    image: { alt: 'Terminal portátil VP800 parada en su base de carga' },
    specs: askAll,
    highlights: { 'Lifts off its dock to take payment at the table': 'Se levanta de su base para cobrar en la mesa', 'Card, tap and mobile wallet payments': 'Pagos con tarjeta, sin contacto y con billeteras móviles', [`Runs the full ${site.name} register`]: `Tiene todas las funciones de caja de ${site.name}` },
    benefits: {
      'Add a register for the rush without rewiring the counter': 'Agregue una caja para la hora pico sin recablear el mostrador',
      'Same menu and prices as every other station': 'El mismo menú y los mismos precios que las demás estaciones',
      'Sales land in one report': 'Todas las ventas llegan a un solo reporte',
    },
  },
  vp550: {
    displayName: 'Terminal portátil VP550',
    tagline: 'Una terminal de bolsillo para agilizar la fila y tomar pedidos en la mesa.',
    description:
      'Tome el pedido y cobre donde esté el cliente: en la fila afuera del food truck, en la mesa del patio o en el puesto del mercado. Pantalla de 5.99 pulgadas y una batería que dura todo el turno.',
    image: { alt: 'Terminal portátil VP550 con pantalla alta e impresora de recibos integrada' },
    specs: { ...askAll, memory: '3GB RAM / 32GB de almacenamiento', display: 'Pantalla táctil de 5.99 pulgadas' },
    highlights: { '12+ hours of battery per charge': 'Más de 12 horas de batería por carga', 'Built-in receipt printer': 'Impresora de recibos integrada', 'Card, tap and mobile wallet payments': 'Pagos con tarjeta, sin contacto y con billeteras móviles' },
    benefits: {
      'Bust the line by taking orders before guests reach the window': 'Agilice la fila tomando pedidos antes de que el cliente llegue a la ventanilla',
      'Pay at the table without walking back to the counter': 'Cobre en la mesa sin volver al mostrador',
      'Keeps selling offline and syncs later': 'Sigue vendiendo sin internet y sincroniza después',
    },
  },
  vp550e: {
    displayName: 'Terminal móvil mejorada VP550E',
    tagline: 'La terminal portátil con más memoria para menús grandes y días largos.',
    description:
      'La versión mejorada de la VP550, con 4GB de memoria y 64GB de almacenamiento para menús grandes con fotos, muchos modificadores y un día completo de pedidos sin internet.',
    image: { alt: 'Terminal portátil VP550E con pantalla alta e impresora, con detalles en verde azulado' },
    specs: { ...askAll, memory: '4GB RAM / 64GB de almacenamiento' },
    highlights: { '12+ hours of battery per charge': 'Más de 12 horas de batería por carga', 'Room for large menus with photos': 'Espacio para menús grandes con fotos', 'Built-in receipt printer': 'Impresora de recibos integrada' },
    benefits: {
      'Handles a full menu of combos and modifiers without lag': 'Maneja un menú completo de combos y modificadores sin trabarse',
      'Stores a whole day of orders when the signal drops': 'Guarda un día entero de pedidos cuando se cae la señal',
      'Same screens your team already knows': 'Las mismas pantallas que su equipo ya conoce',
    },
  },
  vp400: {
    displayName: 'Terminal portátil compacta VP400',
    tagline: `La terminal portátil más pequeña de ${site.name}, para una sola mano y un delantal ocupado.`,
    description:
      'Un lector de tarjetas y libreta de pedidos compacto que cabe en el bolsillo del delantal: hecho para mercados, festivales y cafeterías donde el espacio en el mostrador es poco.',
    image: { alt: 'Terminal de tarjetas portátil compacta VP400 con teclado' },
    specs: askAll,
    highlights: { '12+ hours of battery per charge': 'Más de 12 horas de batería por carga', 'Fits in an apron pocket': 'Cabe en el bolsillo del delantal', 'Card, tap and mobile wallet payments': 'Pagos con tarjeta, sin contacto y con billeteras móviles' },
    benefits: { 'Take payment anywhere in the market': 'Cobre en cualquier parte del mercado', 'Light enough to carry all shift': 'Tan ligera que la puede cargar todo el turno', 'Pairs with your countertop register': 'Se conecta con su caja de mostrador' },
  },
  vp3300: {
    displayName: 'Terminal premium VP3300',
    tagline: 'Dos pantallas de 15.6 pulgadas: una para su equipo y otra para su cliente.',
    description:
      'Nuestra terminal de mostrador premium con dos pantallas de 15.6 pulgadas, para que el cliente vea el pedido completo, las fotos del menú y sus puntos de lealtad del mismo tamaño que los ve su cajero.',
    image: { alt: 'Terminal premium VP3300 con dos pantallas grandes, una de cada lado' },
    specs: { ...askAll, memory: '4GB RAM / 64GB de almacenamiento', display: 'Dos pantallas de 15.6 pulgadas' },
    highlights: {
      'Dual 15.6 inch displays': 'Dos pantallas de 15.6 pulgadas',
      'Room for menu photos and upsells on the guest side': 'Espacio para fotos del menú y sugerencias de venta del lado del cliente',
      'Receipt printing and cash drawer at the counter': 'Impresión de recibos y gaveta de efectivo en el mostrador',
    },
    benefits: { 'Upsell with photos while the guest waits': 'Venda más con fotos mientras el cliente espera', 'Guests confirm every modifier before paying': 'El cliente confirma cada modificador antes de pagar', 'Looks at home on a premium counter': 'Luce bien en un mostrador de categoría' },
  },
  vp2300: {
    displayName: 'Terminal avanzada VP2300',
    tagline: 'Una terminal de mostrador todo en uno para mostradores pequeños.',
    description:
      'La VP2300 reúne la caja, el lector de tarjetas y la impresora en un solo equipo, para mostradores donde cabe un aparato, no tres.',
    image: { alt: 'Terminal de mostrador todo en uno VP2300 con pantalla inclinada e impresora' },
    specs: askAll,
    highlights: { 'Register, card reader and printer in one': 'Caja, lector de tarjetas e impresora en uno', 'Small footprint on the counter': 'Ocupa poco espacio en el mostrador', [`Runs the full ${site.name} register`]: `Tiene todas las funciones de caja de ${site.name}` },
    benefits: { 'One cable run instead of three devices': 'Un solo cableado en lugar de tres equipos', 'Quick to set up in a new location': 'Se instala rápido en un local nuevo', 'Same menu and reports as every other station': 'El mismo menú y los mismos reportes que las demás estaciones' },
  },
  'self-service-kiosk': {
    displayName: 'Quiosco de autoservicio',
    tagline: 'Sus clientes ven el menú, personalizan y pagan en una pantalla de 21.5 pulgadas mientras su equipo cocina.',
    description:
      'Un quiosco de pedidos de 21.5 pulgadas que muestra su menú con fotos, guía al cliente por cada modificador, sugiere complementos y cobra, y luego manda la orden directo a la cocina.',
    image: { alt: 'Quiosco de autoservicio de piso con una pantalla alta para el menú y un lector de tarjetas' },
    specs: { ...askAll, memory: '8GB RAM / 128GB de almacenamiento', display: 'Pantalla táctil de 21.5 pulgadas' },
    highlights: { '21.5 inch portrait touchscreen': 'Pantalla táctil vertical de 21.5 pulgadas', 'Card, tap and mobile wallet payments': 'Pagos con tarjeta, sin contacto y con billeteras móviles', 'Orders go straight to the kitchen': 'Los pedidos van directo a la cocina' },
    benefits: {
      'Shorter lines at the counter during the rush': 'Filas más cortas en el mostrador durante la hora pico',
      'Bigger tickets from photo menus and suggested add-ons': 'Cuentas más altas gracias al menú con fotos y los complementos sugeridos',
      'Staff freed from the register to cook and serve': 'Su personal deja la caja para cocinar y atender',
      'Every modifier chosen by the guest, so fewer remakes': 'El cliente elige cada modificador, así que hay menos platos que rehacer',
    },
  },
  'kitchen-display-system': {
    displayName: 'Pantalla de cocina (KDS)',
    tagline: 'Órdenes en pantalla, en orden, con su tiempo y despachadas con un toque, sin papel en la cocina.',
    description:
      'Una pantalla Full HD de 15.6 pulgadas para la línea que muestra en una sola fila cada pedido del mostrador, del quiosco, de los pedidos en línea y de las apps de delivery, con el tiempo corriendo desde que llega.',
    image: { alt: 'Pantalla de cocina montada en un brazo de pared que muestra órdenes' },
    specs: { processor: 'Cuatro núcleos', memory: '4GB RAM / 64GB de almacenamiento', display: '15.6 pulgadas Full HD' },
    highlights: { 'Orders from every channel in one queue': 'Pedidos de todos los canales en una sola fila', 'Ticket timers turn amber, then red': 'El tiempo de cada orden se pone ámbar y luego rojo', 'Bump a ticket with one tap': 'Despache una orden con un solo toque' },
    benefits: {
      'No lost or smudged paper tickets': 'Se acabaron las órdenes de papel perdidas o manchadas',
      'See at a glance which order is running late': 'Vea de un vistazo qué pedido va atrasado',
      'Counter and kitchen stay in sync without shouting': 'Mostrador y cocina coordinados sin gritar',
    },
  },
};

/** Spec values that are the same in both languages (figures and names, not words). */
const sameSpecs = ['Android 11', 'Wi-Fi 6, Ethernet, Bluetooth 5.0'];

/** A device as a `locale` reader sees it. */
export function deviceFor(device: Device, locale: Locale): Device {
  if (locale === 'en') return device;
  const words = devicesEs[device.slug] ?? {};
  // English "Ask sales for the full sheet" reads in Spanish wherever the spec is open.
  const specs = Object.fromEntries(
    Object.entries(device.specs).map(([key, value]) => [key, value === SPEC_ON_REQUEST ? ask : value]),
  ) as Device['specs'];
  return localize({ ...device, specs }, words as Translation<Device>, locale);
}

/** The sentence of an open spec row, per language. */
export const specOnRequest: Localized<string> = { en: SPEC_ON_REQUEST, es: SPEC_ON_REQUEST_ES };

export function specLabelsFor(locale: Locale): typeof specLabels {
  return localize(specLabels, specLabelsEs, locale);
}

/** The /hardware cards with their menu lines, by card id. */
export const hardwarePagesEs: Translation<typeof hardwarePages> = {
  'handheld': {
    name: 'POS portátil',
    displayName: 'POS portátil',
    description: 'Tome pedidos y cobre en la fila, en la mesa o en el puesto del mercado, con más de 12 horas por carga.',
    image: { alt: 'Terminal portátil VP550' },
    menuDescription: 'Tome pedidos y cobre donde sea, más de 12 horas por carga.',
  },
  'terminal': {
    name: 'POS Terminal',
    displayName: 'Terminal POS de mostrador',
    description: 'Una caja de mostrador con pantalla para el cliente: revisa su pedido, deja propina y suma puntos de lealtad.',
    image: { alt: 'Terminal POS de mostrador con pantalla para el cliente' },
    menuDescription: 'Caja de mostrador con pantalla para el cliente.',
  },
  'kiosk': {
    name: 'Quiosco de autoservicio',
    displayName: 'Quiosco de autoservicio',
    description: 'Sus clientes ven un menú con fotos en 21.5 pulgadas, personalizan y pagan mientras su equipo cocina.',
    image: { alt: 'Quiosco de autoservicio para hacer pedidos' },
    menuDescription: 'Sus clientes piden y pagan mientras su equipo cocina.',
  },
  'kitchen-display': {
    name: 'Pantalla de cocina',
    displayName: 'Pantalla de cocina (KDS)',
    description: 'Cada orden de cada canal en una pantalla de 15.6 pulgadas, con su tiempo y despachada con un toque.',
    image: { alt: 'Pantalla de cocina que muestra órdenes' },
    menuDescription: 'Órdenes en pantalla, en orden, con tiempo y despachadas.',
  },
};

export function hardwarePagesFor(locale: Locale): typeof hardwarePages {
  return localize(hardwarePages, hardwarePagesEs, locale);
}

export const kioskKeyFeaturesEs: Translation<typeof kioskKeyFeatures> = {
  large: { title: 'Pantalla grande', description: 'Las fotos del menú y cada opción se leen bien con el brazo extendido.' },
  friendly: { title: 'Fácil de usar', description: 'El cliente pasa por categorías, modificadores y pago sin ayuda del personal.' },
  realtime: { title: 'Cambios al instante', description: 'Los productos agotados, los precios y los especiales cambian en la pantalla en cuanto usted los edita.' },
  custom: { title: 'Personalizable', description: `Su logo, sus colores, sus fotos y sus sugerencias de venta, configurados desde el panel de ${site.name}.` },
};

export const kitchenKeyFeaturesEs: Translation<typeof kitchenKeyFeatures> = {
  queue: { title: 'Una sola fila', description: 'Los pedidos del mostrador, del quiosco, en línea y de las apps de delivery llegan en orden a la misma pantalla.' },
  timers: { title: 'Tiempo por orden', description: 'Cada orden cuenta el tiempo desde que llega y cambia de color cuando se atrasa.' },
  bump: { title: 'Despacho con un toque', description: 'Marque un pedido como terminado y el mostrador lo ve listo para entregar al instante.' },
  routing: { title: 'Envío por estación', description: 'Mande las bebidas a la barra y los platos fuertes a la plancha, cada uno en su propia pantalla.' },
};

export const kioskKeyFeaturesFor = (locale: Locale) => localize(kioskKeyFeatures, kioskKeyFeaturesEs, locale);
export const kitchenKeyFeaturesFor = (locale: Locale) => localize(kitchenKeyFeatures, kitchenKeyFeaturesEs, locale);

/** The fixed words of the device template; the sentences naming a device are below. */
export const deviceCopyEs: Translation<typeof deviceCopy> = {
  categoryLabel: {
    handheld: 'POS portátil',
    countertop: 'Terminal de mostrador',
    kiosk: 'Quiosco de autoservicio',
    kitchen: 'Pantalla de cocina',
  },
  seeSpecs: { label: 'Ver especificaciones' },
  backToAll: { label: 'Volver a todo el hardware' },
  backToHandhelds: { label: 'Volver a las terminales portátiles' },
  related: { handheld: 'Otras terminales portátiles', countertop: 'Otras terminales de mostrador', kiosk: 'También para su mostrador y su cocina' },
  keyFeatures: 'Funciones principales',
  specsEyebrow: 'Especificaciones técnicas',
  specsDescription: `Sistema operativo, procesador, memoria, pantalla y conectividad. Si una cifra no aparece aquí, nuestro equipo de ventas le envía la ficha del fabricante: llame al ${site.sales.phone.display} o escriba a ${site.sales.email}.`,
  benefitsEyebrow: 'Beneficios',
};

/** "la VP3300", "el quiosco de autoservicio": a device named with its article, for Spanish sentences. */
const spanishNoun: Partial<Record<DeviceCategory, string>> = { kiosk: 'el quiosco de autoservicio', kitchen: 'la pantalla de cocina' };
const spanishNounBySlug: Record<string, string> = { 'pos-terminal': 'la terminal POS de mostrador' };
export const theDeviceEs = (device: Device) => spanishNounBySlug[device.slug] ?? spanishNoun[device.category] ?? `la ${device.name}`;
/** "de" + article, with "de el" contracted to "del". */
const ofThe = (noun: string) => (noun.startsWith('el ') ? `del ${noun.slice(3)}` : `de ${noun}`);

/** The closing band of a device page. */
const deviceCtaEs = (device: Device): Translation<ReturnType<typeof deviceCopy.cta>> => ({
  title: `Vea ${theDeviceEs(device)} con su propio menú`,
  description: 'Reserve un recorrido de 20 minutos o empiece con la prueba gratis de 30 días del software: sin compromiso de comprar hardware.',
  demoLabel: 'Comenzar',
  secondary: { label: 'Ver más equipos' },
});

/** The device template's words for one language; the sentences that name a device take the device. */
export type DeviceTemplateCopy = Omit<typeof deviceCopy, 'specsTitle' | 'benefitsTitle' | 'cta'> & {
  specsTitle: (device: Device) => string;
  benefitsTitle: (device: Device) => string;
  cta: (device: Device) => ReturnType<typeof deviceCopy.cta>;
};

export function deviceCopyFor(locale: Locale): DeviceTemplateCopy {
  if (locale === 'en') {
    return {
      ...deviceCopy,
      specsTitle: (device) => deviceCopy.specsTitle(device.name),
      benefitsTitle: (device) => deviceCopy.benefitsTitle(device.name),
      cta: (device) => deviceCopy.cta(device.name),
    };
  }
  return {
    ...localize(deviceCopy, deviceCopyEs, locale),
    specsTitle: (device) => `Especificaciones ${ofThe(theDeviceEs(device))}`,
    benefitsTitle: (device) => `Por qué los negocios eligen ${theDeviceEs(device)}`,
    cta: (device) => localize(deviceCopy.cta(device.name), deviceCtaEs(device), locale),
  };
}

export const handheldPageEs: Translation<typeof handheldPage> = {
  hero: {
    eyebrow: 'POS portátil',
    title: 'Lleve la caja hasta sus clientes',
    description:
      `Tres terminales portátiles para agilizar la fila, cobrar en la mesa y vender en el mercado. Cada una tiene todas las funciones de caja de ${site.name}, sigue vendiendo sin internet y dura más de 12 horas por carga.`,
  },
  secondary: { label: 'Todo el hardware' },
  devices: { title: 'Elija su terminal portátil', description: 'Compare los tres modelos y luego abra Ver detalles para la ficha técnica completa.' },
  viewDetails: 'Ver detalles',
  why: { title: 'Hechas para atender en movimiento' },
  whyItems: {
    line: { title: 'Agilizar la fila', description: 'Tome pedidos desde el final de la fila para que en la ventanilla solo se entregue la comida.' },
    table: { title: 'Cobro en la mesa', description: 'Divida la cuenta, agregue la propina e imprima el recibo sin dejar solo al cliente.' },
    offline: { title: 'Modo sin conexión', description: '¿No hay señal en el festival? Siga vendiendo: los pedidos y los pagos se sincronizan cuando vuelve la conexión.' },
  },
  cta: {
    title: '¿No sabe qué terminal portátil le conviene?',
    description: 'Cuéntenos cómo atiende y le recomendamos el modelo y los accesorios, con una prueba gratis de 30 días del software.',
    demoLabel: 'Comenzar',
  },
};

export const handheldPageFor = (locale: Locale) => localize(handheldPage, handheldPageEs, locale);

export const hardwarePageEs: Translation<typeof hardwarePage> = {
  meta: {
    title: 'Hardware para punto de venta',
    description: `POS portátiles, terminales de mostrador con pantalla para el cliente, quioscos de autoservicio y pantallas de cocina, todos con ${site.name}.`,
  },
  hero: {
    eyebrow: 'Hardware',
    title: 'Hardware que aguanta la hora pico',
    description:
      `Desde una terminal de bolsillo hasta un quiosco de 21.5 pulgadas, cada equipo usa el mismo menú, los mismos precios y los mismos reportes de ${site.name}. Empiece con la prueba gratis de 30 días del software: sin compromiso de comprar hardware.`,
  },
  families: {
    title: 'Encuentre el equipo indicado',
    description: 'Cuatro familias de equipos. Combínelas en un mismo local: todas comparten un solo menú y un solo reporte.',
  },
  explore: 'Explorar',
  included: { title: 'Cada equipo incluye' },
  includedItems: {
    offline: { title: 'Modo sin conexión', description: 'Siga tomando pedidos y tarjetas cuando se cae el internet; todo se sincroniza cuando vuelve.' },
    funding: { title: 'Depósitos el mismo día', description: 'Las ventas con tarjeta de todos los equipos llegan a una sola cuenta y se depositan el mismo día.' },
    support: { title: 'Soporte 24/7', description: `Ayuda de día y de noche en ${supportLanguagesEs()}.` },
  },
  cta: {
    title: 'Arme su paquete de hardware',
    description: 'Cuéntenos cómo atiende y le armamos los equipos, los accesorios y la instalación para su mostrador.',
    demoLabel: 'Comenzar',
  },
};

export const hardwarePageFor = (locale: Locale) => localize(hardwarePage, hardwarePageEs, locale);

/** Words of the hardware components that no content record holds. */
export const hardwareUi: Localized<{ selected: string; demoLabel: string | undefined }> = {
  // English heroes keep DemoActions' own default label.
  en: { selected: 'Selected', demoLabel: undefined },
  es: { selected: 'Seleccionado', demoLabel: 'Solicitar demostración' },
};

/** The words of a device record, for the catalogue. */
const deviceWords = (device: Device) => ({
  displayName: device.displayName,
  tagline: device.tagline,
  description: device.description,
  image: { alt: device.image.alt },
  specs: device.specs,
  highlights: device.highlights,
  benefits: device.benefits,
});

/** The words of a card, for the catalogue (ids, images and links are not words). */
const cardWords = hardwarePages.map((card) => ({
  id: card.id,
  name: card.name,
  displayName: card.displayName,
  description: card.description,
  image: { alt: card.image.alt },
  menuDescription: card.menuDescription,
}));

/** The device copy minus its links and the sentences built per device (checked below on a sample device). */
const { seeSpecs, backToAll, backToHandhelds, specsTitle, benefitsTitle, cta, ...deviceCopyWords } = deviceCopy;
const { seeSpecs: seeSpecsEs, backToAll: backToAllEs, backToHandhelds: backToHandheldsEs, ...deviceCopyWordsEs } = deviceCopyEs;
const sample = devices.find((device) => device.slug === 'vp3300')!;
const sampleCta = cta(sample.name);
const sampleCtaEs = deviceCopyFor('es').cta(sample);

export const catalogue: CatalogueEntry[] = [
  { name: 'hardwarePages', english: cardWords, spanish: hardwarePagesEs, same: ['POS Terminal'] },
  {
    name: 'devices',
    english: Object.fromEntries(devices.map((device) => [device.slug, deviceWords(device)])),
    // The localized device for its words, but the lists as written (keyed by the English string), so a stale key shows.
    spanish: Object.fromEntries(
      devices.map((device) => [
        device.slug,
        { ...deviceWords(deviceFor(device, 'es')), highlights: devicesEs[device.slug]?.highlights, benefits: devicesEs[device.slug]?.benefits },
      ]),
    ),
    same: sameSpecs,
  },
  { name: 'specLabels', english: specLabels, spanish: specLabelsEs },
  { name: 'specOnRequest', english: specOnRequest.en, spanish: specOnRequest.es },
  {
    name: 'deviceCopy',
    english: {
      ...deviceCopyWords,
      seeSpecs: seeSpecs.label,
      backToAll: backToAll.label,
      backToHandhelds: backToHandhelds.label,
      specsTitle: specsTitle(sample.name),
      benefitsTitle: benefitsTitle(sample.name),
      cta: { title: sampleCta.title, description: sampleCta.description, demoLabel: sampleCta.demoLabel, secondary: sampleCta.secondary.label },
    },
    spanish: {
      ...deviceCopyWordsEs,
      seeSpecs: seeSpecsEs?.label,
      backToAll: backToAllEs?.label,
      backToHandhelds: backToHandheldsEs?.label,
      specsTitle: deviceCopyFor('es').specsTitle(sample),
      benefitsTitle: deviceCopyFor('es').benefitsTitle(sample),
      cta: { title: sampleCtaEs.title, description: sampleCtaEs.description, demoLabel: sampleCtaEs.demoLabel, secondary: sampleCtaEs.secondary.label },
    },
  },
  { name: 'kioskKeyFeatures', english: kioskKeyFeatures.map(({ id, title, description }) => ({ id, title, description })), spanish: kioskKeyFeaturesEs },
  { name: 'kitchenKeyFeatures', english: kitchenKeyFeatures.map(({ id, title, description }) => ({ id, title, description })), spanish: kitchenKeyFeaturesEs },
  {
    name: 'handheldPage',
    english: {
      hero: handheldPage.hero,
      secondary: { label: handheldPage.secondary.label },
      devices: { title: handheldPage.devices.title, description: handheldPage.devices.description },
      viewDetails: handheldPage.viewDetails,
      why: { title: handheldPage.why.title },
      whyItems: handheldPage.whyItems.map(({ id, title, description }) => ({ id, title, description })),
      cta: handheldPage.cta,
    },
    spanish: handheldPageEs,
  },
  {
    name: 'hardwarePage',
    english: {
      ...hardwarePage,
      includedItems: hardwarePage.includedItems.map(({ id, title, description }) => ({ id, title, description })),
    },
    spanish: hardwarePageEs,
    same: ['Hardware'],
  },
  { name: 'hardwareUi', english: { selected: hardwareUi.en.selected }, spanish: { selected: hardwareUi.es.selected } },
];
