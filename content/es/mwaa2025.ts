/**
 * Spanish words for /es/mwaa2025 (content/pages/mwaa2025.ts). Links, images and icons stay in
 * the English records; `localize` lays these words over them.
 */
import { mwaaBlocks, mwaaContact, mwaaFeatures, mwaaHero, mwaaPage, tailoredSolutions } from '@/content/pages/mwaa2025';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { supportLanguagesEs } from '@/content/es/company';
import { site } from '@/content/site';


export const mwaaHeroEs: Translation<typeof mwaaHero> = {
  eyebrow: mwaaHero.eyebrow,
  title: `Conozca a ${site.name} en MWAA 2025`,
  description:
    `Pase por nuestro stand y cobre un pedido de verdad en la terminal portátil, haga otro en el quiosco y véalo llegar a la pantalla de cocina. Cuéntenos de su menú y le mostramos cómo funcionaría en ${site.name}. ¿No puede ir a la feria? Reserve una demostración de todos modos.`,
  image: { alt: 'Un stand de feria con un quiosco de autoservicio, una terminal de mostrador y una pantalla de cocina' },
};

export const mwaaFeaturesEs: Translation<typeof mwaaFeatures> = {
  funding: { title: 'Fondos al instante', description: 'Sus ventas con tarjeta en su cuenta el mismo día, y pagos al instante cuando un proveedor quiere cobrar ya.' },
  ai: { title: 'AI-Manager', description: 'Sugerencias de inventario, desempeño de sus empleados y pronósticos hechos con sus propias ventas.' },
  ui: { title: 'Pantalla flexible', description: 'Acomode botones, categorías y modificadores según la forma en que su equipo de verdad marca los pedidos.' },
  languages: { title: 'Varios idiomas', description: `Soporte 24/7 en ${supportLanguagesEs()}, para usted y su equipo.` },
};

export const tailoredSolutionsEs: Translation<typeof tailoredSolutions> = {
  truck: {
    title: 'POS para food trucks',
    description: 'Terminales portátiles con más de 12 horas de batería, modo sin conexión para las zonas sin señal y fondos el mismo día para la mercancía de mañana.',
  },
  kiosk: {
    title: 'Kiosk',
    description: 'Sus clientes ven el menú, lo personalizan y pagan en un quiosco de autoservicio mientras su cajero atiende la siguiente mesa.',
  },
  online: {
    title: 'Pedidos en línea',
    description: 'Su propia página de pedidos y pedidos con QR en la mesa, directo al POS sin volver a teclear nada.',
  },
};

export const mwaaBlocksEs: Translation<typeof mwaaBlocks> = {
  kiosk: {
    title: 'Kiosk: un segundo cajero que nunca se reporta enfermo',
    description:
      'Sus clientes se toman su tiempo con el menú y los extras, pagan con tarjeta o con el celular, y el pedido va directo a la cocina. Su equipo pasa la hora pico cocinando en vez de teclear.',
    features: { 'Large touch screen with photos of your items': 'Pantalla táctil grande con fotos de sus productos', 'Upsells and modifiers offered at the right moment': 'Ventas adicionales y modificadores ofrecidos en el momento justo', 'Orders flow to the kitchen display automatically': 'Los pedidos pasan solos a la pantalla de cocina' },
    link: { label: 'Ver el Kiosk' },
    image: { alt: 'Un quiosco de autoservicio con un menú de hamburguesas, bebidas y un carrito' },
  },
  kds: {
    title: 'Pantalla de cocina: cada orden, en orden y a tiempo',
    description:
      'Los pedidos del mostrador, del quiosco, en línea y de delivery llegan a una sola pantalla, cronometrados desde el momento en que se hicieron. Los cocineros los marcan como listos al terminar, y nada se pierde debajo de una impresora llena de grasa.',
    features: { 'One queue for every channel': 'Una sola fila de pedidos para todos los canales', 'Ticket timers that flag late orders': 'Cronómetros que señalan los pedidos atrasados', 'Bump when ready, recall if needed': 'Márquelos como listos y recupérelos si hace falta' },
    link: { label: 'Ver la pantalla de cocina' },
    image: { alt: 'Una pantalla de cocina con cuatro órdenes cronometradas, una marcada como atrasada' },
  },
  ai: {
    title: 'AI-Manager: respuestas antes de que pregunte',
    description:
      'Lee sus ventas y le dice qué pedir, quién rindió más esta semana y qué tan lleno estará el próximo sábado, así las decisiones toman minutos y no un domingo en la noche con una hoja de cálculo.',
    features: { 'Inventory suggestions': 'Sugerencias de inventario', 'Employee performance': 'Desempeño de los empleados', 'Sales forecasting': 'Pronóstico de ventas' },
    link: { label: 'Conozca el punto de venta' },
    image: {
      alt: 'Un panel de AI-Manager con una alerta de inventario, una tabla de desempeño del personal y una gráfica con el pronóstico de ventas de la semana',
    },
  },
};

export const mwaaContactEs: Translation<typeof mwaaContact> = {
  title: 'Reserve su cita con nosotros en MWAA 2025',
  description: 'Déjenos sus datos y le apartamos un horario en el stand, o le preparamos una demostración por video si no puede ir a la feria.',
};

export const mwaaPageEs: Translation<typeof mwaaPage> = {
  meta: {
    title: `Conozca a ${site.name} en MWAA 2025`,
    description:
      `Vea en vivo la terminal portátil, el quiosco de autoservicio, la pantalla de cocina y el AI-Manager de ${site.name} en MWAA 2025, o reserve una demostración con nuestro equipo si no puede ir a la feria.`,
  },
  demo: { label: 'Solicitar demostración' },
  secondary: { label: 'Conozca el POS' },
  showFeatures: {
    eyebrow: 'En el stand',
    title: 'Lo que puede probar en la feria',
    description: 'Traiga las preguntas de su día más ocupado. Se las respondemos con equipos de verdad.',
  },
  tailored: {
    eyebrow: 'Soluciones a su medida',
    title: 'Soluciones a la medida de cómo usted atiende',
    description: 'Ya sea que venda por una ventanilla, en un mostrador o en una página web, hay una configuración hecha para eso.',
  },
};

/** Everything /mwaa2025 shows, in `locale`. */
export function mwaaFor(locale: Locale) {
  return {
    hero: localize(mwaaHero, mwaaHeroEs, locale),
    features: localize(mwaaFeatures, mwaaFeaturesEs, locale),
    tailored: localize(tailoredSolutions, tailoredSolutionsEs, locale),
    blocks: localize(mwaaBlocks, mwaaBlocksEs, locale),
    contact: localize(mwaaContact, mwaaContactEs, locale),
    page: localize(mwaaPage, mwaaPageEs, locale),
  };
}

export const catalogue: CatalogueEntry[] = [
  { name: 'mwaa2025.hero', english: mwaaHero, spanish: mwaaHeroEs, same: ['MWAA 2025'] },
  { name: 'mwaa2025.features', english: mwaaFeatures, spanish: mwaaFeaturesEs, same: ['AI-Manager'] },
  { name: 'mwaa2025.tailored', english: tailoredSolutions, spanish: tailoredSolutionsEs, same: ['Kiosk'] },
  { name: 'mwaa2025.blocks', english: mwaaBlocks, spanish: mwaaBlocksEs },
  { name: 'mwaa2025.contact', english: mwaaContact, spanish: mwaaContactEs },
  { name: 'mwaa2025.page', english: mwaaPage, spanish: mwaaPageEs },
];
