import { ResourcesPage, resourcesMetadata } from '@/components/pages/resources-page';

export const metadata = resourcesMetadata('en');

export default function Page() {
  return <ResourcesPage locale="en" />;
}
