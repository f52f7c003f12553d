import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';

/** /robots.txt: everything public is crawlable; route handlers are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
