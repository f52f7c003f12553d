import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import SpanishMwaaPage, { metadata as mwaaMetadataEs } from '@/app/(es)/es/mwaa2025/page';
import SpanishResourcesPage, { metadata as resourcesMetadataEs } from '@/app/(es)/es/resources/page';
import SpanishPricingPage, { metadata as pricingMetadataEs } from '@/app/(es)/es/pricing/page';
import EnglishPricingPage from '@/app/(en)/pricing/page';
import { SavingsCalculator } from '@/components/pricing/savings-calculator';
import { savingsDefaults } from '@/lib/savings';
import { calculatorCopy, pricingFaq, startingRatePercent } from '@/content/pricing';
import { calculatorCopyEs, pricingFor, catalogue as pricingCatalogue } from '@/content/es/pricing';
import { catalogue as mwaaCatalogue } from '@/content/es/mwaa2025';
import { catalogue as resourcesCatalogue } from '@/content/es/resources';
import { marketingResources } from '@/content/resources';
import { startingProcessingFee } from '@/content/pages/solutions';
import { footerColumns, headerLinks, menus } from '@/content/navigation';
import { faqPageJsonLd } from '@/seo/structured-data';
import { hasSpanish } from '@/content/language-paths';
import { LINK_KEYS, itemKey } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';

const es = pricingFor('es').calculator;

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? ''));

/** Words of the English menus and footer that must not show in a Spanish page's content. */
const englishMenuLabels = [
  ...headerLinks.map((link) => link.label),
  ...menus.flatMap((menu) => menu.items.map((item) => item.title)),
  ...footerColumns.flatMap((column) => [column.title, ...column.links.map((link) => link.label)]),
];

/**
 * The text of `main`, less the contact form (the forms helper's slice, English until its
 * components take a locale). The calculator's form is this page's own and stays in.
 */
function mainText(container: HTMLElement) {
  const main = container.querySelector('main')!.cloneNode(true) as HTMLElement;
  for (const form of main.querySelectorAll('form')) if (form.getAttribute('aria-label') !== es.title) form.remove();
  return main.textContent ?? '';
}

function expectNoEnglishMenuLabels(container: HTMLElement) {
  const text = mainText(container);
  for (const label of new Set(englishMenuLabels)) expect({ label, found: text.includes(label) }).toEqual({ label, found: false });
}

describe('/es/pricing', () => {
  it('has a Spanish h1, title, canonical and hreflang pair', () => {
    render(<SpanishPricingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lo que cuesta Ladle y lo que usted podría ahorrarse');
    expect(pricingMetadataEs.title).toBe('Precios');
    expect(pricingMetadataEs.alternates?.canonical).toBe('http://localhost:3000/es/pricing');
    expect(pricingMetadataEs.alternates?.languages).toEqual({
      'en-US': 'http://localhost:3000/pricing',
      'es-US': 'http://localhost:3000/es/pricing',
      'x-default': 'http://localhost:3000/pricing',
    });
    expect(pricingMetadataEs.openGraph).toMatchObject({ locale: 'es_US', url: 'http://localhost:3000/es/pricing' });
  });

  it('states the same facts in Spanish, with the same starting fee, and links to /es pages', () => {
    const { container } = render(<SpanishPricingPage />);
    const text = container.textContent ?? '';
    expect(text).toContain(`Procesamiento desde ${startingProcessingFee}`);
    expect(text).toContain('Prueba gratis del software por 30 días');
    expect(text).toContain('Equipos según cotización');
    expect(screen.getAllByRole('button', { name: 'Solicitar demostración' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Request Demo' })).toBeNull();
    const main = container.querySelector('main')!;
    const hrefs = Array.from(main.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/es/products/payments', '/es/hardware', '#estimate']));
    expect(hrefs.filter((href) => href?.startsWith('/') && !href.startsWith('/es') && hasSpanish(href.split(/[?#]/)[0]!))).toEqual([]);
    expectNoEnglishMenuLabels(container);
  });

  it('labels the calculator in Spanish and shows the worked example with "$" amounts', () => {
    render(<SpanishPricingPage />);
    for (const label of Object.values(calculatorCopyEs.labels!)) expect(screen.getByLabelText(label!)).toBeInTheDocument();
    for (const label of Object.values(calculatorCopy.labels)) expect(screen.queryByLabelText(label)).toBeNull();
    const region = within(screen.getByRole('region', { name: 'Su cálculo' }));
    expect(region.getByText('$1,470 al mes')).toBeInTheDocument();
    expect(region.getByText('Se ahorra $1,320 al mes ($15,840 al año)')).toBeInTheDocument();
    expect(region.getByText('Su negocio no paga procesamiento')).toBeInTheDocument();
  });

  it('describes its Spanish questions in FAQPage JSON-LD and a Spanish breadcrumb', () => {
    const { container } = render(<SpanishPricingPage />);
    const faq = pricingFor('es').faq;
    expect(faq).toHaveLength(pricingFaq.length);
    for (const item of faq) expect(screen.getByText(item.question)).toBeInTheDocument();
    const data = jsonLd(container);
    expect(data.find((d) => d['@type'] === 'FAQPage')).toEqual(faqPageJsonLd(faq));
    expect(data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost:3000/es' },
      { '@type': 'ListItem', position: 2, name: 'Precios', item: 'http://localhost:3000/es/pricing' },
    ]);
  });

  it('leaves the English page as it was', () => {
    const { container } = render(<EnglishPricingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What Ladle costs, and what you could keep');
    expect(screen.getByLabelText('Monthly card sales')).toBeInTheDocument();
    expect(container.querySelector('a[href="/products/payments"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(/Solicitar|Calcule/);
  });
});

describe('the calculator island in Spanish', () => {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    jest.useRealTimers();
  });

  it('renders the server HTML from the Spanish props only', () => {
    const html = renderToString(<SavingsCalculator copy={es} startingRatePercent={startingRatePercent} initial={savingsDefaults} action="/es/pricing#estimate" />);
    expect(html).toContain('Se ahorra $1,470 al mes ($17,640 al año)');
    expect(html).toContain(es.assumptions);
    expect(html).toContain(`>${es.submit}</button>`);
    expect(html).not.toMatch(/You save|a month|US dollars|Estimate my savings/);
  });

  it('gives Spanish messages beside a bad field and announces new figures in Spanish', () => {
    jest.useFakeTimers();
    const { container } = render(<SavingsCalculator copy={es} startingRatePercent={startingRatePercent} initial={savingsDefaults} action="/es/pricing#estimate" />);
    type(es.labels.rate, '12');
    expect(screen.getByLabelText(es.labels.rate)).toHaveAccessibleDescription('Porcentaje Escriba una tarifa entre 0% y 10%.');
    type(es.labels.rate, '3.2');
    type(es.labels.ticket, '0');
    expect(screen.getByLabelText(es.labels.ticket)).toHaveAccessibleDescription('Dólares estadounidenses Escriba un ticket promedio de $0.01 o más.');
    type(es.labels.sales, '50,000');
    type(es.labels.ticket, '25');
    type(es.labels.fee, '0.10');
    act(() => jest.advanceTimersByTime(1000));
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      `Lo que paga ahora: $1,800 al mes. Con la tarifa inicial de Ladle de ${startingProcessingFee}: Se ahorra $1,550 al mes ($18,600 al año). Con el programa de descuento por pago en efectivo: Se ahorra $1,800 al mes ($21,600 al año).`,
    );
    type(es.labels.sales, '2000000000');
    expect(screen.getByLabelText(es.labels.sales)).toHaveAccessibleDescription('Dólares estadounidenses Escriba una cantidad de hasta $1,000,000,000.');
  });
});

describe('/es/mwaa2025', () => {
  it('has a Spanish h1 and metadata', () => {
    render(<SpanishMwaaPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conozca a Ladle en MWAA 2025');
    expect(mwaaMetadataEs.title).toBe('Conozca a Ladle en MWAA 2025');
    expect(mwaaMetadataEs.alternates?.canonical).toBe('http://localhost:3000/es/mwaa2025');
  });

  it('links its cards and blocks to /es pages, with Spanish labels', () => {
    const { container } = render(<SpanishMwaaPage />);
    expect(screen.getByRole('link', { name: 'Solicitar demostración' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'Conozca el POS' })).toHaveAttribute('href', '/es/point-of-sale');
    const food = screen.getByRole('link', { name: /POS para food trucks/ });
    expect(food).toHaveAttribute('href', '/es/business/food-trucks');
    expect(food).toHaveTextContent('Más información');
    expect(screen.getByRole('link', { name: /^Ver el Kiosk\b.*un segundo cajero/ })).toHaveAttribute('href', '/es/hardware/kiosk');
    expect(screen.getByText(/Soporte 24\/7 en inglés, español, chino, portugués y ruso/)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Reserve su cita con nosotros en MWAA 2025' });
    expect(within(contact).getByText('Ventas')).toBeInTheDocument();
    const hrefs = Array.from(container.querySelectorAll('main a')).map((a) => a.getAttribute('href')!);
    expect(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/es') && hasSpanish(href.split(/[?#]/)[0]!))).toEqual([]);
    expectNoEnglishMenuLabels(container);
    expect(mainText(container)).not.toMatch(/Learn more|Request Demo|Meet Ladle/);
  });
});

describe('/es/resources', () => {
  it('has a Spanish h1 and metadata', () => {
    render(<SpanishResourcesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aprenda a usar Ladle y compártalo');
    expect(resourcesMetadataEs.title).toBe('Recursos');
    expect(resourcesMetadataEs.alternates?.canonical).toBe('http://localhost:3000/es/resources');
  });

  it('keeps the English PDFs and says they are in English', () => {
    render(<SpanishResourcesPage />);
    const links = screen.getAllByRole('link', { name: /^Descargar PDF \(en inglés\)/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(marketingResources.map((resource) => resource.link));
    for (const link of links) expect(link).toHaveAttribute('hreflang', 'en');
    expect(links[0]).toHaveAccessibleName('Descargar PDF (en inglés) de Presentación principal (se abre en una pestaña nueva)');
  });

  it('opens the training videos in Spanish words, and no English menu label shows', () => {
    const { container } = render(<SpanishResourcesPage />);
    const watch = screen.getByRole('link', { name: 'Ver los videos de Primeros pasos (se abre en una pestaña nueva)' });
    expect(watch.getAttribute('href')).toContain('category=getting-started');
    expect(screen.getByRole('heading', { name: 'Videos de capacitación' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '¿Preguntas?' })).toBeInTheDocument();
    expectNoEnglishMenuLabels(container);
    expect(mainText(container)).not.toMatch(/Download|Watch|opens in a new tab/);
  });
});

/**
 * The catalogue rule for these three modules: every English word has a Spanish one that
 * differs, but for the entry's `same` list. Links, image paths, icons and empty alt texts
 * are not words.
 */
describe('the marketing catalogues', () => {
  const notWords = new Set([...LINK_KEYS, 'src', 'icon', 'id']);
  function problems(entry: CatalogueEntry) {
    const found: string[] = [];
    const walk = (english: unknown, spanish: unknown, at: string, key?: string) => {
      if (typeof english === 'string') {
        if (english === '' || (key && notWords.has(key)) || entry.same?.includes(english)) return;
        if (typeof spanish !== 'string') found.push(`${at}: missing`);
        else if (spanish === english) found.push(`${at}: same as English`);
        return;
      }
      if (Array.isArray(english)) {
        // A list's words are an object (lib/i18n/localize.ts): by the English string for a list of strings, by slug or id for records.
        const keyed = (spanish && typeof spanish === 'object' && !Array.isArray(spanish) ? spanish : {}) as Record<string, unknown>;
        english.forEach((item, i) => {
          const name = typeof item === 'string' ? item : itemKey(item);
          walk(item, name === undefined ? undefined : keyed[name], name === undefined ? `${at}[${i}]` : `${at}.${name}`, key);
        });
      }
      else if (english && typeof english === 'object')
        for (const [k, v] of Object.entries(english)) walk(v, (spanish as Record<string, unknown> | undefined)?.[k], `${at}.${k}`, k);
    };
    walk(entry.english, entry.spanish, entry.name);
    return found;
  }
  it.each([...mwaaCatalogue, ...resourcesCatalogue, ...pricingCatalogue].map((entry) => [entry.name, entry] as const))('%s is fully Spanish', (_, entry) => {
    expect(problems(entry)).toEqual([]);
  });
});
