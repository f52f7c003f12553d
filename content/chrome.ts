/**
 * Words of the site's own frame (header, footer, skip link, 404, error page, language
 * switch), one value per language. Pages' words live in their content families.
 */
import type { Localized } from '@/lib/i18n/localize';

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
  },
};
