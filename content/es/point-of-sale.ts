/** Spanish words for the point-of-sale page, content/pages/point-of-sale.ts. */
import {
  aiManagerBlock,
  aiManagerFeatures,
  checkoutFeatures,
  hardwareTeaser,
  menuFeatures,
  posHero,
  posNav,
  posPage,
} from '@/content/pages/point-of-sale';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { supportLanguagesEs } from '@/content/es/company';
import { site } from '@/content/site';

export const posNavEs: Translation<typeof posNav> = {
  label: 'Punto de venta',
  description: 'Cobre en un equipo portátil o de mostrador, con o sin internet.',
};

export function posNavFor(locale: Locale): typeof posNav {
  return localize(posNav, posNavEs, locale);
}

export const posHeroEs: Translation<typeof posHero> = {
  eyebrow: 'Punto de venta',
  title: 'Una caja que mantiene la fila avanzando, aunque falle el Wi-Fi',
  description:
    'Marque los pedidos en un equipo portátil en la ventanilla del food truck o en una terminal de mostrador junto a la vitrina del pan dulce. Los menús, modificadores, propinas y reembolsos funcionan igual en los dos, con o sin internet. Pruebe el software gratis por 30 días, sin compromiso de comprar equipos.',
  image: { alt: 'Una terminal POS de mostrador con un pedido con modificadores, junto a un lector de tarjetas portátil' },
};

export const checkoutFeaturesEs: Translation<typeof checkoutFeatures> = {
  handheld: {
    title: 'Cobro portátil',
    description: 'Tome el pedido y el pago en la mesa, en la acera o en la entrada del festival, con una batería que dura más de 12 horas.',
  },
  countertop: {
    title: 'Terminal de mostrador',
    description: 'Una caja con pantalla para el cliente, para que vea el total, la propina y las opciones de recibo mientras usted cobra.',
  },
  offline: {
    title: 'Modo sin conexión',
    description: 'Se cae el router en plena hora pico y usted sigue vendiendo. Los pedidos se sincronizan con los reportes cuando vuelve la conexión.',
  },
  receipts: {
    title: 'Recibos y reembolsos',
    description: 'Imprima los recibos o envíelos por texto o correo, y reembolse un ticket completo o un solo artículo equivocado en un par de toques.',
  },
};

export const menuFeaturesEs: Translation<typeof menuFeatures> = {
  items: {
    title: 'Productos y menús',
    description: 'Cambie un precio o marque como agotado un pastelito una sola vez, y se actualizan todas las cajas, los quioscos y los menús en línea.',
  },
  modifiers: {
    title: 'Modificadores y combos',
    description: 'Tamaños, tipos de leche, shots extra, toppings y combos con el precio correcto, siempre, sin apuntes al lado de la caja.',
  },
  taxes: {
    title: 'Impuestos, propinas y recargos',
    description: 'Configure una sola vez los impuestos por producto, las propinas sugeridas y los recargos; cada ticket hace las cuentas.',
  },
  discounts: {
    title: 'Descuentos que funcionan bien',
    description: 'Los precios de happy hour, las comidas del personal y las recompensas de lealtad se aplican a la hora correcta, a los productos correctos.',
  },
};

export const aiManagerFeaturesEs: Translation<typeof aiManagerFeatures> = {
  inventory: {
    title: 'Sugerencias de inventario',
    description: 'Vea qué se le va a acabar antes del fin de semana y qué sigue pidiendo de más, según sus propias ventas.',
  },
  performance: {
    title: 'Desempeño de los empleados',
    description: 'Ventas por turno, ticket promedio y cancelaciones por persona, para que la capacitación parta de datos.',
  },
  forecasting: {
    title: 'Pronósticos',
    description: 'Ventas esperadas por día y por hora, para tener gente suficiente en la hora pico del viernes y hornear los croissants justos.',
  },
};

export const aiManagerBlockEs: Translation<typeof aiManagerBlock> = {
  title: 'Un gerente con IA que revisa sus tickets por usted',
  description:
    'Revisa lo que vendió, cuándo y quién lo vendió, y le dice en palabras sencillas qué pedir, a quién poner en el horario y cómo se ve la próxima semana.',
  image: { alt: 'Un panel del gerente con IA con una alerta de inventario, una tabla de empleados y una gráfica del pronóstico de ventas de la semana' },
};

export const hardwareTeaserEs: Translation<typeof hardwareTeaser> = {
  handheld: { title: 'POS portátil', description: 'Pedidos y pagos donde sea, más de 12 horas por carga.' },
  terminal: { title: 'Terminal POS', description: 'Caja de mostrador con pantalla para el cliente.' },
  kiosk: { title: 'Quiosco de autoservicio', description: 'Sus clientes piden y pagan mientras su equipo cocina.' },
  kds: { title: 'Pantalla de cocina', description: 'Los tickets en pantalla, en orden, con tiempo y listos para despachar.' },
};


export const posPageEs: Translation<typeof posPage> = {
  meta: {
    title: 'Punto de venta',
    description:
      'Cobro portátil y de mostrador que sigue vendiendo sin conexión, menús con modificadores y combos, propinas y reembolsos, y un gerente con IA para el inventario, el personal y los pronósticos.',
  },
  secondary: { label: 'Ver los equipos' },
  checkout: {
    eyebrow: 'Cobro',
    title: 'Cobre en un equipo portátil o en el mostrador, con o sin internet',
    description:
      'Las mismas pantallas en todos los dispositivos: un empleado nuevo aprende una vez y trabaja donde sea, en el mostrador, en el patio o en la ventanilla del food truck.',
  },
  menu: {
    eyebrow: 'Menú y precios',
    title: 'Su menú, sus reglas, con el precio correcto',
    description: 'Configúrelo como piensa su cocina. La caja se encarga de las sumas, los impuestos y la pantalla de propinas.',
  },
  aiEyebrow: 'Gerente con IA',
  hardware: {
    eyebrow: 'Equipos',
    title: 'Equipos hechos para cocinas y mostradores',
    description: 'Empiece con los equipos que ya tiene con la prueba gratis del software por 30 días, o elija los dispositivos que mejor se adapten a su espacio.',
  },
  compareHardware: { label: 'Comparar todos los equipos' },
  cta: {
    title: `Atienda su próxima hora pico con ${site.name}`,
    description: `Prueba gratis del software por 30 días, sin compromiso de comprar equipos y soporte 24/7 en ${supportLanguagesEs()}.`,
  },
};

/** Every record of /point-of-sale as a `locale` reader sees it. */
export function pointOfSaleFor(locale: Locale) {
  return {
    nav: posNavFor(locale),
    hero: localize(posHero, posHeroEs, locale),
    checkoutFeatures: localize(checkoutFeatures, checkoutFeaturesEs, locale),
    menuFeatures: localize(menuFeatures, menuFeaturesEs, locale),
    aiManagerFeatures: localize(aiManagerFeatures, aiManagerFeaturesEs, locale),
    aiManagerBlock: localize(aiManagerBlock, aiManagerBlockEs, locale),
    hardwareTeaser: localize(hardwareTeaser, hardwareTeaserEs, locale),
    page: localize(posPage, posPageEs, locale),
  };
}

export const catalogue: CatalogueEntry[] = [
  { name: 'posNav', english: posNav, spanish: posNavEs },
  { name: 'posHero', english: posHero, spanish: posHeroEs },
  { name: 'checkoutFeatures', english: checkoutFeatures, spanish: checkoutFeaturesEs },
  { name: 'menuFeatures', english: menuFeatures, spanish: menuFeaturesEs },
  { name: 'aiManagerFeatures', english: aiManagerFeatures, spanish: aiManagerFeaturesEs },
  { name: 'aiManagerBlock', english: aiManagerBlock, spanish: aiManagerBlockEs },
  { name: 'hardwareTeaser', english: hardwareTeaser, spanish: hardwareTeaserEs },
  { name: 'posPage', english: posPage, spanish: posPageEs },
];
