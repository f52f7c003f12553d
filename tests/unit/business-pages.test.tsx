import { render, screen, within } from '@testing-library/react';
import EnglishBusinessPage, { metadata as englishBusinessMetadata } from '@/app/(en)/business/page';
import SpanishBusinessPage, { metadata as spanishBusinessMetadata } from '@/app/(es)/es/business/page';
import EnglishTradePage, * as englishTradeRoute from '@/app/(en)/business/[slug]/page';
import SpanishTradePage, * as spanishTradeRoute from '@/app/(es)/es/business/[slug]/page';
import { HeroImage } from '@/components/industry/hero-image';
import { industries, industryCopy, industrySchema } from '@/content/industries';
import { industriesFor, getIndustryFor, businessPageFor } from '@/content/es/industries';
import { businessTypeChoicesFor, businessTypeLabelsByValue, businessTypeLabelsFor, tradesFor } from '@/content/es/trades';
import { businessTypeOptions, trades } from '@/content/trades';
import { menusFor } from '@/content/navigation';

const origin = 'http://localhost:3000';
const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const main = () => screen.getByRole('main');
const hrefs = (scope: HTMLElement) => within(scope).getAllByRole('link').map((a) => a.getAttribute('href') ?? '');

/** The words of the trades' own template that must not show on a Spanish page. */
const englishTemplateWords = ['Get Started', 'See the hardware', 'Learn More', 'View Details', 'Loading image', 'Request Demo', 'Pages for your trade'];

describe('/es/business/[slug]', () => {
  it('pre-renders the eight trades and nothing else', async () => {
    expect(spanishTradeRoute.dynamicParams).toBe(false);
    expect(spanishTradeRoute.generateStaticParams()).toEqual(trades.map(({ slug }) => ({ slug })));
    await expect(spanishTradeRoute.generateMetadata(params('pretzel-stands'))).rejects.toThrow();
  });

  it('reads the bakery page in Spanish, with links that stay in Spanish', async () => {
    render(await SpanishTradePage(params('bakeries')));
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos anticipados, la vitrina y la hora pico de las 7 a. m.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Todo lo que necesita la vitrina' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Un día de panadería con Ladle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pedidos anticipados con depósito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Traiga su panadería a Ladle' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Solicitar demostración' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ver los equipos' })).toHaveAttribute('href', '#hardware');
    expect(screen.getByRole('link', { name: 'Más información sobre equipos para panaderías' })).toHaveAttribute('href', '/es/hardware');
    const details = screen.getAllByRole('link', { name: /^Ver detalles: / });
    expect(details).toHaveLength(3);
    for (const link of details) expect(link.getAttribute('href')).toMatch(/^\/es\/hardware\/\w/);
    expect(screen.getByRole('img', { name: /^Un mostrador de panadería/ })).toBeInTheDocument();
    expect(screen.getByText('Cargando imagen…')).toBeInTheDocument();

    const text = main().textContent ?? '';
    for (const words of englishTemplateWords) expect(text).not.toContain(words);
    for (const href of hrefs(main())) if (href.startsWith('/')) expect(href).toMatch(/^\/es\//);
  });

  it('describes its breadcrumb trail and its hardware in Spanish', async () => {
    const { container } = render(await SpanishTradePage(params('bakeries')));
    const trail = Array.from(container.querySelectorAll('script[type="application/ld+json"]'))
      .map((s) => JSON.parse(s.textContent ?? '{}'))
      .find((d) => d['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${origin}/es` },
      { '@type': 'ListItem', position: 2, name: 'Tipos de negocio', item: `${origin}/es/business` },
      { '@type': 'ListItem', position: 3, name: 'Panaderías', item: `${origin}/es/business/bakeries` },
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Terminal premium VP3300' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver detalles: Terminal premium VP3300' })).toHaveAttribute('href', '/es/hardware/terminal?device=VP3300');
  });

  it('shows none of the English menu labels anywhere on the page', async () => {
    const spanish = new Set(menusFor('es').flatMap((menu) => [menu.label, ...menu.items.map((item) => item.title)]));
    const english = menusFor('en')
      .flatMap((menu) => [menu.label, ...menu.items.map((item) => item.title)])
      .filter((label) => !spanish.has(label));
    const { container } = render(await SpanishTradePage(params('bakeries')));
    for (const label of english) expect(container.textContent).not.toContain(label);
  });

  it('renders every trade with its Spanish title and name', async () => {
    for (const industry of industriesFor('es')) {
      const { unmount } = render(await SpanishTradePage(params(industry.slug)));
      expect(screen.getByRole('heading', { level: 1, name: industry.hero.title })).toBeInTheDocument();
      expect(industry.hero.title).not.toBe(industries.find((i) => i.slug === industry.slug)!.hero.title);
      unmount();
    }
  });

  it('keeps every Spanish page within the limits the English content schema sets (title and description lengths, step counts)', () => {
    for (const industry of industriesFor('es')) expect(industrySchema.parse(industry)).toEqual(industry);
  });

  it('declares the Spanish canonical, the hreflang pair and og:locale', async () => {
    const meta = await spanishTradeRoute.generateMetadata(params('bakeries'));
    expect(meta.title).toBe('POS para panaderías');
    expect(meta.description).toMatch(/^Un POS para panaderías/);
    expect(meta.alternates).toEqual({
      canonical: `${origin}/es/business/bakeries`,
      languages: { 'en-US': `${origin}/business/bakeries`, 'es-US': `${origin}/es/business/bakeries`, 'x-default': `${origin}/business/bakeries` },
    });
    expect(meta.openGraph).toMatchObject({ locale: 'es_US', url: `${origin}/es/business/bakeries` });
  });
});

describe('/es/business', () => {
  it('reads in Spanish and links each trade to its Spanish page', () => {
    render(<SpanishBusinessPage />);
    expect(screen.getByRole('heading', { level: 1, name: businessPageFor('es').hero.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Food trucks y pop-ups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comida rápida y cafeterías' })).toBeInTheDocument();
    expect(screen.getAllByText('Páginas para su tipo de negocio:')).toHaveLength(2);
    expect(within(main()).getByRole('link', { name: 'Panaderías' })).toHaveAttribute('href', '/es/business/bakeries');
    expect(within(main()).getByRole('link', { name: 'Cocinas fantasma' })).toHaveAttribute('href', '/es/business/ghost-kitchens');
    expect(screen.getAllByRole('button', { name: 'Solicitar demostración' }).length).toBeGreaterThanOrEqual(3);
    const text = main().textContent ?? '';
    for (const words of englishTemplateWords) expect(text).not.toContain(words);
    expect(within(main()).getByRole('link', { name: 'Más información sobre Comida rápida y cafeterías (se abre en una pestaña nueva)' })).toBeInTheDocument();
  });

  it('declares the Spanish canonical and the hreflang pair', () => {
    expect(spanishBusinessMetadata.title).toBe('Tipos de negocio');
    expect(spanishBusinessMetadata.alternates).toEqual({
      canonical: `${origin}/es/business`,
      languages: { 'en-US': `${origin}/business`, 'es-US': `${origin}/es/business`, 'x-default': `${origin}/business` },
    });
    expect(spanishBusinessMetadata.openGraph).toMatchObject({ locale: 'es_US' });
  });
});

describe('the English trades pages are unchanged', () => {
  it('/business/bakeries keeps its English words and links', async () => {
    expect(englishTradeRoute.dynamicParams).toBe(false);
    const meta = await englishTradeRoute.generateMetadata(params('bakeries'));
    expect(meta.title).toBe('Bakery POS');
    expect(meta.alternates?.canonical).toBe(`${origin}/business/bakeries`);
    render(await EnglishTradePage(params('bakeries')));
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-orders, pastry cases and the 7 a.m. rush' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: industryCopy.demoLabel })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Learn More about hardware for bakeries' })).toHaveAttribute('href', '/hardware');
    expect(screen.getByText('Loading image…')).toBeInTheDocument();
    for (const href of hrefs(main())) expect(href).not.toMatch(/^\/es(\/|$)/);
  });

  it('/business keeps its English words and links', () => {
    expect(englishBusinessMetadata.title).toBe('Business Types');
    expect(englishBusinessMetadata.alternates?.canonical).toBe(`${origin}/business`);
    render(<EnglishBusinessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Whatever you serve, Ladle fits the way you serve it' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Bakeries' })).toHaveAttribute('href', '/business/bakeries');
    expect(screen.getByRole('link', { name: 'Learn More about QSRs and Cafes (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Demo' })).toBeInTheDocument();
  });
});

describe('trade names and the business-type select', () => {
  it('names every trade in Spanish, one name per trade of content/trades.ts', () => {
    expect(tradesFor('es').map((t) => t.name)).toEqual([
      'Food trucks',
      'Panaderías',
      'Cafeterías',
      'Tiendas de té',
      'Bares de jugos',
      'Heladerías',
      'Comida rápida',
      'Cocinas fantasma',
    ]);
    expect(tradesFor('es').map((t) => t.slug)).toEqual(trades.map((t) => t.slug));
    expect(industriesFor('es').map((i) => i.name)).toEqual(tradesFor('es').map((t) => t.name));
    expect(getIndustryFor('tea-shops', 'es')?.name).toBe('Tiendas de té');
    expect(getIndustryFor('tea-shops', 'en')?.name).toBe('Tea Shops');
  });

  it('labels the select in Spanish while the submitted values stay the English ones', () => {
    expect(businessTypeLabelsFor('en')).toEqual(businessTypeOptions);
    expect(businessTypeLabelsFor('es')).toHaveLength(businessTypeOptions.length);
    const choices = businessTypeChoicesFor('es');
    expect(choices.map((c) => c.value)).toEqual(businessTypeOptions);
    expect(choices).toContainEqual({ value: 'Ghost Kitchens', label: 'Cocinas fantasma' });
    expect(choices.at(-1)).toEqual({ value: 'Other', label: 'Otro' });
    expect(businessTypeLabelsByValue('es')).toMatchObject({ 'Food Trucks': 'Food trucks', Bakeries: 'Panaderías', Other: 'Otro' });
  });
});

describe('HeroImage', () => {
  it('shows the placeholder words its server parent gives it', () => {
    const { image, fallback } = industries[0]!.hero;
    render(<HeroImage image={image} fallback={fallback} loadingLabel="Cargando imagen…" />);
    expect(screen.getByText('Cargando imagen…')).toBeInTheDocument();
  });
});
