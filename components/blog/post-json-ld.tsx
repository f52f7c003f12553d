import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import type { Post } from '@/lib/blog';

/** Serializes JSON-LD so that no "<" in a post's text can close the script element. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** BlogPosting structured data built from the same record the page renders. */
export function PostJsonLd({ post }: { post: Post }) {
  const url = absoluteUrl(`/blog/${encodeURIComponent(post.id)}`);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.metaTitle,
    name: post.title,
    description: post.metaDescription,
    image: absoluteUrl(post.image),
    datePublished: post.createdAt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
