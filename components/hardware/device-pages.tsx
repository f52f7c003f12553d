import { devicePageHref, devicesIn, kioskKeyFeatures, type Device } from '@/content/devices';
import { DeviceDetail, RelatedDevices } from '@/components/hardware/device-detail';

/** /hardware/terminal?device=<name>: handhelds link back to the handheld list, the rest to /hardware. */
export function TerminalDevicePage({ device }: { device: Device }) {
  const back =
    device.category === 'handheld'
      ? { href: '/hardware/handheld', label: 'Back to handheld devices' }
      : { href: '/hardware', label: 'Back to all hardware' };
  const siblings = devicesIn(device.category).filter((d) => d.slug !== device.slug);
  return (
    <DeviceDetail
      device={device}
      path={devicePageHref('terminal', device)}
      back={back}
      related={
        <RelatedDevices
          title={device.category === 'handheld' ? 'Other handheld devices' : 'Other countertop terminals'}
          items={siblings.map((d) => ({ device: d, href: devicePageHref('terminal', d) }))}
        />
      }
    />
  );
}

/** /hardware/kiosk?device=<name>: the Self-Service Kiosk or the Kitchen Display System. */
export function KioskDevicePage({ device }: { device: Device }) {
  const other = devicesIn('kiosk', 'kitchen').filter((d) => d.slug !== device.slug);
  return (
    <DeviceDetail
      device={device}
      path={devicePageHref('kiosk', device)}
      back={{ href: '/hardware', label: 'Back to all hardware' }}
      keyFeatures={kioskKeyFeatures}
      related={<RelatedDevices title="Also for your counter and kitchen" items={other.map((d) => ({ device: d, href: devicePageHref('kiosk', d) }))} />}
    />
  );
}
