import { defaultDeviceRoute } from '@/components/hardware/device-route';

// The default device; ?device=<name> is rewritten by proxy.ts onto ./[device].
const route = defaultDeviceRoute('kiosk', 'es');
export const metadata = route.metadata;
export default route.Page;
