import { devicePageHref, devicePages, type Device, type DevicePageKey } from '@/content/devices';
import { pageMetadata } from '@/lib/metadata';

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

export function handheldMetadata(device?: Device) {
  return pageMetadata({
    title: device ? `Handheld POS: ${device.displayName}` : 'Handheld POS Devices',
    description:
      'Three handheld POS terminals, the VP550, VP550E and VP400, for line-busting, tableside payment and market stalls, with 12+ hours of battery per charge.',
    path: device ? `${devicePages.handheld.path}?device=${encodeURIComponent(device.name)}` : devicePages.handheld.path,
  });
}
