import { devicePages, getDeviceBySlug } from '@/content/devices';
import { deviceMetadata } from '@/components/hardware/device-metadata';
import { TerminalDevicePage } from '@/components/hardware/device-pages';

// The default device; ?device=<name> is rewritten by proxy.ts onto ./[device].
const device = getDeviceBySlug(devicePages.terminal.defaultSlug)!;

export const metadata = deviceMetadata('terminal', device);

export default function TerminalPage() {
  return <TerminalDevicePage device={device} />;
}
