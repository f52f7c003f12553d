import { getDeviceBySlug } from '@/content/devices';
import { pageMetadata } from '@/lib/metadata';
import { DeviceDetail } from '@/components/hardware/device-detail';

const device = getDeviceBySlug('kitchen-display-system')!;

export const metadata = pageMetadata({
  title: 'Kitchen Display System',
  description:
    'A 15.6 inch Full HD kitchen display on Android 11 with a quad-core processor, 4GB RAM/64GB storage, Wi-Fi 6, Ethernet and Bluetooth 5.0.',
  path: '/hardware/kitchen-display',
});

export default function KitchenDisplayPage() {
  return (
    <DeviceDetail
      device={device}
      path="/hardware/kitchen-display"
      back={{ href: '/hardware', label: 'Back to all hardware' }}
      keyFeatures={[
        { title: 'One queue', description: 'Counter, kiosk, online and delivery-app orders arrive on the same screen in order.', icon: 'layers' },
        { title: 'Ticket timers', description: 'Each ticket counts up from arrival and changes colour when it runs late.', icon: 'clock' },
        { title: 'Bump with a tap', description: 'Mark an order done and the counter sees it ready for pickup instantly.', icon: 'check' },
        { title: 'Station routing', description: 'Send drinks to the bar and mains to the grill, each on its own screen.', icon: 'chef' },
      ]}
    />
  );
}
