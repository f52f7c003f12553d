import { FeaturesPage, featuresMetadata } from '@/components/pages/features-page';

export const metadata = featuresMetadata('en');

export default function Page() {
  return <FeaturesPage locale="en" />;
}
