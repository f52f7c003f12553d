import { render, screen, within } from '@testing-library/react';
import { hasSpanish } from '@/content/language-paths';
import { ProductPage, productRoute } from '@/components/product/product-page';
import { PointOfSalePage, pointOfSaleMetadata } from '@/components/pages/point-of-sale-page';
import EnglishProductRoute, { generateMetadata as englishProductMetadata } from '@/app/(en)/products/[slug]/page';
import SpanishProductRoute, {
  dynamicParams as spanishDynamicParams,
  generateMetadata as spanishProductMetadata,
  generateStaticParams as spanishStaticParams,
} from '@/app/(es)/es/products/[slug]/page';
import SpanishPosRoute, { metadata as spanishPosMetadata } from '@/app/(es)/es/point-of-sale/page';
import EnglishPosRoute, { metadata as englishPosMetadata } from '@/app/(en)/point-of-sale/page';
import { getProduct, products } from '@/content/products';
import { catalogue as productCatalogue, productFor, productsFor } from '@/content/es/products';
import { catalogue as posCatalogue, pointOfSaleFor } from '@/content/es/point-of-sale';
import { supportLanguagesEs } from '@/content/es/company';
import { aiManagerBlock, checkoutFeatures, posHero, posPage } from '@/content/pages/point-of-sale';
import { site } from '@/content/site';
import { catalogueProblems } from '@/lib/i18n/catalogue-check';

/**
 * Every internal link in `main` leads to a Spanish page, but for the pages that have none (the
 * legal texts, which the demo dialog's consent question links to: lib/i18n/paths.ts).
 */
/**
 * Every internal link of the page (header, main, footer) to a page that has a Spanish twin goes
 * to the twin, but the language switch. The main content of most product pages links to no such page (only the SMS
 * policy, which has none): the header and footer make the list one that is never empty.
 */
function expectSpanishLinks(page: HTMLElement) {
  // The language switches (header and phone menu, in English: lang="en-US") link to the English page on purpose.
  const twinned = [...page.querySelectorAll('a[href^="/"]:not([lang|="en"])')].map((link) => link.getAttribute('href')!).filter((href) => hasSpanish(href.split(/[?#]/)[0]!));
  expect(twinned.length).toBeGreaterThan(10);
  for (const href of twinned) expect(href).toMatch(/^\/es(\/|$)/);
}

const origin = 'http://localhost:3000';
const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? ''));

describe('Spanish words of the products and the point-of-sale page', () => {
  it('translate every word of every record', () => {
    for (const entry of [...productCatalogue, ...posCatalogue]) expect(catalogueProblems(entry)).toEqual([]);
  });

  it('describe every illustration in Spanish (alt texts), with the same image', () => {
    const images = (p: (typeof products)[number]) => [p.hero.image, ...p.blocks.map((b) => b.image)];
    for (const english of products) {
      const spanish = images(productFor(english.slug, 'es')!);
      images(english).forEach((image, i) => {
        expect(spanish[i]).toMatchObject({ src: image.src, width: image.width, height: image.height });
        expect(spanish[i]!.alt).not.toBe(image.alt);
      });
    }
    const pos = pointOfSaleFor('es');
    expect(pos.hero.image.alt).not.toBe(posHero.image.alt);
    expect(pos.hero.image.src).toBe(posHero.image.src);
    expect(pos.aiManagerBlock.image.alt).not.toBe(aiManagerBlock.image.alt);
  });

  it('name the menu entries in Spanish and keep the links, order and slugs', () => {
    const es = productsFor('es');
    expect(es.map((p) => p.nav.label)).toEqual(['Pagos', 'Clientes', 'Personal', 'Banca']);
    expect(es.map((p) => [p.slug, p.nav.order])).toEqual(products.map((p) => [p.slug, p.nav.order]));
    expect(productFor('customers', 'es')!.blocks[1]!.link).toEqual({ label: 'Ver ejemplos de notificaciones', href: '/es/customers/notifications' });
    expect(pointOfSaleFor('es').nav).toMatchObject({ path: '/es/point-of-sale', label: 'Punto de venta' });
    expect(pointOfSaleFor('es').hardwareTeaser.map((c) => c.href)).toEqual([
      '/es/hardware/handheld',
      '/es/hardware/terminal',
      '/es/hardware/kiosk',
      '/es/hardware/kitchen-display',
    ]);
  });

  it('leave English untouched', () => {
    expect(productsFor('en')).toBe(products);
    const en = pointOfSaleFor('en');
    expect(en.hero).toBe(posHero);
    expect(en.page).toBe(posPage);
    expect(en.checkoutFeatures).toBe(checkoutFeatures);
  });

  it('state the same figures as the English records', () => {
    const digits = (s: string) => s.match(/\d+/g) ?? [];
    for (const english of products) {
      const spanish = productFor(english.slug, 'es')!;
      expect(spanish.facts.map((f) => digits(f.value + f.label))).toEqual(english.facts.map((f) => digits(f.value + f.label)));
      expect(spanish.faq.map((f) => digits(f.answer))).toEqual(english.faq.map((f) => digits(f.answer)));
      expect(digits(spanish.cta.description)).toEqual(digits(english.cta.description));
    }
    expect(digits(pointOfSaleFor('es').hero.description)).toEqual(digits(posHero.description));
    // The support languages come from the same list as the English sentence.
    expect(supportLanguagesEs().split(/, | y /)).toHaveLength(site.support.languages.length);
    expect(pointOfSaleFor('es').page.cta.description).toContain('inglés, español, chino, portugués y ruso');
  });
});

describe('/es/products/[slug]', () => {
  it('pre-renders exactly the four products and nothing else', async () => {
    expect(spanishDynamicParams).toBe(false);
    expect(spanishStaticParams()).toEqual([{ slug: 'payments' }, { slug: 'customers' }, { slug: 'staff' }, { slug: 'banking' }]);
    await expect(spanishProductMetadata(params('gift-cards'))).rejects.toThrow();
  });

  it('has Spanish metadata with a self canonical and the hreflang pair', async () => {
    const metadata = await spanishProductMetadata(params('payments'));
    expect(metadata.title).toBe('Procesamiento de pagos');
    expect(metadata.alternates).toEqual({
      canonical: `${origin}/es/products/payments`,
      languages: { 'en-US': `${origin}/products/payments`, 'es-US': `${origin}/es/products/payments`, 'x-default': `${origin}/products/payments` },
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'es_US', url: `${origin}/es/products/payments` });
    const english = await englishProductMetadata(params('payments'));
    expect(english.title).toBe('Payment Processing');
    expect(english.alternates?.canonical).toBe(`${origin}/products/payments`);
    expect(english.openGraph).toMatchObject({ locale: 'en_US' });
  });

  it.each(products.map((p) => p.slug))('renders /es/products/%s in Spanish with /es links', async (slug) => {
    const { container } = render(await SpanishProductRoute(params(slug)));
    const spanish = productFor(slug, 'es')!;
    const english = getProduct(slug)!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(spanish.hero.title);
    const main = within(screen.getByRole('main'));
    const text = screen.getByRole('main').textContent ?? '';
    for (const words of [english.hero.title, english.features.title, english.cta.title, english.faq[0]!.question, 'Request Demo', 'Get Started', 'Questions about'])
      expect(text).not.toContain(words);
    expect(main.getByRole('heading', { name: `Preguntas sobre ${spanish.name.toLowerCase()}` })).toBeInTheDocument();
    expect(main.getByRole('region', { name: `${spanish.name} de un vistazo` })).toBeInTheDocument();
    expect(main.getAllByRole('button', { name: /^(Solicitar demostración|Comenzar)$/ }).length).toBeGreaterThanOrEqual(2);
    expectSpanishLinks(container);
    const crumbs = jsonLd(container).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${origin}/es` },
      { '@type': 'ListItem', position: 2, name: spanish.name, item: `${origin}/es/products/${slug}` },
    ]);
  });

  it('links the customers page to the Spanish notification samples', async () => {
    render(await SpanishProductRoute(params('customers')));
    expect(screen.getByRole('link', { name: /Ver ejemplos de notificaciones/ })).toHaveAttribute('href', '/es/customers/notifications');
  });

  it('keeps the English page as it was', async () => {
    const { container } = render(await EnglishProductRoute(params('payments')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get paid today for what you sold today');
    expect(screen.getByRole('region', { name: 'Payments at a glance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions about payments' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Request Demo' }).length).toBeGreaterThanOrEqual(1);
    const crumbs = jsonLd(container).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([`${origin}/`, `${origin}/products/payments`]);
  });

  it('renders the same page through the component with an explicit locale', () => {
    render(<ProductPage product={productFor('banking', 'es')!} locale="es" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sus ventas, su cuenta y su capital en un solo lugar');
    expect(productRoute('es').generateStaticParams()).toHaveLength(products.length);
  });
});

describe('/es/point-of-sale', () => {
  it('has Spanish metadata with a self canonical and the hreflang pair', () => {
    expect(spanishPosMetadata.title).toBe('Punto de venta');
    expect(spanishPosMetadata.alternates).toEqual({
      canonical: `${origin}/es/point-of-sale`,
      languages: { 'en-US': `${origin}/point-of-sale`, 'es-US': `${origin}/es/point-of-sale`, 'x-default': `${origin}/point-of-sale` },
    });
    expect(spanishPosMetadata.openGraph).toMatchObject({ locale: 'es_US' });
    expect(englishPosMetadata).toEqual(pointOfSaleMetadata('en'));
    expect(englishPosMetadata.title).toBe('Point of Sale');
    expect(englishPosMetadata.alternates?.canonical).toBe(`${origin}/point-of-sale`);
  });

  it('renders in Spanish with /es links', () => {
    const { container } = render(<SpanishPosRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Una caja que mantiene la fila avanzando, aunque falle el Wi-Fi');
    const main = screen.getByRole('main');
    const text = main.textContent ?? '';
    for (const words of [posHero.title, posPage.checkout.title, posPage.cta.title, 'Request Demo', 'See the hardware', 'Compare all hardware', 'Handheld checkout'])
      expect(text).not.toContain(words);
    expect(within(main).getAllByRole('button', { name: 'Solicitar demostración' })).toHaveLength(4);
    expect(within(main).getByRole('link', { name: 'Ver los equipos' })).toHaveAttribute('href', '/es/hardware');
    expect(within(main).getByRole('link', { name: 'Comparar todos los equipos' })).toHaveAttribute('href', '/es/hardware');
    expectSpanishLinks(container);
    const crumbs = jsonLd(container).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Inicio', `${origin}/es`],
      ['Punto de venta', `${origin}/es/point-of-sale`],
    ]);
  });

  it('keeps the English page as it was', () => {
    render(<EnglishPosRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(posHero.title);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('button', { name: 'Request Demo' })).toHaveLength(4);
    expect(main.getByRole('link', { name: 'See the hardware' })).toHaveAttribute('href', '/hardware');
  });

  it('renders through the component with an explicit locale', () => {
    render(<PointOfSalePage locale="es" />);
    expect(screen.getByRole('heading', { name: 'Su menú, sus reglas, con el precio correcto' })).toBeInTheDocument();
  });
});
