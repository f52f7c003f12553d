import { devicesOn, getDeviceBySlug, devicePages, type Device, type DevicePageKey } from '@/content/devices';
import type { Locale } from '@/lib/i18n/locale';
import { loadOr404 } from '@/seo/load-or-404';
import { deviceMetadata, handheldMetadata } from '@/components/hardware/device-metadata';
import { KioskDevicePage, TerminalDevicePage } from '@/components/hardware/device-pages';
import { HandheldList } from '@/components/hardware/handheld-list';
import { PageFrame } from '@/components/layout/page-frame';

type Params = { params: Promise<{ device: string }> };

/** What each device page renders for one of its devices (the handheld list marks it selected). */
const views: Record<DevicePageKey, (device: Device, locale: Locale) => React.ReactNode> = {
  terminal: (device, locale) => <TerminalDevicePage device={device} locale={locale} />,
  kiosk: (device, locale) => <KioskDevicePage device={device} locale={locale} />,
  handheld: (device, locale) => <HandheldList selected={device} locale={locale} />,
};

const metadataFor = (page: DevicePageKey, device: Device, locale: Locale) =>
  page === 'handheld' ? handheldMetadata(device, locale) : deviceMetadata(page, device, locale);

/** The device of `page` with this slug, if the page shows it. */
const findOn = (page: DevicePageKey) => (slug: string) => devicesOn(page).find((device) => device.slug === slug);

/**
 * Everything a `/hardware/<page>/[device]` route (or its Spanish twin under /es) exports,
 * from the page's entry in devicePages: one pre-rendered variant per device it shows
 * (proxy.ts rewrites `/hardware/<page>?device=<name>` and `/es/hardware/<page>?device=<name>`
 * onto it), its metadata and its view.
 */
export function deviceRoute(page: DevicePageKey, locale: Locale = 'en') {
  const load = (params: Params['params']) => loadOr404(params, 'device', findOn(page));
  return {
    generateStaticParams: () => devicesOn(page).map((device) => ({ device: device.slug })),
    generateMetadata: async ({ params }: Params) => metadataFor(page, await load(params), locale),
    Page: async function DeviceVariantPage({ params }: Params) {
      const device = await load(params);
      // The language switch keeps the device: PageFrame takes the English path and query,
      // and leads to /es/hardware/<page>?device=<name> (or back to /hardware/<page>?device=<name>).
      const path = `${devicePages[page].path}?device=${encodeURIComponent(device.name)}`;
      return (
        <PageFrame locale={locale} path={path}>
          {views[page](device, locale)}
        </PageFrame>
      );
    },
  };
}

/** The bare `/hardware/<page>` route (or `/es/hardware/<page>`): the page's default device (terminal, kiosk). */
export function defaultDeviceRoute(page: 'terminal' | 'kiosk', locale: Locale = 'en') {
  const device = getDeviceBySlug(devicePages[page].defaultSlug)!;
  return {
    metadata: metadataFor(page, device, locale),
    Page: function DefaultDevicePage() {
      return (
        <PageFrame locale={locale} path={devicePages[page].path}>
          {views[page](device, locale)}
        </PageFrame>
      );
    },
  };
}

/** `/hardware/handheld` (or `/es/hardware/handheld`): the list with no device selected. */
export function handheldListRoute(locale: Locale = 'en') {
  return {
    metadata: handheldMetadata(undefined, locale),
    Page: function HandheldPage() {
      return (
        <PageFrame locale={locale} path={devicePages.handheld.path}>
          <HandheldList locale={locale} />
        </PageFrame>
      );
    },
  };
}
