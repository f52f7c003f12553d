import { deviceCopy, devicePageHref, devicesIn, devicesOn, kioskKeyFeatures, type Device } from '@/content/devices';
import { DeviceDetail, RelatedDevices } from '@/components/hardware/device-detail';

/** /hardware/terminal?device=<name>: handhelds link back to the handheld list, the rest to /hardware. */
export function TerminalDevicePage({ device }: { device: Device }) {
  const back = device.category === 'handheld' ? deviceCopy.backToHandhelds : deviceCopy.backToAll;
  const siblings = devicesIn(device.category).filter((d) => d.slug !== device.slug);
  return (
    <DeviceDetail
      device={device}
      path={devicePageHref('terminal', device)}
      back={back}
      related={
        <RelatedDevices
          title={device.category === 'handheld' ? deviceCopy.related.handheld : deviceCopy.related.countertop}
          items={siblings.map((d) => ({ device: d, href: devicePageHref('terminal', d) }))}
        />
      }
    />
  );
}

/** /hardware/kiosk?device=<name>: the Self-Service Kiosk or the Kitchen Display System. */
export function KioskDevicePage({ device }: { device: Device }) {
  const other = devicesOn('kiosk').filter((d) => d.slug !== device.slug);
  return (
    <DeviceDetail
      device={device}
      path={devicePageHref('kiosk', device)}
      back={deviceCopy.backToAll}
      keyFeatures={kioskKeyFeatures}
      related={<RelatedDevices title={deviceCopy.related.kiosk} items={other.map((d) => ({ device: d, href: devicePageHref('kiosk', d) }))} />}
    />
  );
}
