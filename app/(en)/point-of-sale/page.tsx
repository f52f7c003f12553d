import { PointOfSalePage, pointOfSaleMetadata } from '@/components/pages/point-of-sale-page';

export const metadata = pointOfSaleMetadata('en');

export default function Page() {
  return <PointOfSalePage locale="en" />;
}
