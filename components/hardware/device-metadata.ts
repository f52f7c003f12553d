import { devicePageHref, devicePages, devicesIn, type Device, type DevicePageKey } from '@/content/devices';
import { pageMetadata } from '@/lib/metadata';
import { listText, numberWord } from '@/content/format';

/**
 * Title, description and canonical of one device variant. The canonical is the address a
 * visitor uses, /hardware/terminal?device=VP3300 (bare path for the default device), not
 * the internal pre-rendered /hardware/terminal/vp3300 the proxy rewrites onto.
 */
export function deviceMetadata(page: Exclude<DevicePageKey, 'handheld'>, device: Device) {
  return pageMetadata({
    title: `${device.displayName}: Specs and Features`,
    description: `${device.tagline} ${device.name} specifications: operating system, processor, memory, display and connectivity.`,
    path: devicePageHref(page, device),
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function handheldMetadata(device?: Device) {
  const handhelds = devicesIn('handheld');
  return pageMetadata({
    title: device ? `Handheld POS: ${device.displayName}` : 'Handheld POS Devices',
    description: `${capitalize(numberWord(handhelds.length))} handheld POS terminals, the ${listText(handhelds.map((d) => d.name))}, for line-busting, tableside payment and market stalls, with 12+ hours of battery per charge.`,
    path: device ? `${devicePages.handheld.path}?device=${encodeURIComponent(device.name)}` : devicePages.handheld.path,
  });
}
