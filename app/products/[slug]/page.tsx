import { notFound } from 'next/navigation';
import { getProduct, products } from '@/content/products';
import { pageMetadata } from '@/lib/metadata';
import { ProductPage } from '@/components/product/product-page';

// Only the four products of content/products.ts exist; any other slug is the site's 404.
export const dynamicParams = false;
export const generateStaticParams = () => products.map(({ slug }) => ({ slug }));

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const product = getProduct((await params).slug);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Props) {
  const { slug, metaTitle, metaDescription } = await load(params);
  return pageMetadata({ title: metaTitle, description: metaDescription, path: `/products/${slug}` });
}

export default async function ProductRoutePage({ params }: Props) {
  return <ProductPage product={await load(params)} />;
}
