import { PageFrame } from '@/components/layout/page-frame';

/**
 * The header and footer of every blog post, and of its not-found state, drawn once here.
 * When not-found.tsx drew its own frame, Next wrote that whole second header and footer
 * into every post's RSC payload (a segment's not-found tree travels with each of its
 * pages): about 1 KB gzipped per post. The blog is English only, so the language switch
 * leads to /es whatever the post.
 */
export default function BlogPostLayout({ children }: { children: React.ReactNode }) {
  return <PageFrame path="/blogs">{children}</PageFrame>;
}
