import { getProduct, productHref, products } from '@/content/products';
import { loadOr404 } from '@/lib/load-or-404';
import { pageMetadata } from '@/lib/metadata';
import { ProductPage } from '@/components/product/product-page';

// Only the four products of content/products.ts exist; any other slug is the site's 404.
export const dynamicParams = false;
export const generateStaticParams = () => products.map(({ slug }) => ({ slug }));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const product = await loadOr404(params, 'slug', getProduct);
  return pageMetadata({ title: product.metaTitle, description: product.metaDescription, path: productHref(product) });
}

export default async function ProductRoutePage({ params }: Props) {
  return <ProductPage product={await loadOr404(params, 'slug', getProduct)} />;
}
