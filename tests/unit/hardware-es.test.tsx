import { render, within } from '@testing-library/react';
import { devicePageHref, deviceCopy, devices, devicesOn, getDevice, handheldPage, specLabels, type DevicePageKey } from '@/content/devices';
import { hardwarePage } from '@/content/pages/hardware';
import { catalogue, deviceFor, specLabelsEs, SPEC_ON_REQUEST_ES } from '@/content/es/devices';
import { catalogueProblems } from '@/lib/i18n/catalogue-check';
import EsHardware, { metadata as esHardwareMeta } from '@/app/(es)/es/hardware/page';
import EnHardware from '@/app/(en)/hardware/page';
import EsTerminal, { metadata as esTerminalMeta } from '@/app/(es)/es/hardware/terminal/page';
import EsKiosk, { metadata as esKioskMeta } from '@/app/(es)/es/hardware/kiosk/page';
import EsHandheld, { metadata as esHandheldMeta } from '@/app/(es)/es/hardware/handheld/page';
import EnHandheld from '@/app/(en)/hardware/handheld/page';
import EsKitchen, { metadata as esKitchenMeta } from '@/app/(es)/es/hardware/kitchen-display/page';
import * as EsTerminalDevice from '@/app/(es)/es/hardware/terminal/[device]/page';
import * as EnTerminalDevice from '@/app/(en)/hardware/terminal/[device]/page';
import * as EsKioskDevice from '@/app/(es)/es/hardware/kiosk/[device]/page';
import * as EnKioskDevice from '@/app/(en)/hardware/kiosk/[device]/page';
import * as EsHandheldDevice from '@/app/(es)/es/hardware/handheld/[device]/page';
import * as EnHandheldDevice from '@/app/(en)/hardware/handheld/[device]/page';

type VariantModule = typeof EsTerminalDevice;
const esVariants: Record<DevicePageKey, VariantModule> = { terminal: EsTerminalDevice, kiosk: EsKioskDevice, handheld: EsHandheldDevice };
const enVariants: Record<DevicePageKey, VariantModule> = { terminal: EnTerminalDevice, kiosk: EnKioskDevice, handheld: EnHandheldDevice };

const params = (device: string) => ({ params: Promise.resolve({ device }) });
async function renderVariant(mod: VariantModule, slug: string) {
  return render(await mod.default(params(slug)));
}
const main = (container: HTMLElement) => container.querySelector('main')!;
const switchHref = (container: HTMLElement) => container.querySelector('a[data-language-switch]')!.getAttribute('href');
const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? ''));

/** English words of the hardware template that must not show on a Spanish page. */
const englishWords = [
  ...Object.values(specLabels),
  'Ask sales for the full sheet',
  deviceCopy.keyFeatures,
  deviceCopy.specsEyebrow,
  deviceCopy.benefitsEyebrow,
  deviceCopy.seeSpecs.label,
  deviceCopy.backToAll.label,
  deviceCopy.backToHandhelds.label,
  'Request Demo',
  'Get Started',
  'Selected',
  handheldPage.viewDetails,
  hardwarePage.explore,
];

function expectNoEnglish(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script').forEach((script) => script.remove());
  const text = copy.textContent ?? '';
  for (const word of englishWords) expect(text).not.toContain(word);
}

describe('Spanish device variants', () => {
  it('are pre-rendered for the same devices as English, with no others', () => {
    for (const key of ['terminal', 'kiosk', 'handheld'] as const) {
      expect(esVariants[key].dynamicParams).toBe(false);
      expect(esVariants[key].generateStaticParams()).toEqual(enVariants[key].generateStaticParams());
      expect(esVariants[key].generateStaticParams()).toEqual(devicesOn(key).map((d) => ({ device: d.slug })));
    }
  });

  it('show the VP3300 in Spanish: headings, spec labels and values, links under /es', async () => {
    const { container } = await renderVariant(EsTerminalDevice, 'vp3300');
    const page = main(container);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Terminal premium VP3300');
    expect(within(page).getByRole('heading', { level: 2, name: 'Especificaciones de la VP3300' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Por qué los negocios eligen la VP3300' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Otras terminales de mostrador' })).toBeInTheDocument();
    const labels = Array.from(page.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(labels).toEqual(['Sistema operativo', 'Procesador', 'Memoria', 'Pantalla', 'Conectividad']);
    const values = Array.from(page.querySelectorAll('dd')).map((dd) => dd.textContent);
    expect(values).toEqual([SPEC_ON_REQUEST_ES, SPEC_ON_REQUEST_ES, '4GB RAM / 64GB de almacenamiento', 'Dos pantallas de 15.6 pulgadas', SPEC_ON_REQUEST_ES]);
    expect(within(page).getByRole('link', { name: /Volver a todo el hardware/ })).toHaveAttribute('href', '/es/hardware');
    expect(within(page).getByRole('link', { name: /Terminal empresarial VP800/ })).toHaveAttribute('href', '/es/hardware/terminal?device=VP800');
    expect(within(page).getByRole('link', { name: /Ver más equipos/ })).toHaveAttribute('href', '/es/hardware');
    expect(within(page).getAllByRole('button', { name: 'Solicitar demostración' }).length).toBeGreaterThanOrEqual(1);
    expectNoEnglish(page);
  });

  it('give every device a Spanish h1 and keep the model name in it', async () => {
    for (const key of ['terminal', 'kiosk'] as const) {
      for (const { device: slug } of esVariants[key].generateStaticParams()) {
        const device = devices.find((d) => d.slug === slug)!;
        const { container, unmount } = await renderVariant(esVariants[key], slug);
        const h1 = within(main(container)).getByRole('heading', { level: 1 }).textContent;
        expect(h1).toBe(deviceFor(device, 'es').displayName);
        expect(h1).not.toBe(device.displayName);
        if (/^VP\d/.test(device.name)) expect(h1).toContain(device.name);
        expectNoEnglish(main(container));
        unmount();
      }
    }
  });

  it('have a canonical under /es/hardware/terminal and the hreflang pair', async () => {
    const meta = await EsTerminalDevice.generateMetadata(params('vp3300'));
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/es/hardware/terminal?device=VP3300');
    expect(meta.alternates?.languages).toEqual({
      'en-US': 'http://localhost:3000/hardware/terminal?device=VP3300',
      'es-US': 'http://localhost:3000/es/hardware/terminal?device=VP3300',
      'x-default': 'http://localhost:3000/hardware/terminal?device=VP3300',
    });
    expect(meta.title).toBe('Terminal premium VP3300: especificaciones y funciones');
    expect(meta.openGraph).toMatchObject({ locale: 'es_US', url: 'http://localhost:3000/es/hardware/terminal?device=VP3300' });
    const handheld = await EsHandheldDevice.generateMetadata(params('vp550e'));
    expect(handheld.alternates?.canonical).toBe('http://localhost:3000/es/hardware/handheld?device=VP550E');
    expect(handheld.title).toBe('POS portátil: Terminal móvil mejorada VP550E');
    const kds = await EsKioskDevice.generateMetadata(params('kitchen-display-system'));
    expect(kds.alternates?.canonical).toBe('http://localhost:3000/es/hardware/kiosk?device=Kitchen%20Display%20System');
  });

  it('switch language to the same device: Spanish → English and English → Spanish', async () => {
    for (const key of ['terminal', 'kiosk', 'handheld'] as const) {
      for (const device of devicesOn(key)) {
        const query = `?device=${encodeURIComponent(device.name)}`;
        const es = await renderVariant(esVariants[key], device.slug);
        expect(switchHref(es.container)).toBe(`/hardware/${key}${query}`);
        es.unmount();
        const en = await renderVariant(enVariants[key], device.slug);
        expect(switchHref(en.container)).toBe(`/es/hardware/${key}${query}`);
        en.unmount();
      }
    }
  });

  it('mark the chosen handheld as Seleccionado and link each card to its Spanish detail page', async () => {
    const { container } = await renderVariant(EsHandheldDevice, 'vp550');
    const page = main(container);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Lleve la caja hasta sus clientes');
    expect(within(page).getAllByText('Seleccionado')).toHaveLength(1);
    const selected = within(page).getByText('Seleccionado').closest('article')!;
    expect(within(selected).getByRole('heading', { level: 3 }).textContent).toBe('Terminal portátil VP550');
    expect(within(page).getByRole('link', { name: 'Ver detalles: Terminal portátil VP550' })).toHaveAttribute('href', '/es/hardware/terminal?device=VP550');
    expectNoEnglish(page);
  });

  it('structured data names the device and its breadcrumbs in Spanish, with /es addresses (the variant is the last crumb, as in English)', async () => {
    const { container } = await renderVariant(EsTerminalDevice, 'vp550e');
    const [product, breadcrumbs] = jsonLd(container);
    expect(product).toMatchObject({ '@type': 'Product', name: 'Terminal móvil mejorada VP550E', url: 'http://localhost:3000/es/hardware/terminal?device=VP550E' });
    expect(breadcrumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Inicio', 'http://localhost:3000/es'],
      ['Todo el hardware', 'http://localhost:3000/es/hardware'],
      ['Terminal móvil mejorada VP550E', 'http://localhost:3000/es/hardware/terminal?device=VP550E'],
    ]);
  });
});

describe('Spanish hardware pages', () => {
  it('/es/hardware: Spanish cards linking under /es, Spanish metadata', () => {
    const { container } = render(<EsHardware />);
    const page = main(container);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Hardware que aguanta la hora pico');
    expect(within(page).getByRole('link', { name: 'Explorar: POS portátil' })).toHaveAttribute('href', '/es/hardware/handheld');
    expect(within(page).getByRole('link', { name: 'Explorar: Pantalla de cocina (KDS)' })).toHaveAttribute('href', '/es/hardware/kitchen-display');
    expect(page.textContent).toContain('Ayuda de día y de noche en inglés, español, chino, portugués y ruso.');
    expect(switchHref(container)).toBe('/hardware');
    expect(esHardwareMeta.title).toBe('Hardware para punto de venta');
    expect(esHardwareMeta.alternates?.canonical).toBe('http://localhost:3000/es/hardware');
    expectNoEnglish(page);
  });

  it('/es/hardware/terminal and /es/hardware/kiosk show the default device in Spanish', () => {
    const terminal = render(<EsTerminal />);
    expect(within(main(terminal.container)).getByRole('heading', { level: 1 }).textContent).toBe('Terminal POS con pantalla para el cliente');
    expect(switchHref(terminal.container)).toBe('/hardware/terminal');
    expect(esTerminalMeta.alternates?.canonical).toBe('http://localhost:3000/es/hardware/terminal');
    terminal.unmount();
    const kiosk = render(<EsKiosk />);
    const page = main(kiosk.container);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Quiosco de autoservicio');
    expect(within(page).getByRole('heading', { level: 2, name: 'Funciones principales' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 3, name: 'Pantalla grande' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Especificaciones del quiosco de autoservicio' })).toBeInTheDocument();
    expect(esKioskMeta.title).toBe('Quiosco de autoservicio: especificaciones y funciones');
    expectNoEnglish(page);
  });

  it('/es/hardware/handheld lists the three handhelds with none selected', () => {
    const { container } = render(<EsHandheld />);
    const page = main(container);
    expect(within(page).queryByText('Seleccionado')).toBeNull();
    expect(within(page).getAllByRole('link', { name: /^Ver detalles: / })).toHaveLength(3);
    expect(switchHref(container)).toBe('/hardware/handheld');
    expect(esHandheldMeta.description).toBe(
      'Tres terminales POS portátiles, la VP550, la VP550E y la VP400, para agilizar la fila, cobrar en la mesa y vender en el mercado, con más de 12 horas de batería por carga.',
    );
    expectNoEnglish(page);
  });

  it('/es/hardware/kitchen-display reads its spec sheet in Spanish', () => {
    const { container } = render(<EsKitchen />);
    const page = main(container);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Pantalla de cocina (KDS)');
    expect(within(page).getByRole('heading', { level: 3, name: 'Una sola fila' })).toBeInTheDocument();
    expect(Array.from(page.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual([
      'Android 11',
      'Cuatro núcleos',
      '4GB RAM / 64GB de almacenamiento',
      '15.6 pulgadas Full HD',
      'Wi-Fi 6, Ethernet, Bluetooth 5.0',
    ]);
    expect(esKitchenMeta.description).toBe(
      'Pantalla de cocina de 15.6 pulgadas Full HD con Android 11, procesador de cuatro núcleos, 4GB RAM/64GB de almacenamiento, Wi-Fi 6, Ethernet y Bluetooth 5.0.',
    );
    expect(esKitchenMeta.alternates?.canonical).toBe('http://localhost:3000/es/hardware/kitchen-display');
    expectNoEnglish(page);
  });
});

describe('English hardware pages are unchanged', () => {
  it('keep their English words, links and the switch to Spanish', async () => {
    const { container } = await renderVariant(EnHandheldDevice, 'vp400');
    expect(within(main(container)).getByText('Selected')).toBeInTheDocument();
    expect(switchHref(container)).toBe('/es/hardware/handheld?device=VP400');
    const hardware = render(<EnHardware />);
    expect(within(main(hardware.container)).getByRole('link', { name: 'Explore: Handheld POS' })).toHaveAttribute('href', '/hardware/handheld');
    expect(switchHref(hardware.container)).toBe('/es/hardware');
    const handheld = render(<EnHandheld />);
    expect(switchHref(handheld.container)).toBe('/es/hardware/handheld');
    const detail = await renderVariant(EnTerminalDevice, 'vp3300');
    expect(Array.from(main(detail.container).querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(Object.values(specLabels));
    expect(devicePageHref('terminal', getDevice('VP3300')!)).toBe('/hardware/terminal?device=VP3300');
  });
});

describe('content/es/devices.ts catalogue', () => {
  it('has a Spanish word for every English one', () => {
    expect(catalogue.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['hardwarePages', 'devices', 'specLabels', 'deviceCopy', 'handheldPage', 'hardwarePage', 'hardwareUi']),
    );
    expect(catalogue.flatMap((entry) => catalogueProblems(entry))).toEqual([]);
  });

  it('translates the spec labels and keeps figures and model names', () => {
    expect(Object.keys(specLabelsEs)).toEqual(Object.keys(specLabels));
    for (const device of devices) {
      const es = deviceFor(device, 'es');
      expect([es.slug, es.name, es.aliases, es.category, es.image.src]).toEqual([device.slug, device.name, device.aliases, device.category, device.image.src]);
    }
  });
});
