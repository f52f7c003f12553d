import { HardwarePage, hardwareMetadata } from '@/components/hardware/hardware-page';

export const metadata = hardwareMetadata('en');

export default function Page() {
  return <HardwarePage locale="en" />;
}
