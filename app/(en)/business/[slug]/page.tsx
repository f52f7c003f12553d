import { getIndustry, industries, industryHref } from '@/content/industries';
import { PageFrame } from '@/components/layout/page-frame';
import { familyRoute } from '@/lib/load-or-404';
import { IndustryPage } from '@/components/industry/industry-page';

// Only the trades of content/industries.ts exist; any other slug is the site's 404.
export const dynamicParams = false;

const route = familyRoute(industries, getIndustry, industryHref);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function BusinessTypePage({ params }: { params: Promise<{ slug: string }> }) {
  const industry = await route.load(params);
  return (
    <PageFrame path={industryHref(industry)}>
      <IndustryPage industry={industry} />
    </PageFrame>
  );
}
