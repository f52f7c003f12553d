import { devicePageHref, devicesIn, devicesOn, getDeviceBySlug, type Device, type DevicePageKey } from '@/content/devices';
import { deviceCopyFor, kioskKeyFeaturesFor, kitchenKeyFeaturesFor } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { DeviceDetail, RelatedDevices } from '@/components/hardware/device-detail';

/** A device's page address as a `locale` reader follows it: /es/hardware/terminal?device=VP3300. */
const hrefOn = (page: DevicePageKey, device: Device, locale: Locale) => localizeHref(devicePageHref(page, device), locale);

/** /hardware/terminal?device=<name>: handhelds link back to the handheld list, the rest to /hardware. */
export function TerminalDevicePage({ device, locale = 'en' }: { device: Device; locale?: Locale }) {
  const copy = deviceCopyFor(locale);
  const back = device.category === 'handheld' ? copy.backToHandhelds : copy.backToAll;
  const siblings = devicesIn(device.category).filter((d) => d.slug !== device.slug);
  return (
    <DeviceDetail
      device={device}
      locale={locale}
      path={devicePageHref('terminal', device)}
      back={back}
      related={
        <RelatedDevices
          locale={locale}
          title={device.category === 'handheld' ? copy.related.handheld : copy.related.countertop}
          items={siblings.map((d) => ({ device: d, href: hrefOn('terminal', d, locale) }))}
        />
      }
    />
  );
}

/** /hardware/kiosk?device=<name>: the Self-Service Kiosk or the Kitchen Display System. */
export function KioskDevicePage({ device, locale = 'en' }: { device: Device; locale?: Locale }) {
  const copy = deviceCopyFor(locale);
  const other = devicesOn('kiosk').filter((d) => d.slug !== device.slug);
  return (
    <DeviceDetail
      device={device}
      locale={locale}
      path={devicePageHref('kiosk', device)}
      back={copy.backToAll}
      keyFeatures={kioskKeyFeaturesFor(locale)}
      related={<RelatedDevices locale={locale} title={copy.related.kiosk} items={other.map((d) => ({ device: d, href: hrefOn('kiosk', d, locale) }))} />}
    />
  );
}

export const kitchenDisplayPath = '/hardware/kitchen-display';
const kitchenDisplay = getDeviceBySlug('kitchen-display-system')!;

/** /hardware/kitchen-display: the Kitchen Display System with its four key features. */
export function KitchenDisplayPage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <DeviceDetail
      device={kitchenDisplay}
      locale={locale}
      path={kitchenDisplayPath}
      back={deviceCopyFor(locale).backToAll}
      keyFeatures={kitchenKeyFeaturesFor(locale)}
    />
  );
}
