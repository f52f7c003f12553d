import { OnlineOrderingPage, onlineOrderingMetadata } from '@/components/customers/online-ordering-page';

export const metadata = onlineOrderingMetadata('es');

export default function Page() {
  return <OnlineOrderingPage locale="es" />;
}
