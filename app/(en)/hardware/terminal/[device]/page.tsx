import { deviceRoute } from '@/components/hardware/device-route';

// One pre-rendered page per device; proxy.ts serves /hardware/terminal?device=<name> from here.
export const dynamicParams = false;

const route = deviceRoute('terminal', 'en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
