import { BusinessPage, businessMetadata } from '@/components/industry/business-page';

export const metadata = businessMetadata('es');

export default function Page() {
  return <BusinessPage locale="es" />;
}
