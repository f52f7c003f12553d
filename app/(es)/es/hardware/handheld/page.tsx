import { handheldListRoute } from '@/components/hardware/device-route';

// ?device=<name> is rewritten by proxy.ts onto ./[device], which marks that device selected.
const route = handheldListRoute('es');
export const metadata = route.metadata;
export default route.Page;
