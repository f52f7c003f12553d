import { notFound } from 'next/navigation';

/**
 * The record a dynamic route's parameter names, or the site's 404. Every `[slug]`/`[device]`
 * page reads its record through this, in both generateMetadata and the page itself.
 *
 *   const industry = await loadOr404(params, 'slug', getIndustry);
 */
export async function loadOr404<K extends string, T>(
  params: Promise<Record<K, string>>,
  key: K,
  find: (value: string) => T | undefined,
): Promise<T> {
  const record = find((await params)[key]);
  if (record === undefined) notFound();
  return record;
}
