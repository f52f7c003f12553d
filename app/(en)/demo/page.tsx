import { DemoPage, demoMetadata } from '@/components/pages/demo-page';

export const metadata = demoMetadata('en');

export default function Page() {
  return <DemoPage locale="en" />;
}
