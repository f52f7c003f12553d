import { KitchenDisplayRoutePage, kitchenDisplayMetadata } from '@/components/hardware/hardware-page';

export const metadata = kitchenDisplayMetadata('en');

export default function Page() {
  return <KitchenDisplayRoutePage locale="en" />;
}
