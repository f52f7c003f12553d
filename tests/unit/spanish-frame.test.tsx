import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SupportContactItems } from '@/components/layout/support-contacts';
import { CookieBanner } from '@/components/consent/cookie-banner';
import SpanishErrorPage from '@/app/(es)/es/error';
import { chrome } from '@/content/chrome';
import { contactSales, contactSalesFor, footerColumns, footerColumnsFor, headerLinks, headerLinksFor, menus, menusFor } from '@/content/navigation';
import { companyLinks, navWords } from '@/content/navigation-words';
import { industriesFor } from '@/content/es/industries';
import { hardwarePagesFor } from '@/content/es/devices';
import { siteEs, siteFor, supportLanguageCountFor, supportLanguagesFor } from '@/content/es/site';
import { site } from '@/content/site';
import { CONSENT_KEY, COOKIE_BANNER_DELAY_MS } from '@/lib/consent';
import { hasSpanish, localizeHref } from '@/content/language-paths';
import { breadcrumbJsonLd, breadcrumbTrail, faqPageJsonLd, organizationJsonLd, productJsonLd } from '@/seo/structured-data';
import { pageMetadata } from '@/seo/metadata';

/** Every English word of the frame that must not appear on a Spanish page. */
const englishFrameWords = [
  ...Object.values(navWords.menus).filter((label) => label !== 'Hardware'),
  navWords.allHardware.title,
  navWords.allHardware.description,
  ...Object.values(navWords.footer),
  ...companyLinks.map((link) => link.label).filter((label) => label !== 'Blog'),
  ...headerLinks.map((link) => link.label),
  chrome.en.signIn,
  chrome.en.contactSales,
  chrome.en.openMenu,
  chrome.en.footer.sales,
  chrome.en.footer.socialLabel,
  chrome.en.footer.support,
  chrome.en.footer.rights,
  chrome.en.newTab.trim(),
  'opens in a new tab',
  site.tagline,
  'not a bank',
  'Cookie consent',
  'Accept All',
  'Decline',
];

/** Text and attribute values of server HTML, with React's text separators removed. */
const html = (element: React.ReactElement) => renderToStaticMarkup(element).replace(/<!-- -->/g, '');

function expectNoEnglishFrameWords(markup: string) {
  // Short labels as whole text nodes or attribute values; sentences anywhere.
  const found = (word: string) => (word.length > 20 || word.includes(' ') ? markup.includes(word) : markup.includes(`>${word}<`) || markup.includes(`"${word}"`));
  for (const word of englishFrameWords) expect({ word, found: found(word) }).toEqual({ word, found: false });
}

describe('Spanish menus, footer columns and header links', () => {
  it('label the three menus in Spanish and link every item to its /es twin', () => {
    const es = menusFor('es');
    expect(es.map((menu) => menu.label)).toEqual(['Tipo de negocio', 'Funciones', 'Hardware']);
    expect(es.map((menu) => menu.id)).toEqual(menus.map((menu) => menu.id));
    es.forEach((menu, m) => {
      expect(menu.items.map((item) => item.href)).toEqual(menus[m]!.items.map((item) => localizeHref(item.href, 'es')));
      for (const item of menu.items) expect(item.href).toMatch(/^\/es\//);
    });
    const hardware = es.find((menu) => menu.id === 'hardware')!;
    expect(hardware.items[0]).toEqual({
      title: 'Todo el hardware',
      description: 'Compare todos los equipos y encuentre el que le conviene.',
      href: '/es/hardware',
    });
  });

  it('take the items’ words from the families’ Spanish modules', () => {
    const business = menusFor('es').find((menu) => menu.id === 'business')!;
    const trades = industriesFor('es').filter((industry) => industry.menu.header);
    expect(business.items.map((item) => [item.title, item.description])).toEqual(trades.map((t) => [t.name, t.menu.description]));
    const hardware = menusFor('es').find((menu) => menu.id === 'hardware')!;
    expect(hardware.items.slice(1).map((item) => [item.title, item.description])).toEqual(
      hardwarePagesFor('es').map((card) => [card.name, card.menuDescription]),
    );
  });

  it('title the footer columns in Spanish; pages in English only keep their address and say so', () => {
    const es = footerColumnsFor('es');
    expect(es.map((column) => column.title)).toEqual(['Tipos de negocio', 'Funciones', 'Empresa']);
    const company = es.find((column) => column.title === 'Empresa')!.links;
    expect(company).toEqual([
      { label: 'Sobre nosotros', href: '/es/about' },
      { label: 'Precios', href: '/es/pricing' },
      { label: 'Alianzas', href: '/es/partnerships' },
      { label: 'Blog (en inglés)', href: '/blogs' },
      { label: 'Recursos', href: '/es/resources' },
      { label: 'Contacto', href: '/es/contact' },
      { label: 'Términos y condiciones (en inglés)', href: '/terms' },
      { label: 'Política de privacidad (en inglés)', href: '/privacy' },
      { label: 'Política de cookies (en inglés)', href: '/cookies' },
      { label: 'Política de privacidad de SMS (en inglés)', href: '/privacy-phone-text' },
      { label: 'Accesibilidad (en inglés)', href: '/accessibility' },
    ]);
    for (const link of es.flatMap((column) => column.links)) {
      if (hasSpanish(link.href)) expect(link.href).toMatch(/^\/es\//);
      else expect(link.label).toMatch(/ \(en inglés\)$/);
    }
    expect(headerLinksFor('es')).toEqual([{ label: 'Precios', href: '/es/pricing' }]);
    expect(contactSalesFor('es')).toEqual({ label: 'Hablar con ventas', href: '/es/contact' });
  });

  it('leave the English lists exactly as they were', () => {
    expect(menusFor('en')).toBe(menus);
    expect(footerColumnsFor('en')).toBe(footerColumns);
    expect(headerLinksFor('en')).toBe(headerLinks);
    expect(contactSalesFor('en')).toBe(contactSales);
    expect(menus.map((menu) => menu.label)).toEqual(['Business Type', 'Features', 'Hardware']);
    expect(menus.find((menu) => menu.id === 'hardware')!.items[0]).toEqual({
      title: 'All Hardware',
      description: 'Every device, side by side, to find the right fit.',
      href: '/hardware',
    });
    expect(footerColumns.map((column) => column.title)).toEqual(['Business Types', 'Features', 'Company']);
    expect(footerColumns[2]!.links).toEqual(companyLinks.map(({ label, href }) => ({ label, href })));
    expect(companyLinks.map((link) => link.label)).toContain('Terms and Conditions');
  });
});

describe('Spanish site words', () => {
  it('translate the tagline, the description and the support languages, facts unchanged', () => {
    const es = siteFor('es');
    expect(es.tagline).toBe(siteEs.tagline);
    expect(es.sales).toEqual(site.sales);
    expect(es.social.map((s) => s.href)).toEqual(site.social.map((s) => s.href));
    expect(supportLanguagesFor('es')).toBe('inglés, español, chino, portugués y ruso');
    expect(supportLanguagesFor('en')).toBe('English, Spanish, Chinese, Portuguese and Russian');
    expect(supportLanguageCountFor('es')).toBe('cinco');
    expect(siteFor('en')).toBe(site);
  });
});

describe('Spanish footer', () => {
  const markup = html(<SiteFooter locale="es" />);

  it('says everything in Spanish', () => {
    render(<SiteFooter locale="es" />);
    expect(screen.getByRole('link', { name: 'Inicio de Ladle' })).toHaveAttribute('href', '/es');
    expect(screen.getByText(`${siteEs.tagline}.`)).toBeInTheDocument();
    expect(screen.getByText(/^Ventas:/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Redes sociales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ladle en LinkedIn (se abre en una pestaña nueva)' })).toHaveAttribute('href', site.social[0]!.href);
    expect(screen.getByRole('heading', { name: 'Soporte al cliente' })).toBeInTheDocument();
    expect(screen.getByText('24/7 en inglés, español, chino, portugués y ruso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${site.support.chatHandle} (se abre en una pestaña nueva)` })).toBeInTheDocument();
    expect(screen.getByText(`© ${site.copyrightYear} ${site.owner}. Todos los derechos reservados.`)).toBeInTheDocument();
    expect(screen.getByText('Ladle es una empresa de tecnología, no un banco. Los servicios bancarios los prestan bancos asociados.')).toBeInTheDocument();
    for (const name of ['Tipos de negocio', 'Funciones', 'Empresa']) expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
  });

  it('links legal pages to the English texts, labelled and marked as English', () => {
    render(<SiteFooter locale="es" />);
    const terms = screen.getByRole('link', { name: 'Términos y condiciones (en inglés)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: 'Política de privacidad (en inglés)' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Blog (en inglés)' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute('href', '/es/about');
    expect(screen.getByRole('link', { name: 'Sobre nosotros' })).not.toHaveAttribute('hreflang');
  });

  it('carries none of the English frame words', () => {
    expectNoEnglishFrameWords(markup);
    expect(markup).not.toMatch(/href="\/(about|pricing|contact|business|hardware|products|customers|point-of-sale)/);
  });

  it('stays English on English pages', () => {
    render(<SiteFooter locale="en" />);
    expect(screen.getByRole('link', { name: 'Ladle home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Customer Support' })).toBeInTheDocument();
    expect(screen.getByText('24/7 in English, Spanish, Chinese, Portuguese, Russian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).not.toHaveAttribute('hreflang');
    expect(screen.getByRole('link', { name: 'Ladle on LinkedIn (opens in a new tab)' })).toBeInTheDocument();
  });

  it('keeps the accessibility statement’s support list English by default', () => {
    const list = html(
      <ul>
        <SupportContactItems linkClass="x" />
      </ul>,
    );
    expect(list).toContain('(opens in a new tab)');
  });
});

describe('Spanish header', () => {
  const markup = html(<SiteHeader locale="es" switchHref="/hardware/terminal?device=VP3300" />);

  it('shows Spanish menus, links and buttons', () => {
    render(<SiteHeader locale="es" switchHref="/hardware/terminal?device=VP3300" />);
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    for (const name of ['Tipo de negocio', 'Funciones', 'Hardware']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Each is in the bar and again in the phone menu, whose panel is in the HTML too.
    for (const [name, href] of [
      ['Precios', '/es/pricing'],
      ['Hablar con ventas', '/es/contact'],
      ['Iniciar sesión', site.external.signIn],
      ['English', '/hardware/terminal?device=VP3300'],
    ]) {
      const links = screen.getAllByRole('link', { name });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio de Ladle' })).toHaveAttribute('href', '/es');
  });

  it('links every menu item to /es and carries none of the English frame words', () => {
    const items = [...markup.matchAll(/data-menu-panel="[^"]+"[\s\S]*?<\/ul>/g)].flatMap((panel) => [...panel[0].matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
    expect(items.length).toBe(menus.flatMap((menu) => menu.items).length);
    for (const href of items) expect(href).toMatch(/^\/es\//);
    expectNoEnglishFrameWords(markup);
  });
});

describe('Spanish cookie banner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('asks in Spanish, links the English cookie policy and stores the choice', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CookieBanner locale="es" />);
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    const region = screen.getByRole('region', { name: 'Consentimiento de cookies' });
    expect(region).toHaveTextContent('Guardamos su elección y, si acepta, cómo nos encontró y qué versión ve de una página en prueba (90 días).');
    const policy = screen.getByRole('link', { name: 'Política de cookies (en inglés)' });
    expect(policy).toHaveAttribute('href', '/cookies');
    expect(policy).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar todo' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(region).not.toBeInTheDocument();
  });
});

describe('Spanish error page', () => {
  it('says what happened in Spanish and leads back to /es', async () => {
    const reset = jest.fn();
    render(<SpanishErrorPage error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error inesperado en la aplicación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('Spanish structured data', () => {
  it('describes the organization in Spanish at its /es address', () => {
    const org = organizationJsonLd('es');
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Ladle', url: 'http://localhost:3000/es', description: siteEs.description });
    expect(org['@id']).toBe(organizationJsonLd()['@id']);
    const [sales, support] = org.contactPoint as { availableLanguage: string[] }[];
    expect(sales!.availableLanguage).toContain('español');
    expect(support!.availableLanguage).toEqual(siteFor('es').support.languages);
    expect(support!.availableLanguage).toEqual(site.support.languages.map((language) => siteEs.support.languages![language]));
  });

  it('names breadcrumbs as the Spanish menus do, with /es URLs', () => {
    const kiosk = hardwarePagesFor('es').find((card) => card.link.endsWith('/hardware/kiosk'))!;
    expect(breadcrumbTrail('/hardware/kiosk', {}, 'es').map((i) => i.name)).toEqual(['Inicio', 'Todo el hardware', kiosk.name]);
    const bakeries = industriesFor('es').find((industry) => industry.slug === 'bakeries')!;
    expect(breadcrumbJsonLd('/business/bakeries', {}, 'es')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost:3000/es' },
        { '@type': 'ListItem', position: 2, name: 'Tipos de negocio', item: 'http://localhost:3000/es/business' },
        { '@type': 'ListItem', position: 3, name: bakeries.name, item: 'http://localhost:3000/es/business/bakeries' },
      ],
    });
    const about = breadcrumbJsonLd('/about', {}, 'es').itemListElement as { name: string; item: string }[];
    expect(about.at(-1)).toEqual(expect.objectContaining({ name: 'Sobre nosotros', item: 'http://localhost:3000/es/about' }));
    const device = breadcrumbJsonLd('/hardware/terminal?device=VP3300', { '/hardware/terminal?device=VP3300': 'VP3300' }, 'es')
      .itemListElement as { name: string; item: string }[];
    expect(device.at(-1)).toEqual(expect.objectContaining({ name: 'VP3300', item: 'http://localhost:3000/es/hardware/terminal?device=VP3300' }));
  });

  it('gives Spanish FAQs their language and Spanish products their /es address', () => {
    expect(faqPageJsonLd([{ question: '¿Cuánto cuesta?', answer: 'Nada.' }], 'es')).toMatchObject({ '@type': 'FAQPage', inLanguage: 'es-US' });
    expect(faqPageJsonLd([{ question: 'How much?', answer: 'Nothing.' }])).not.toHaveProperty('inLanguage');
    const device = { name: 'VP3300', description: 'Lector de tarjetas.', image: '/illustrations/vp3300.svg', path: '/hardware/handheld' };
    expect(productJsonLd(device, 'es')).toMatchObject({ url: 'http://localhost:3000/es/hardware/handheld' });
    expect(productJsonLd(device)).toMatchObject({ url: 'http://localhost:3000/hardware/handheld' });
  });

  it('keeps the English breadcrumbs and organization as they were', () => {
    expect(breadcrumbTrail('/solutions').map((i) => i.name)).toEqual(['Home', 'Solutions']);
    expect(breadcrumbTrail('/mwaa2025').map((i) => i.name)).toEqual(['Home', 'Mwaa2025']);
    expect(organizationJsonLd()).toMatchObject({ url: 'http://localhost:3000/', description: site.description });
  });
});

describe('Spanish social preview', () => {
  it('points Spanish pages at the Spanish brand image, with a Spanish alt text', () => {
    const es = pageMetadata({ title: 'Precios', description: 'Precios de Ladle.', path: '/pricing', locale: 'es' });
    expect(es.openGraph?.images).toEqual([{ url: 'http://localhost:3000/opengraph-image-es', alt: `Ladle: ${siteEs.tagline}` }]);
    const en = pageMetadata({ title: 'Pricing', description: 'Ladle pricing.', path: '/pricing' });
    expect(en.openGraph?.images).toEqual([{ url: 'http://localhost:3000/opengraph-image', alt: `Ladle: ${site.tagline}` }]);
  });
});
