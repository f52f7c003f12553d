import { PartnershipsPage, partnershipsMetadata } from '@/components/pages/partnerships-page';

export const metadata = partnershipsMetadata('en');

export default function Page() {
  return <PartnershipsPage locale="en" />;
}
