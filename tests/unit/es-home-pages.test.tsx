/**
 * The Spanish home, About, Solutions and Features pages: Spanish headings and labels, links
 * that stay under /es, none of the English menu or button words in the page's own content,
 * and every word of their content modules translated. The English pages are unchanged.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HomePage, homeMetadata } from '@/components/pages/home-page';
import { AboutPage, aboutMetadata } from '@/components/pages/about-page';
import { SolutionsPage, solutionsMetadata } from '@/components/pages/solutions-page';
import { FeaturesPage, featuresMetadata } from '@/components/pages/features-page';
import { solutionsHero, startingProcessingFee } from '@/content/pages/solutions';
import { featuresHero } from '@/content/pages/features';
import { solutionsHeroEs, catalogue as solutionsCatalogue } from '@/content/es/solutions';
import { featuresHeroEs, catalogue as featuresCatalogue } from '@/content/es/features';
import { homeHero } from '@/content/home';
import { aboutHero, valueSlides } from '@/content/company';
import { homeHeroEs, catalogue as homeCatalogue } from '@/content/es/home';
import { aboutHeroEs, valueSlidesEs, catalogue as companyCatalogue } from '@/content/es/company';
import { chrome } from '@/content/chrome';
import { headerLinks, menus } from '@/content/navigation';
import { sectionCopy } from '@/content/sections';
import { hasSpanish } from '@/content/language-paths';
import { itemKey, LINK_KEYS } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

/** Words of the English menus, header and buttons that must not appear in a Spanish page's own content. */
const englishLabels = [
  ...menus.map((menu) => menu.label),
  ...headerLinks.map((link) => link.label),
  chrome.en.contactSales,
  chrome.en.signIn,
  sectionCopy.en.requestDemo,
  sectionCopy.en.getStarted,
  'Learn More',
];

function mainOf(container: HTMLElement) {
  const main = container.querySelector('main');
  if (!main) throw new Error('no <main>');
  return main;
}

/** Every internal link in `root` leads to a Spanish page, or to a page that exists in English only. */
function expectSpanishLinks(root: HTMLElement) {
  const hrefs = Array.from(root.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0]!;
    if (hasSpanish(path)) expect(href).toMatch(/^\/es(\/|$|[?#])/);
  }
}

/**
 * The visible and spoken words of `root`: the JSON-LD scripts aside (their names come from
 * seo/structured-data.ts, which takes a locale on the chrome branch).
 */
function readableText(root: HTMLElement) {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const script of Array.from(copy.querySelectorAll('script'))) script.remove();
  return copy.textContent ?? '';
}

function expectNoEnglishLabels(root: HTMLElement) {
  const text = readableText(root);
  for (const label of englishLabels) expect({ label, found: text.includes(label) }).toEqual({ label, found: false });
}

/** Walks an English record beside its Spanish words; returns the keys where a word is missing or unchanged. */
function untranslated(entry: CatalogueEntry): string[] {
  const same = new Set(entry.same ?? []);
  const gaps: string[] = [];
  const walk = (english: unknown, spanish: unknown, key: string, name: string) => {
    if (typeof english === 'string') {
      if (LINK_KEYS.has(key) || key === 'src' || key === 'icon' || key === 'id' || /^[\d\s.,%$+-]*$/.test(english) || same.has(english)) return;
      if (typeof spanish !== 'string' || spanish === english) gaps.push(name);
      return;
    }
    if (Array.isArray(english)) {
      // A list's words are an object (lib/i18n/localize.ts): by the English string for a list of strings, by slug or id for records.
      const keyed = (spanish && typeof spanish === 'object' && !Array.isArray(spanish) ? spanish : {}) as Record<string, unknown>;
      english.forEach((item, i) => {
        const itemName = typeof item === 'string' ? item : itemKey(item);
        walk(item, itemName === undefined ? undefined : keyed[itemName], key, itemName === undefined ? `${name}[${i}]` : `${name}.${itemName}`);
      });
      return;
    }
    if (english && typeof english === 'object') {
      const words = (spanish && typeof spanish === 'object' ? spanish : {}) as Record<string, unknown>;
      for (const [k, v] of Object.entries(english)) walk(v, words[k], k, `${name}.${k}`);
    }
  };
  walk(entry.english, entry.spanish, '', entry.name);
  return gaps;
}

describe('Spanish content modules of the home slice', () => {
  it.each([...homeCatalogue, ...companyCatalogue, ...solutionsCatalogue, ...featuresCatalogue].map((entry) => [entry.name, entry] as const))('%s has every word in Spanish', (_name, entry) => {
    expect(untranslated(entry)).toEqual([]);
  });
});

describe('/es (home)', () => {
  it('says its h1, actions and labels in Spanish, with links under /es', () => {
    const { container } = render(<HomePage locale="es" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeHeroEs.title!);
    expect(screen.getByRole('button', { name: sectionCopy.es.requestDemo })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: homeHeroEs.secondaryAction!.label! })).toHaveAttribute('href', '/es/customers/pos-demo');
    expect(screen.getByRole('button', { name: sectionCopy.es.video.play })).toBeInTheDocument();
    const main = mainOf(container);
    expect(main.textContent).toContain('Prueba gratis del software por 30 días');
    expect(main.textContent).toContain('EE. UU. 2023');
    expectSpanishLinks(main);
    expectNoEnglishLabels(main);
  });

  it('declares a Spanish title, the /es canonical and es_US', () => {
    const metadata = homeMetadata('es');
    expect(metadata.title).toEqual({ absolute: 'Ladle: punto de venta, pagos y banca para negocios de comida y bebida' });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/es');
    expect(metadata.alternates?.languages).toMatchObject({ 'es-US': 'http://localhost:3000/es', 'en-US': 'http://localhost:3000/' });
    expect(metadata.openGraph).toMatchObject({ locale: 'es_US' });
  });

  it('keeps the English page as it was', () => {
    const { container } = render(<HomePage locale="en" />);
    // The demo buttons are told a language only on Spanish pages.
    expect(container.querySelector('[locale]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeHero.title);
    expect(screen.getByRole('button', { name: 'Play dashboard video' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request Demo' }).length).toBeGreaterThanOrEqual(1);
    expect(homeMetadata('en').title).toEqual({ absolute: 'Ladle: POS, Payments and Banking for Food and Drink Businesses' });
  });
});

describe('/es/about', () => {
  it('says its h1, figures and journey in Spanish, with links under /es', () => {
    const { container } = render(<AboutPage locale="es" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aboutHeroEs.title!);
    const main = mainOf(container);
    expect(within(main).getByRole('link', { name: chrome.es.contactSales })).toHaveAttribute('href', '/es/contact');
    expect(within(main).getByRole('link', { name: 'Hágase socio' })).toHaveAttribute('href', '/es/partnerships');
    expect(within(main).getByRole('button', { name: 'Empezar ahora' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Llegamos a Estados Unidos' })).toBeInTheDocument();
    expectSpanishLinks(main);
    expectNoEnglishLabels(main);
  });

  it('names the carousel’s buttons and announces its slides in Spanish', () => {
    render(<AboutPage locale="es" />);
    expect(screen.getByRole('button', { name: 'Valor anterior' })).toBeInTheDocument();
    expect(screen.getByText('Valor 1 de 5')).toBeInTheDocument();
    expect(document.querySelector('[aria-roledescription="carrusel"]')).not.toBeNull();
    expect(document.querySelectorAll('[aria-roledescription="diapositiva"]')).toHaveLength(5);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Valor siguiente' }));
    });
    expect(screen.getByText(`Diapositiva 2 de 5: ${valueSlidesEs[valueSlides[1]!.id]!.title}`)).toBeInTheDocument();
  });

  it('declares a Spanish title and the /es/about canonical', () => {
    const metadata = aboutMetadata('es');
    expect(metadata.title).toBe('Sobre nosotros');
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/es/about');
  });

  it('keeps the English page as it was', () => {
    render(<AboutPage locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aboutHero.title);
    expect(document.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next value' }));
    expect(screen.getByText(`Slide 2 of 5: ${valueSlides[1]!.title}`)).toBeInTheDocument();
    expect(aboutMetadata('en').title).toBe('About Us');
  });
});

describe('/es/solutions', () => {
  it('says its h1, bands and case studies in Spanish, with links under /es', () => {
    const { container } = render(<SolutionsPage locale="es" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(solutionsHeroEs.title!);
    const main = mainOf(container);
    expect(within(main).getAllByRole('button', { name: sectionCopy.es.getStarted }).length).toBeGreaterThanOrEqual(1);
    expect(within(main).getByRole('link', { name: 'Vea las funciones' })).toHaveAttribute('href', '/es/features');
    expect(within(main).getByRole('link', { name: chrome.es.contactSales })).toHaveAttribute('href', '/es/contact');
    expect(within(main).getAllByRole('heading', { name: sectionCopy.es.whatChanged })).toHaveLength(2);
    expect(main.textContent).toContain(`comisiones de procesamiento desde ${startingProcessingFee}`);
    expect(within(main).getByRole('heading', { name: 'Dos Ruedas Tacos' })).toBeInTheDocument();
    expectSpanishLinks(main);
    expectNoEnglishLabels(main);
  });

  it('declares a Spanish title and the /es/solutions canonical', () => {
    const metadata = solutionsMetadata('es');
    expect(metadata.title).toBe('Soluciones para negocios de comida y bebida');
    expect(metadata.description).toContain(`Pagos desde ${startingProcessingFee}`);
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/es/solutions');
  });

  it('keeps the English page as it was', () => {
    const { container } = render(<SolutionsPage locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(solutionsHero.title);
    const main = mainOf(container);
    expect(within(main).getAllByRole('heading', { name: 'What changed' })).toHaveLength(2);
    expect(within(main).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    expect(solutionsMetadata('en').title).toBe('Business Solutions for Food and Drink');
  });
});

describe('/es/features', () => {
  it('says its h1, tools and sections in Spanish, with links under /es', () => {
    const { container } = render(<FeaturesPage locale="es" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(featuresHeroEs.title!);
    const main = mainOf(container);
    expect(within(main).getByRole('link', { name: /^Pagos/ })).toHaveAttribute('href', '/es/features#payments');
    expect(within(main).getByRole('link', { name: /^Más información.*Banca dentro de su POS$/ })).toHaveAttribute('href', '/es/products/banking');
    expect(within(main).getAllByRole('button', { name: sectionCopy.es.requestDemo })).toHaveLength(2);
    expectSpanishLinks(main);
    expectNoEnglishLabels(main);
  });

  it('declares a Spanish title and the /es/features canonical', () => {
    const metadata = featuresMetadata('es');
    expect(metadata.title).toBe('Funciones');
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/es/features');
  });

  it('keeps the English page as it was', () => {
    const { container } = render(<FeaturesPage locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(featuresHero.title);
    expect(within(mainOf(container)).getAllByRole('link', { name: /^Learn More/ })).toHaveLength(6);
    expect(featuresMetadata('en').title).toBe('Features');
  });
});
