import { ResourcesPage, resourcesMetadata } from '@/components/pages/resources-page';

export const metadata = resourcesMetadata('es');

export default function Page() {
  return <ResourcesPage locale="es" />;
}
