import { getProduct, productHref, products } from '@/content/products';
import { PageFrame } from '@/components/layout/page-frame';
import { familyRoute } from '@/lib/load-or-404';
import { ProductPage } from '@/components/product/product-page';

// Only the products of content/products.ts exist; any other slug is the site's 404.
export const dynamicParams = false;

const route = familyRoute(products, getProduct, productHref);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function ProductRoutePage({ params }: { params: Promise<{ slug: string }> }) {
  const product = await route.load(params);
  return (
    <PageFrame path={productHref(product)}>
      <ProductPage product={product} />
    </PageFrame>
  );
}
