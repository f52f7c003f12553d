import { serializeJsonLd } from '@/seo/structured-data';
import { blogMetadata, postMetadata } from '@/seo/blog-metadata';
import type { Post } from '@/lib/blog/types';

const post: Post = {
  id: 'cash-discount',
  title: 'Cash discount',
  html: '<p>x</p>',
  excerpt: 'x',
  image: '/illustrations/blog/cash-discount.svg',
  createdAt: '2025-03-04T14:00:00.000Z',
  metaTitle: 'Cash Discount vs. Surcharging',
  metaDescription: 'How the two programs differ.',
};

describe('blog metadata', () => {
  it('builds an article preview from the post meta fields with an absolute image and canonical URL', () => {
    const meta = postMetadata(post);
    expect(meta.title).toBe('Cash Discount vs. Surcharging');
    expect(meta.description).toBe('How the two programs differ.');
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/blog/cash-discount');
    expect(meta.openGraph).toMatchObject({ type: 'article', title: 'Cash Discount vs. Surcharging | Ladle', publishedTime: '2025-03-04T14:00:00.000Z' });
    expect(JSON.stringify(meta.openGraph)).toContain('http://localhost:3000/illustrations/blog/cash-discount.svg');
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('links the RSS feed from every blog page', () => {
    expect(blogMetadata({ title: 'Blog', description: 'd', path: '/blogs' }).alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/blogs/rss.xml', title: 'Ladle Blog' }],
    });
  });

  it('escapes "<" in JSON-LD so a post cannot close the script element', () => {
    const text = serializeJsonLd({ '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' });
  });
});
