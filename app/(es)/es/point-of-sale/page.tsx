import { PointOfSalePage, pointOfSaleMetadata } from '@/components/pages/point-of-sale-page';

export const metadata = pointOfSaleMetadata('es');

export default function Page() {
  return <PointOfSalePage locale="es" />;
}
