import { ProductPage, productRoute } from '@/components/product/product-page';

// Only the products of content/products.ts exist; any other slug is the Spanish 404.
export const dynamicParams = false;

const route = productRoute('es');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function ProductRoutePage({ params }: { params: Promise<{ slug: string }> }) {
  return <ProductPage product={await route.load(params)} locale="es" />;
}
