import { DemoPage, demoMetadata } from '@/components/pages/demo-page';

export const metadata = demoMetadata('es');

export default function Page() {
  return <DemoPage locale="es" />;
}
