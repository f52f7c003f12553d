import { devicePages, getDeviceBySlug } from '@/content/devices';
import { deviceMetadata } from '@/components/hardware/device-metadata';
import { KioskDevicePage } from '@/components/hardware/device-pages';

// The default device; ?device=<name> is rewritten by proxy.ts onto ./[device].
const device = getDeviceBySlug(devicePages.kiosk.defaultSlug)!;

export const metadata = deviceMetadata('kiosk', device);

export default function KioskPage() {
  return <KioskDevicePage device={device} />;
}
