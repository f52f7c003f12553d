import { productSlugPage } from '@/components/product/product-page';

// Only the products of content/products.ts exist; any other slug is the Spanish 404.
export const dynamicParams = false;

const { generateStaticParams, generateMetadata, Page } = productSlugPage('es');
export { generateStaticParams, generateMetadata, Page as default };
