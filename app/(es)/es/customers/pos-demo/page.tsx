import { PosDemoPage, posDemoMetadata } from '@/components/customers/pos-demo-page';

export const metadata = posDemoMetadata('es');

export default function Page() {
  return <PosDemoPage locale="es" />;
}
