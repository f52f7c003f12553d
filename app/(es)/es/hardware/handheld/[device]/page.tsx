import { deviceRoute } from '@/components/hardware/device-route';

// One pre-rendered page per device; proxy.ts serves /es/hardware/handheld?device=<name> from here.
export const dynamicParams = false;

const route = deviceRoute('handheld', 'es');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
