import { notFound } from 'next/navigation';
import { devicesIn, getDeviceBySlug } from '@/content/devices';
import { handheldMetadata } from '@/components/hardware/device-metadata';
import { HandheldList } from '@/components/hardware/handheld-list';

// One pre-rendered page per handheld; proxy.ts serves /hardware/handheld?device=<name> from here.
export const dynamicParams = false;
export const generateStaticParams = () => devicesIn('handheld').map((d) => ({ device: d.slug }));

type Props = { params: Promise<{ device: string }> };

async function load(params: Props['params']) {
  const device = getDeviceBySlug((await params).device);
  if (!device) notFound();
  return device;
}

export async function generateMetadata({ params }: Props) {
  return handheldMetadata(await load(params));
}

export default async function HandheldVariantPage({ params }: Props) {
  return <HandheldList selected={await load(params)} />;
}
