import { deviceCopy, getDeviceBySlug, kitchenKeyFeatures } from '@/content/devices';
import { listText } from '@/content/format';
import { pageMetadata } from '@/lib/metadata';
import { DeviceDetail } from '@/components/hardware/device-detail';
import { PageFrame } from '@/components/layout/page-frame';

const device = getDeviceBySlug('kitchen-display-system')!;
const path = '/hardware/kitchen-display';
const { display, operatingSystem, processor, memory, connectivity } = device.specs;

export const metadata = pageMetadata({
  title: device.displayName,
  // The figures are the device's spec sheet in content/devices.ts, read as one sentence.
  description: `A ${display} kitchen display on ${operatingSystem} with a ${processor.toLowerCase()} processor, ${memory.replace(' / ', '/')}, ${listText(connectivity.split(', '))}.`,
  path,
});

function KitchenDisplayPage() {
  return <DeviceDetail device={device} path={path} back={deviceCopy.backToAll} keyFeatures={kitchenKeyFeatures} />;
}

export default function Page() {
  return (
    <PageFrame path="/hardware/kitchen-display">
      <KitchenDisplayPage />
    </PageFrame>
  );
}
