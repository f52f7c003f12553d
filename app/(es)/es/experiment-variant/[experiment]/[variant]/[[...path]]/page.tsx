import { variantRoute } from '@/components/experiments/variant-page';

// Only the variants of the built experiments exist; the proxy answers a direct request with the 404.
export const dynamicParams = false;

const { generateStaticParams, generateMetadata, Page } = variantRoute('es');
export { generateStaticParams, generateMetadata, Page as default };
