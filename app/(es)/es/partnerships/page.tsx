import { PartnershipsPage, partnershipsMetadata } from '@/components/pages/partnerships-page';

export const metadata = partnershipsMetadata('es');

export default function Page() {
  return <PartnershipsPage locale="es" />;
}
