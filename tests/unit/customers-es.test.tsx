import { renderToStaticMarkup } from 'react-dom/server';
import { within } from '@testing-library/react';
import {
  customerActions,
  customerPages,
  customerSections,
  notificationPreviewWords,
  posScreenWords,
} from '@/content/customers';
import { catalogue, customerPageListFor, customerPagesFor, notificationPreviewWordsFor, posScreenWordsFor } from '@/content/es/customers';
import { OnlineOrderingPage, onlineOrderingMetadata } from '@/components/customers/online-ordering-page';
import { NotificationsPage, notificationsMetadata } from '@/components/customers/notifications-page';
import { PosDemoPage, posDemoMetadata } from '@/components/customers/pos-demo-page';
import { catalogueProblems } from '@/lib/i18n/catalogue-check';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Renders a page's server HTML into the document and returns its <main>. */
function show(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  document.body.innerHTML = html;
  return { html, main: document.querySelector('main')! };
}

const es = customerPagesFor('es');
const esActions = { getStarted: 'Comenzar', requestDemo: 'Solicitar demostración' };

/** Every string of a record, with the key it sits under. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${key}.${index}`));
  // An item's id is a key, not a word the screens show.
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'id' ? [] : strings(v, key ? `${key}.${k}` : k)));
  return [];
}

/** English words of the customer pages that must not show in a Spanish page's main content. */
const englishUiWords = [
  ...Object.values(customerActions),
  'Charge $',
  'Order #1042',
  'Table 12',
  'Floor plan',
  'Split check',
  'Move table',
  'Refund',
  'Text receipt',
  'Modifier group',
  'Publish to all channels',
  'Inventory',
  'Forecast',
  'Busiest',
  'orders/hr',
  'seats',
  'Sold out',
  'Tax',
  'Text message',
  'Today',
  'Inbox',
  'Subject',
  'Loyalty reward',
  'Reward unlocked',
  'Your order is ready',
  'open rate for SMS marketing',
  'Saturday',
  'November',
  'Learn More',
];

function expectNoEnglish(text: string) {
  for (const words of englishUiWords) expect(text).not.toContain(words);
}

describe('/es/customers/online-ordering', () => {
  it('has the Spanish h1, buttons and prices, and no English UI words', () => {
    const { main } = show(<OnlineOrderingPage locale="es" />);
    expect(main.querySelector('h1')).toHaveTextContent('Su menú en línea y los pedidos directo a la cocina');
    expect(within(main).getAllByRole('button', { name: 'Comenzar' })).toHaveLength(2);
    expect(within(main).getAllByRole('button', { name: 'Solicitar demostración' })).toHaveLength(2);
    for (const channel of ['Comer aquí', 'Para llevar', 'A domicilio']) expect(main).toHaveTextContent(channel);
    for (const price of ['$11.50', '$13.25']) expect(main).toHaveTextContent(price);
    expect(main).toHaveTextContent('Pedidos con QR en la mesa');
    expect(main.querySelector('caption')).toHaveTextContent('Precio de «Bowl de burrito de pollo» en cada canal');
    expectNoEnglish(main.textContent!);
    for (const item of customerPages.onlineOrdering.features.items) expect(main.textContent).not.toContain(item.title);
  });

  it('declares the Spanish canonical and the hreflang pair, and a Spanish breadcrumb', () => {
    const metadata = onlineOrderingMetadata('es');
    expect(metadata.title).toBe('Pedidos en línea');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/es\/customers\/online-ordering$/);
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en-US', 'es-US', 'x-default']);
    const { html } = show(<OnlineOrderingPage locale="es" />);
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    const crumbs = ld.find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Inicio', 'Pedidos en línea']);
    expect(crumbs.itemListElement[1].item).toMatch(/\/es\/customers\/online-ordering$/);
    expect(html).not.toContain('"name":"Home"');
  });
});

describe('/es/customers/notifications', () => {
  it('has the Spanish h1, the Spanish tab names and the sample offer in Spanish', () => {
    const { main } = show(<NotificationsPage locale="es" />);
    expect(main.querySelector('h1')).toHaveTextContent('Llegue a sus clientes donde de verdad miran');
    const tablist = within(main).getByRole('tablist', { name: 'Canales de notificación' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SMS', 'Correo', 'Push']);
    expect(main).toHaveTextContent('Aquí tiene un 20% de descuento en su próximo pedido');
    expect(main.innerHTML).toContain('98%</strong>');
    expect(main).toHaveTextContent('de apertura en los SMS de marketing');
    expect(main).toHaveTextContent('Mensaje de texto · Hoy 2:14 p. m.');
    expect(main).toHaveTextContent('María, aquí tiene un 20% de descuento en su próxima visita');
    expect(main).toHaveTextContent('¡Recompensa desbloqueada! 🎉');
    expect(main).toHaveTextContent('GRACIAS20');
    expect(within(main).getAllByRole('button', { name: 'Solicitar demostración' }).length).toBeGreaterThanOrEqual(3);
    expectNoEnglish(main.textContent!);
  });

  it('writes the lock-screen date in Spanish long form and keeps the English one', () => {
    const lockDate = new Intl.DateTimeFormat('es-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 21)));
    expect(show(<NotificationsPage locale="es" />).main).toHaveTextContent(lockDate);
    expect(lockDate).toMatch(/sábado.*21 de noviembre/);
    expect(show(<NotificationsPage />).main).toHaveTextContent('Saturday, November 21');
  });

  it('has Spanish metadata under /es', () => {
    const metadata = notificationsMetadata('es');
    expect(metadata.title).toBe('Notificaciones a clientes: SMS, correo y push');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/es\/customers\/notifications$/);
  });
});

describe('/es/customers/pos-demo', () => {
  it('has the Spanish h1 and tab names, and draws every screen in Spanish with the same prices', () => {
    const { main } = show(<PosDemoPage locale="es" />);
    expect(main.querySelector('h1')).toHaveTextContent('Conozca la caja de Ladle, pantalla por pantalla');
    const tablist = within(main).getByRole('tablist', { name: 'Pantallas del POS' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pedido rápido',
      'Manejo de mesas',
      'Detalle del pedido',
      'Gestión del menú',
      'Gerente con IA',
    ]);
    for (const words of ['Cobrar $15.88', 'Pedido #1042 · Mesa 12', 'Mesa 12 · 4 personas', 'Grupo de modificadores: Leche', '12 galones de leche de avena', 'Dividir cuenta', 'Reembolsar'])
      expect(main).toHaveTextContent(words);
    expect(main.querySelector('figure')).toHaveAttribute('aria-label', 'Pantalla «Pedido rápido» del POS de Ladle');
    expect(within(main).getByRole('button', { name: 'Solicitar demostración' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Comenzar' })).toBeInTheDocument();
    expectNoEnglish(main.textContent!);
  });

  it('leaves no English word of the drawn screens in the Spanish screens', () => {
    const { main } = show(<PosDemoPage locale="es" />);
    const screens = [...main.querySelectorAll('figure')].map((figure) => figure.textContent).join('\n');
    const same = new Set(catalogue.find((entry) => entry.name === 'posScreenWords')!.same);
    for (const [key, english] of strings(posScreenWords)) {
      if (same.has(english) || english.length < 3) continue;
      expect([key, screens.includes(english.replace(/\*\*/g, ''))]).toEqual([key, false]);
    }
    for (const price of ['$15.88', '$38.06', '$10.95', '$3,900']) expect(screens).toContain(price);
  });

  it('has Spanish metadata under /es', () => {
    expect(posDemoMetadata('es').title).toBe('Recorrido por la pantalla del POS');
  });
});

describe('the Spanish words of the customer pages', () => {
  it('give the menus their Spanish names', () => {
    expect(customerPageListFor('es').map((page) => [page.path, page.nav.label])).toEqual([
      ['/es/customers/online-ordering', 'Pedidos en línea'],
      ['/es/customers/notifications', 'Notificaciones'],
      ['/es/customers/pos-demo', 'Recorrido del POS'],
    ]);
    expect(customerPageListFor('en')[0]!.path).toBe('/customers/online-ordering');
  });

  it('translate every string of the catalogue, names and figures aside', () => {
    for (const entry of catalogue) expect(catalogueProblems(entry)).toEqual([]);
  });

  it('keep the English records and accessors English', () => {
    expect(customerPagesFor('en')).toBe(customerPages);
    expect(posScreenWordsFor('en')).toBe(posScreenWords);
    expect(notificationPreviewWordsFor('en')).toBe(notificationPreviewWords);
    expect(customerSections.posDemo.tourTitle).toBe('POS screens');
    expect(es.posDemo.tabs.map((tab) => tab.value)).toEqual(customerPages.posDemo.tabs.map((tab) => tab.value));
    expect(esActions.getStarted).not.toBe(customerActions.getStarted);
  });
});

describe('the English customer pages', () => {
  it('keep their English words', () => {
    const pos = show(<PosDemoPage />).main;
    expect(pos).toHaveTextContent('Charge $15.88');
    expect(within(pos).getByRole('tablist', { name: 'POS screens' })).toBeInTheDocument();
    const notifications = show(<NotificationsPage />).main;
    expect(within(notifications).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SMS', 'Email', 'Push']);
    expect(notifications).toHaveTextContent('Reply STOP to opt out, HELP for help. Msg & data rates may apply.');
    expect(within(show(<OnlineOrderingPage />).main).getAllByRole('button', { name: 'Get Started' })).toHaveLength(2);
  });
});

describe('the whole Spanish customer pages (header, menus and footer included)', () => {
  const cases = [
    ['/customers/online-ordering', <OnlineOrderingPage locale="es" key="oo" />],
    ['/customers/notifications', <NotificationsPage locale="es" key="n" />],
    ['/customers/pos-demo', <PosDemoPage locale="es" key="p" />],
  ] as const;

  it.each(cases)('%s switches to its English twin, links the customer pages at /es and names them in Spanish', (path, element) => {
    const markup = renderToStaticMarkup(element).replace(/<!-- -->/g, '');
    document.body.innerHTML = markup;
    expect(document.querySelector(`a[href="${path}"]`)).toHaveTextContent('English');
    for (const page of customerPageListFor('es')) expect(document.querySelector(`a[href="${page.path}"]`)).not.toBeNull();
    for (const english of [customerPages.onlineOrdering, customerPages.notifications, customerPages.posDemo])
      expect(markup).not.toContain(`>${english.nav.label}<`);
    for (const words of englishUiWords) expect(document.body.textContent).not.toContain(words);
  });
});
