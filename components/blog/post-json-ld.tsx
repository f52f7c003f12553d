import { JsonLd } from '@/components/json-ld';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/seo/structured-data';
import type { Post } from '@/services/blog';
import { blogPaths } from '@/content/paths';

/** BlogPosting and BreadcrumbList data built from the same record the page renders. */
export function PostJsonLd({ post }: { post: Post }) {
  const path = blogPaths.post(post.id);
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd(
          {
            id: post.id,
            title: post.title,
            description: post.html,
            image_url: post.image,
            created_at: post.createdAt,
            meta_title: post.metaTitle,
            meta_description: post.metaDescription,
          },
          path,
        )}
      />
      <JsonLd data={breadcrumbJsonLd(path, { [path]: post.title })} />
    </>
  );
}
