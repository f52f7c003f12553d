/**
 * Words of the site's own frame (header, footer, skip link, 404, error page, language
 * switch), one value per language. Pages' words live in their content families.
 */
import type { Localized } from '@/lib/i18n/localize';
import { capitalize, listTextEs } from '@/content/format';
import { trades, type Trade } from '@/content/trades';
import { tradesFor } from '@/content/es/trades';
import { FIRST_TOUCH_DAYS } from '@/lib/visit/first-touch';

/** The trades the social preview image names (room for five), as each language writes them. */
const BRAND_IMAGE_TRADES = ['food-trucks', 'bakeries', 'coffee-shops', 'juice-bars', 'ghost-kitchens'];
const brandImageTrades = (list: readonly Trade[]) =>
  BRAND_IMAGE_TRADES.map((slug) => capitalize(list.find((trade) => trade.slug === slug)?.noun ?? slug)).join(' · ');

export type ChromeCopy = {
  skipLink: string;
  homeLabel: (brand: string) => string;
  signIn: string;
  contactSales: string;
  mainNavLabel: string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
  mobileNavLabel: string;
  notFound: {
    metaTitle: string;
    eyebrow: string;
    heading: string;
    text: string;
    home: string;
  };
  /** A link to a page that exists in English only, as a reader of this language sees it. */
  inEnglish: (label: string) => string;
  /** What screen readers hear after a link that opens another site in a new tab. */
  newTab: string;
  footer: {
    sales: string;
    socialLabel: string;
    socialLink: (brand: string, network: string) => string;
    support: string;
    /** "24/7 in English, Spanish, …", from the support team's languages in this language. */
    hours: (languages: readonly string[]) => string;
    rights: string;
    notABank: (brand: string) => string;
  };
  /** The line of trades under the tagline on the brand's social preview image. */
  brandImageTrades: string;
  cookieBanner: {
    label: string;
    text: string;
    policy: string;
    accept: string;
    decline: string;
  };
};


export const chrome: Localized<ChromeCopy> = {
  en: {
    skipLink: 'Skip to content',
    homeLabel: (brand) => `${brand} home`,
    signIn: 'Sign In',
    contactSales: 'Contact Sales',
    mainNavLabel: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    mobileNavLabel: 'Mobile',
    notFound: {
      metaTitle: 'Page Not Found',
      eyebrow: 'Error 404',
      heading: '404 - Page Not Found',
      text: 'The page you are looking for does not exist.',
      home: 'Return to Home',
    },
    inEnglish: (label) => label,
    newTab: ' (opens in a new tab)',
    footer: {
      sales: 'Sales:',
      socialLabel: 'Social media',
      socialLink: (brand, network) => `${brand} on ${network} (opens in a new tab)`,
      support: 'Customer Support',
      hours: (languages) => `24/7 in ${languages.join(', ')}`,
      rights: 'All rights reserved.',
      notABank: (brand) => `${brand} is a technology company, not a bank. Banking services are provided by partner banks.`,
    },
    brandImageTrades: brandImageTrades(trades),
    cookieBanner: {
      label: 'Cookie consent',
      text: `We keep your choice in this browser and run no advertising trackers. Accept All also keeps, for ${FIRST_TOUCH_DAYS} days, how you first found us and, while we test a page, which version you see.`,
      policy: 'Cookie Policy',
      accept: 'Accept All',
      decline: 'Decline',
    },
  },
  es: {
    skipLink: 'Saltar al contenido',
    homeLabel: (brand) => `Inicio de ${brand}`,
    signIn: 'Iniciar sesión',
    contactSales: 'Hablar con ventas',
    mainNavLabel: 'Principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menuTitle: 'Menú',
    mobileNavLabel: 'Menú móvil',
    notFound: {
      metaTitle: 'Página no encontrada',
      eyebrow: 'Error 404',
      heading: '404 - Página no encontrada',
      text: 'La página que busca no existe.',
      home: 'Volver al inicio',
    },
    inEnglish: (label) => `${label} (en inglés)`,
    newTab: ' (se abre en una pestaña nueva)',
    footer: {
      sales: 'Ventas:',
      socialLabel: 'Redes sociales',
      socialLink: (brand, network) => `${brand} en ${network} (se abre en una pestaña nueva)`,
      support: 'Soporte al cliente',
      hours: (languages) => `24/7 en ${listTextEs(languages)}`,
      rights: 'Todos los derechos reservados.',
      notABank: (brand) => `${brand} es una empresa de tecnología, no un banco. Los servicios bancarios los prestan bancos asociados.`,
    },
    brandImageTrades: brandImageTrades(tradesFor('es')),
    cookieBanner: {
      label: 'Consentimiento de cookies',
      // Short: /es is at its 24 KB HTML budget.
      text: `Guardamos su elección y, si acepta, cómo nos encontró y qué versión ve de una página en prueba (${FIRST_TOUCH_DAYS} días). Sin rastreadores de publicidad.`,
      policy: 'Política de cookies',
      accept: 'Aceptar todo',
      decline: 'Rechazar',
    },
  },
};
