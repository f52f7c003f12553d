import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/env';
import { getPosts } from '@/services/blog';
import { RSS_PATH } from '@/seo/blog-metadata';
import { blogPaths } from '@/content/paths';

// Regenerated like the list page (app/(en)/(blog)/blogs/page.tsx).
export const revalidate = 60;

/** Characters XML 1.0 cannot carry at all, even escaped (C0 controls, lone surrogates, U+FFFE/U+FFFF). */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an element or attribute: forbidden characters dropped, markup escaped. */
function xml(text: string) {
  return text
    .replace(XML_FORBIDDEN, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

export async function GET() {
  const result = await getPosts();
  if (!result.ok) {
    return new Response('Failed to load blogs. Please try again later.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  const items = result.value
    .map((post) => {
      const link = absoluteUrl(blogPaths.post(post.id));
      return [
        '    <item>',
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
        `      <description>${xml(post.excerpt)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${site.name} Blog`)}</title>
    <link>${xml(absoluteUrl(blogPaths.index))}</link>
    <atom:link href="${xml(absoluteUrl(RSS_PATH))}" rel="self" type="application/rss+xml" />
    <description>${xml(`Guides for food and drink businesses from ${site.name}.`)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
