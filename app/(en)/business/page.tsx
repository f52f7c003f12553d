import { BusinessPage, businessMetadata } from '@/components/industry/business-page';

export const metadata = businessMetadata('en');

export default function Page() {
  return <BusinessPage locale="en" />;
}
