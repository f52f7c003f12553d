import { getIndustry, industryHref, industries } from '@/content/industries';
import { loadOr404 } from '@/lib/load-or-404';
import { pageMetadata } from '@/lib/metadata';
import { IndustryPage } from '@/components/industry/industry-page';

// Only the trades of content/industries.ts exist; any other slug is the site's 404.
export const dynamicParams = false;
export const generateStaticParams = () => industries.map(({ slug }) => ({ slug }));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const industry = await loadOr404(params, 'slug', getIndustry);
  return pageMetadata({ title: industry.metaTitle, description: industry.metaDescription, path: industryHref(industry) });
}

export default async function BusinessTypePage({ params }: Props) {
  return <IndustryPage industry={await loadOr404(params, 'slug', getIndustry)} />;
}
