import { IndustryPage, industryRoute } from '@/components/industry/industry-page';

// Only the trades of content/industries.ts exist; any other slug is the site's 404.
export const dynamicParams = false;

const route = industryRoute('es');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function BusinessTypePage({ params }: { params: Promise<{ slug: string }> }) {
  return <IndustryPage industry={await route.load(params)} locale="es" />;
}
