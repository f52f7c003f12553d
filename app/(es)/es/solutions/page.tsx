import { SolutionsPage, solutionsMetadata } from '@/components/pages/solutions-page';

export const metadata = solutionsMetadata('es');

export default function Page() {
  return <SolutionsPage locale="es" />;
}
