import { PageFrame } from '@/components/layout/page-frame';
import { blogPaths } from '@/content/paths';

/**
 * The header and footer of the blog list and of every post, drawn once here around the
 * pages and their loading and not-found states. Next writes a segment's loading and
 * not-found trees into the payload of every page under it, so when those states drew their
 * own frame each page carried a second header and footer (and /blogs loaded the header's
 * client code twice). The blog is English only: the language switch leads to /es.
 */
export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return <PageFrame path={blogPaths.index}>{children}</PageFrame>;
}
