import { BlogMessage } from '@/components/blog/blog-message';
import { PageFrame } from '@/components/layout/page-frame';

export default function BlogPostNotFound() {
  return (
    <PageFrame path="/blogs">
      <BlogMessage title="Blog post not found">The article may have been moved or removed.</BlogMessage>
    </PageFrame>
  );
}
