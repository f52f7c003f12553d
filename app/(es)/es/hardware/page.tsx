import { HardwarePage, hardwareMetadata } from '@/components/hardware/hardware-page';

export const metadata = hardwareMetadata('es');

export default function Page() {
  return <HardwarePage locale="es" />;
}
