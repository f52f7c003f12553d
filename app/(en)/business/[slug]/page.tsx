import { industrySlugPage } from '@/components/industry/industry-page';

// Only the trades of content/industries.ts exist; any other slug is the site's 404.
export const dynamicParams = false;

const { generateStaticParams, generateMetadata, Page } = industrySlugPage('en');
export { generateStaticParams, generateMetadata, Page as default };
