import { notFound } from 'next/navigation';
import { getIndustry, industries } from '@/content/industries';
import { pageMetadata } from '@/lib/metadata';
import { IndustryPage } from '@/components/industry/industry-page';

// Only the eight trades of content/industries.ts exist; any other slug is the site's 404.
export const dynamicParams = false;
export const generateStaticParams = () => industries.map(({ slug }) => ({ slug }));

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const industry = getIndustry((await params).slug);
  if (!industry) notFound();
  return industry;
}

export async function generateMetadata({ params }: Props) {
  const { slug, metaTitle, metaDescription } = await load(params);
  return pageMetadata({ title: metaTitle, description: metaDescription, path: `/business/${slug}` });
}

export default async function BusinessTypePage({ params }: Props) {
  return <IndustryPage industry={await load(params)} />;
}
