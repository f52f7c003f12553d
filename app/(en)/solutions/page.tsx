import { SolutionsPage, solutionsMetadata } from '@/components/pages/solutions-page';

export const metadata = solutionsMetadata('en');

export default function Page() {
  return <SolutionsPage locale="en" />;
}
