import { BlogMessage } from '@/components/blog/blog-message';

export default function BlogPostNotFound() {
  // Inside app/(en)/(blog)/layout.tsx, which draws the header and footer.
  return <BlogMessage title="Blog post not found">The article may have been moved or removed.</BlogMessage>;
}
