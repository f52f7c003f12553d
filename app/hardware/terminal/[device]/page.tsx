import { notFound } from 'next/navigation';
import { devicesIn, getDeviceBySlug } from '@/content/devices';
import { deviceMetadata } from '@/components/hardware/device-metadata';
import { TerminalDevicePage } from '@/components/hardware/device-pages';

// One pre-rendered page per device; proxy.ts serves /hardware/terminal?device=<name> from here.
export const dynamicParams = false;
export const generateStaticParams = () => devicesIn('handheld', 'countertop').map((d) => ({ device: d.slug }));

type Props = { params: Promise<{ device: string }> };

async function load(params: Props['params']) {
  const device = getDeviceBySlug((await params).device);
  if (!device) notFound();
  return device;
}

export async function generateMetadata({ params }: Props) {
  return deviceMetadata('terminal', await load(params));
}

export default async function TerminalVariantPage({ params }: Props) {
  return <TerminalDevicePage device={await load(params)} />;
}
