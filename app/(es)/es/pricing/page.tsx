import { PricingPage, pricingMetadata } from '@/components/pages/pricing-page';

export const metadata = pricingMetadata('es');

export default function Page() {
  return <PricingPage locale="es" />;
}
