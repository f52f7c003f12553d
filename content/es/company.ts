/** Spanish words for content/company.ts: the home counters and the About page. */
import { aboutHero, aboutPage, aboutStats, companyCounters, companyTimeline, valueSlides } from '@/content/company';
import { site } from '@/content/site';
import { supportLanguageCountFor, supportLanguagesFor } from '@/content/es/site';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

/** "inglés, español, chino, portugués y ruso" (or "… o ruso"), from content/es/site.ts. */
export const supportLanguagesEs = (conjunction: 'y' | 'o' = 'y') => supportLanguagesFor('es', conjunction === 'o' ? 'or' : 'and');

/** "cinco": the number of support languages, in words. */
export const supportLanguageCountEs = supportLanguageCountFor('es');

export const companyCountersEs: Translation<typeof companyCounters> = {
  years: { label: 'Años al servicio de negocios de comida' },
  locations: { label: `Locales que usan ${site.name}` },
  employees: { label: 'Personas en el equipo' },
  countries: { label: `Países con comercios ${site.name}` },
  founded: { label: 'Año en que se fundó la empresa' },
  usEntry: { number: 'EE. UU. 2023', label: 'Año en que llegamos a Estados Unidos' },
};

export const aboutStatsEs: Translation<typeof aboutStats> = {
  years: { label: 'Años' },
  employees: { label: 'Empleados' },
  locations: { label: 'Locales' },
  countries: { label: 'Países' },
};

export const companyTimelineEs: Translation<typeof companyTimeline> = {
  founded: {
    title: `Nace ${site.name}`,
    description:
      'Un pequeño equipo de ingenieros de pagos empieza a crear el cobro con tarjeta para cafeterías independientes y mostradores de comida para llevar.',
  },
  register: {
    title: 'Nuestra primera app de punto de venta',
    description: 'Los menús, modificadores y recibos pasan de las comandas de papel a una caja registradora en tableta hecha para el mostrador.',
  },
  offline: {
    title: 'Modo sin conexión',
    description: 'Las ventas se siguen cobrando cuando se cae la conexión y se sincronizan en cuanto vuelve.',
  },
  handheld: {
    title: 'Pedidos con equipos de mano',
    description: 'El personal toma pedidos y cobra en la fila, en la mesa o en la ventanilla del food truck.',
  },
  funding: {
    title: 'Depósitos el mismo día',
    description: 'Los comercios ven sus ventas con tarjeta en su cuenta bancaria el mismo día, no días después.',
  },
  us: {
    title: 'Llegamos a Estados Unidos',
    description: `Abrimos nuestra oficina en Hollywood, Florida, con soporte a toda hora en ${supportLanguageCountEs} idiomas.`,
  },
  ordering: {
    title: 'Pedidos en línea, por QR y en quiosco',
    description: 'Los clientes piden desde su teléfono, con el código de la mesa o en un quiosco de autoservicio, y el pedido va directo a la cocina.',
  },
  ai: {
    title: 'El gerente con IA',
    description: 'Sugerencias de inventario, pronósticos de ventas y datos del personal, dentro del mismo panel que los dueños ya usan.',
  },
};

export const aboutHeroEs: Translation<typeof aboutHero> = {
  eyebrow: `Sobre ${site.name}`,
  title: 'Gente de pagos que se enamoró del negocio de la comida',
  description:
    'Desde 2007 creamos la caja, los pagos y la cuenta bancaria detrás de los negocios independientes de comida y bebida: el food truck del mercado de agricultores, la panadería que abre a las seis, la cafetería con fila hasta la puerta.',
  image: {
    alt: `Una especialista de soporte de ${site.name} con audífonos junto a un mostrador de café que usa la caja de ${site.name}`,
  },
};

export const valueSlidesEs: Translation<typeof valueSlides> = {
  owners: {
    title: 'Primero, el dueño',
    description:
      'Diseñamos cada pantalla para quien abre el local, saca adelante la hora pico y cuadra la caja al cierre. Si una función hace más lenta la fila, no sale.',
    image: { alt: 'Un dueño detrás del mostrador entregándole un café a un cliente' },
  },
  money: {
    title: 'Su dinero, cuando usted lo necesita',
    description:
      `Las ventas con tarjeta deben pagar la compra de mañana, no quedarse en tránsito. Por eso los depósitos el mismo día y el pago inmediato de propinas vienen con ${site.name}, no son un extra.`,
    image: { alt: 'Monedas que pasan de una terminal de pago a una cuenta bancaria' },
  },
  language: {
    title: 'Soporte que habla su idioma',
    description: `La ayuda está a una llamada o un mensaje, 24/7, en ${supportLanguagesEs()}, con gente que distingue una impresora de cocina de una de etiquetas.`,
    image: { alt: `Globos de diálogo en ${supportLanguageCountEs} idiomas alrededor de unos audífonos de soporte` },
  },
  reliable: {
    title: 'Hecho para la hora pico',
    description:
      'El modo sin conexión, equipos de mano con batería de larga duración y una pantalla de cocina que mantiene las comandas en orden hacen que una conexión caída nunca le cueste una venta.',
    image: { alt: 'Un POS de mano tomando un pedido sin conexión, con un símbolo de sincronización' },
  },
  together: {
    title: 'Crecer juntos',
    description:
      'Muchos de nuestros comercios nos llegan por socios y revendedores locales. Les pagamos de forma justa y les damos las herramientas para cuidar a los negocios que traen.',
    image: { alt: 'Dos locales conectados por un apretón de manos' },
  },
};

export const aboutPageEs: Translation<typeof aboutPage> = {
  meta: {
    title: 'Sobre nosotros',
    description: `Quiénes somos: desde 2007, ${site.name} crea punto de venta, pagos y banca para negocios de comida y bebida, con más de 5,000 locales en más de 10 países.`,
  },
  statsHeading: `${site.name} en números`,
  values: {
    eyebrow: 'Nuestros valores',
    title: 'Quiénes somos',
    description: 'Cinco cosas que cumplimos siempre, ya sea escribiendo código, contestando una llamada de soporte a las 2 a. m. o firmando con un nuevo socio.',
  },
  journey: {
    eyebrow: 'Nuestra historia',
    title: 'De un equipo de pagos a más de 5,000 locales',
    description: 'Los pasos que nos trajeron hasta aquí, un producto a la vez.',
  },
  cta: {
    title: `Lleve ${site.name} a su mostrador`,
    description: `Pruebe el software gratis por 30 días, sin compromiso de equipos. O únase como socio y lleve ${site.name} a los negocios que conoce.`,
    demoLabel: 'Empezar ahora',
    secondary: { label: 'Hágase socio' },
  },
};

export const companyCountersFor = (locale: Locale) => localize(companyCounters, companyCountersEs, locale);
export const aboutStatsFor = (locale: Locale) => localize(aboutStats, aboutStatsEs, locale);
export const companyTimelineFor = (locale: Locale) => localize(companyTimeline, companyTimelineEs, locale);
export const aboutHeroFor = (locale: Locale) => localize(aboutHero, aboutHeroEs, locale);
export const valueSlidesFor = (locale: Locale) => localize(valueSlides, valueSlidesEs, locale);
export const aboutPageFor = (locale: Locale) => localize(aboutPage, aboutPageEs, locale);

export const catalogue: CatalogueEntry[] = [
  { name: 'companyCounters', english: companyCounters, spanish: companyCountersEs, same: ['12+', '5000+', '80+', '10+', '2007'] },
  { name: 'aboutStats', english: aboutStats, spanish: aboutStatsEs, same: ['12+', '80+', '5,000+', '10+'] },
  { name: 'companyTimeline', english: companyTimeline, spanish: companyTimelineEs },
  { name: 'aboutHero', english: aboutHero, spanish: aboutHeroEs },
  { name: 'valueSlides', english: valueSlides, spanish: valueSlidesEs },
  { name: 'aboutPage', english: aboutPage, spanish: aboutPageEs },
];
