import { BlogMessage } from '@/components/blog/blog-message';

export default function BlogPostNotFound() {
  return <BlogMessage title="Blog post not found">The article may have been moved or removed.</BlogMessage>;
}
