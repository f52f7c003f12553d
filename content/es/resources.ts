/**
 * Spanish words for /es/resources (content/resources.ts). The training videos open on the
 * tutorials site and the PDFs stay the English files: the page labels them "(en inglés)".
 */
import { marketingResources, resourcesPage, trainingCategories } from '@/content/resources';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation, Localized } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

const totalVideos = trainingCategories.reduce((sum, category) => sum + category.videoCount, 0);

export const trainingCategoriesEs: Translation<typeof trainingCategories> = {
  'getting-started': {
    title: 'Primeros pasos',
    description: `Su primer día en ${site.name}: inicie sesión, tome su primer pedido, imprima un recibo y cierre el día con un reporte limpio.`,
  },
  advanced: {
    title: 'Funciones avanzadas',
    description: 'Modificadores y combos, modo sin conexión, los pronósticos del AI-Manager y los reportes que muestran a dónde se va el margen.',
  },
  'system-setup': {
    title: 'Configuración del sistema',
    description: 'Vincule la terminal portátil, la terminal de mostrador, el quiosco y la pantalla de cocina, conecte las impresoras y configure sus impuestos.',
  },
  payments: {
    title: 'Pagos',
    description: 'Acepte tarjetas y billeteras digitales, active el descuento por pago en efectivo, haga reembolsos y siga los fondos del mismo día hasta su cuenta.',
  },
  employees: {
    title: 'Empleados',
    description: 'Agregue personal y roles, arme los horarios, use el reloj de entrada y salida y pague las propinas al instante al final del turno.',
  },
  menu: {
    title: 'Gestión del menú',
    description: 'Cree productos, precios y categorías una sola vez y luego publique menús a la medida para comer aquí, para llevar y para delivery.',
  },
};

export const marketingResourcesEs: Translation<typeof marketingResources> = {
  presentation: {
    title: 'Presentación principal',
    type: 'PDF',
    description: `A quién atiende ${site.name}, los productos y equipos, pagos y banca, el programa de socios y nuestro soporte, lista para presentársela a un comerciante.`,
  },
  brochure: {
    title: 'Folleto de mensajes de marca',
    type: 'PDF',
    description: `Los pilares del mensaje, el tono de voz y los mensajes clave para cada público, para que todos los socios hablen de ${site.name} de la misma manera.`,
  },
  guidelines: {
    title: 'Guía de logotipo y marca',
    type: 'PDF',
    description: 'Uso del logotipo y su espacio libre, colores con sus valores hex, tipografía, estilo de ilustración y ejemplos de lo que se debe y no se debe hacer.',
  },
};

export const resourcesPageEs: Translation<typeof resourcesPage> = {
  meta: {
    title: 'Recursos',
    description: `Videos de capacitación para cada parte de ${site.name}, desde la primera venta hasta los menús y los pagos, además de la presentación, el folleto de mensajes y la guía de marca para socios.`,
  },
  hero: {
    eyebrow: 'Recursos',
    title: `Aprenda a usar ${site.name} y compártalo`,
    description: `${totalVideos} videos cortos de capacitación para usted y su equipo, y los documentos que usan nuestros socios para presentar ${site.name} a negocios de comida y bebida.`,
  },
  training: {
    title: 'Videos de capacitación',
    description: 'Cada categoría se abre en nuestro sitio de tutoriales en una pestaña nueva. Empiece por Primeros pasos y luego elija los temas que su equipo necesita.',
  },
  marketing: {
    title: 'Materiales de marketing',
    description: 'PDF listos para imprimir, para socios y revendedores, por ahora en inglés. Cada uno se abre en una pestaña nueva, listo para guardar, imprimir o compartir.',
  },
  questions: {
    title: '¿Preguntas?',
    description: '¿No encuentra el video o el documento que necesita? Envíenos un mensaje y nuestro equipo le dirá dónde está o se lo explicará paso a paso.',
  },
};

/** The words the resource cards draw themselves (server components: both languages are fine here). */
export type ResourceCardWords = {
  /** "{count} video" / "{count} videos" */
  video: string;
  videos: string;
  /** "Watch {title} videos" */
  watch: string;
  /** Said after an external link's text. */
  newTab: string;
  /** "Download {type}" */
  download: string;
  /** Screen-reader end of the download link: " of the {title} (opens in a new tab)" */
  downloadOf: string;
  /** Shown beside a document that exists in English only ("" in English). */
  inEnglish: string;
};

/** What a resource card takes besides its record: the page's language and, optionally, its words. */
export type ResourceCardOptions = { locale?: Locale; words?: ResourceCardWords };

export const resourceCardWords: Localized<ResourceCardWords> = {
  en: {
    video: 'video',
    videos: 'videos',
    watch: 'Watch {title} videos',
    newTab: '(opens in a new tab)',
    download: 'Download {type}',
    downloadOf: 'of the {title} (opens in a new tab)',
    inEnglish: '',
  },
  es: {
    video: 'video',
    videos: 'videos',
    watch: 'Ver los videos de {title}',
    newTab: '(se abre en una pestaña nueva)',
    download: 'Descargar {type}',
    downloadOf: 'de {title} (se abre en una pestaña nueva)',
    inEnglish: '(en inglés)',
  },
};

/** Everything /resources shows, in `locale`. */
export function resourcesFor(locale: Locale) {
  return {
    training: localize(trainingCategories, trainingCategoriesEs, locale),
    marketing: localize(marketingResources, marketingResourcesEs, locale),
    page: localize(resourcesPage, resourcesPageEs, locale),
    card: resourceCardWords[locale],
  };
}

export const catalogue: CatalogueEntry[] = [
  {
    name: 'resources.training',
    english: trainingCategories,
    spanish: trainingCategoriesEs,
    // Category keys of the tutorials site (slugs, not words).
    same: trainingCategories.map((category) => category.category),
  },
  { name: 'resources.marketing', english: marketingResources, spanish: marketingResourcesEs, same: ['PDF'] },
  { name: 'resources.page', english: resourcesPage, spanish: resourcesPageEs, same: ['left'] },
  {
    name: 'resources.cards',
    english: resourceCardWords.en,
    spanish: resourceCardWords.es,
    same: ['video', 'videos'],
  },
];
