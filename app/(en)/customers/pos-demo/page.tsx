import { PosDemoPage, posDemoMetadata } from '@/components/customers/pos-demo-page';

export const metadata = posDemoMetadata('en');

export default function Page() {
  return <PosDemoPage locale="en" />;
}
