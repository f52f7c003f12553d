/**
 * Spanish words of the site's frame: menu labels, footer column titles, company and header
 * links (content/navigation-words.ts), and the header, footer, cookie banner and 404 words
 * of content/chrome.ts. The trades', products', devices' and feature pages' own words come
 * from their families' Spanish modules.
 */
import { companyLinks, headerLinks, navWords, pageNames } from '@/content/navigation-words';
import { chrome } from '@/content/chrome';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

export const navWordsEs = {
  menus: { business: 'Tipo de negocio', features: 'Funciones', hardware: 'Hardware' },
  allHardware: { title: 'Todo el hardware', description: 'Compare todos los equipos y encuentre el que le conviene.' },
  footer: { businessTypes: 'Tipos de negocio', features: 'Funciones', company: 'Empresa' },
} satisfies Translation<typeof navWords>;

/** Pages in English only get " (en inglés)" added by the navigation (chrome.es.inEnglish). */
export const companyLinksEs = {
  'about-us': { label: 'Sobre nosotros' },
  pricing: { label: 'Precios' },
  partnerships: { label: 'Alianzas' },
  blog: { label: 'Blog' },
  resources: { label: 'Recursos' },
  contact: { label: 'Contacto' },
  'terms-conditions': { label: 'Términos y condiciones' },
  'privacy-policy': { label: 'Política de privacidad' },
  'cookie-policy': { label: 'Política de cookies' },
  'sms-privacy': { label: 'Política de privacidad de SMS' },
  accessibility: { label: 'Accesibilidad' },
} satisfies Translation<typeof companyLinks>;

export const headerLinksEs = { pricing: { label: 'Precios' } } satisfies Translation<typeof headerLinks>;

/** Breadcrumb names of the home page and of pages no menu lists. */
export const pageNamesEs = {
  '/': 'Inicio',
  '/solutions': 'Soluciones',
  '/features': 'Funciones',
  '/business': 'Tipos de negocio',
  '/mwaa2025': 'MWAA 2025',
} satisfies Translation<typeof pageNames>;

/** A record's words only: the chrome's templates (functions) are checked by the tests that render them. */
function wordsOnly(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(wordsOnly);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (typeof item === 'function' ? [] : [[key, wordsOnly(item)]])));
  }
  return value;
}

export const catalogue: CatalogueEntry[] = [
  { name: 'navWords', english: navWords, spanish: navWordsEs, same: ['Hardware'] },
  { name: 'companyLinks', english: companyLinks, spanish: companyLinksEs, same: ['Blog'] },
  { name: 'headerLinks', english: headerLinks, spanish: headerLinksEs },
  { name: 'pageNames', english: pageNames, spanish: pageNamesEs },
  { name: 'chrome', english: wordsOnly(chrome.en), spanish: wordsOnly(chrome.es), same: ['Error 404'] },
];
