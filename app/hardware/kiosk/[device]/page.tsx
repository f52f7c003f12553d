import { notFound } from 'next/navigation';
import { devicesIn, getDeviceBySlug } from '@/content/devices';
import { deviceMetadata } from '@/components/hardware/device-metadata';
import { KioskDevicePage } from '@/components/hardware/device-pages';

// One pre-rendered page per device; proxy.ts serves /hardware/kiosk?device=<name> from here.
export const dynamicParams = false;
export const generateStaticParams = () => devicesIn('kiosk', 'kitchen').map((d) => ({ device: d.slug }));

type Props = { params: Promise<{ device: string }> };

async function load(params: Props['params']) {
  const device = getDeviceBySlug((await params).device);
  if (!device) notFound();
  return device;
}

export async function generateMetadata({ params }: Props) {
  return deviceMetadata('kiosk', await load(params));
}

export default async function KioskVariantPage({ params }: Props) {
  return <KioskDevicePage device={await load(params)} />;
}
