import { FeaturesPage, featuresMetadata } from '@/components/pages/features-page';

export const metadata = featuresMetadata('es');

export default function Page() {
  return <FeaturesPage locale="es" />;
}
