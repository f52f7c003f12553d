import { OnlineOrderingPage, onlineOrderingMetadata } from '@/components/customers/online-ordering-page';

export const metadata = onlineOrderingMetadata('en');

export default function Page() {
  return <OnlineOrderingPage locale="en" />;
}
