import { KitchenDisplayRoutePage, kitchenDisplayMetadata } from '@/components/hardware/hardware-page';

export const metadata = kitchenDisplayMetadata('es');

export default function Page() {
  return <KitchenDisplayRoutePage locale="es" />;
}
