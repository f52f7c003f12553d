import { BlogMessage } from '@/components/blog/blog-message';

export default function BlogPostNotFound() {
  // Inside the segment's layout, which draws the header and footer.
  return <BlogMessage title="Blog post not found">The article may have been moved or removed.</BlogMessage>;
}
