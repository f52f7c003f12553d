import { devicesOn, getDeviceBySlug, devicePages, type Device, type DevicePageKey } from '@/content/devices';
import { loadOr404 } from '@/lib/load-or-404';
import { deviceMetadata, handheldMetadata } from '@/components/hardware/device-metadata';
import { KioskDevicePage, TerminalDevicePage } from '@/components/hardware/device-pages';
import { HandheldList } from '@/components/hardware/handheld-list';
import { PageFrame } from '@/components/layout/page-frame';

type Params = { params: Promise<{ device: string }> };

/** What each device page renders for one of its devices (the handheld list marks it selected). */
const views: Record<DevicePageKey, (device: Device) => React.ReactNode> = {
  terminal: (device) => <TerminalDevicePage device={device} />,
  kiosk: (device) => <KioskDevicePage device={device} />,
  handheld: (device) => <HandheldList selected={device} />,
};

const metadataFor = (page: DevicePageKey, device: Device) => (page === 'handheld' ? handheldMetadata(device) : deviceMetadata(page, device));

/** The device of `page` with this slug, if the page shows it. */
const findOn = (page: DevicePageKey) => (slug: string) => devicesOn(page).find((device) => device.slug === slug);

/**
 * Everything a `/hardware/<page>/[device]` route exports, from the page's entry in
 * devicePages: one pre-rendered variant per device it shows (proxy.ts rewrites
 * `/hardware/<page>?device=<name>` onto it), its metadata and its view.
 */
export function deviceRoute(page: DevicePageKey) {
  const load = (params: Params['params']) => loadOr404(params, 'device', findOn(page));
  return {
    generateStaticParams: () => devicesOn(page).map((device) => ({ device: device.slug })),
    generateMetadata: async ({ params }: Params) => metadataFor(page, await load(params)),
    Page: async function DeviceVariantPage({ params }: Params) {
      const device = await load(params);
      // The language switch keeps the device: /es/hardware/<page>?device=<name>.
      const path = `${devicePages[page].path}?device=${encodeURIComponent(device.name)}`;
      return <PageFrame path={path}>{views[page](device)}</PageFrame>;
    },
  };
}

/** The bare `/hardware/<page>` route: the page's default device (terminal, kiosk). */
export function defaultDeviceRoute(page: 'terminal' | 'kiosk') {
  const device = getDeviceBySlug(devicePages[page].defaultSlug)!;
  return {
    metadata: metadataFor(page, device),
    Page: function DefaultDevicePage() {
      return <PageFrame path={devicePages[page].path}>{views[page](device)}</PageFrame>;
    },
  };
}
