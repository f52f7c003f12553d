import { productSlugPage } from '@/components/product/product-page';

// Only the products of content/products.ts exist; any other slug is the site's 404.
export const dynamicParams = false;

const { generateStaticParams, generateMetadata, Page } = productSlugPage('en');
export { generateStaticParams, generateMetadata, Page as default };
