import { PageFrame } from '@/components/layout/page-frame';

/**
 * The header and footer of the blog list, drawn once here around both the list and its
 * loading state. When loading.tsx drew its own frame, Next wrote a second header and footer
 * into the page's RSC payload and loaded the header's client code twice, in two chunks.
 */
export default function BlogsLayout({ children }: { children: React.ReactNode }) {
  return <PageFrame path="/blogs">{children}</PageFrame>;
}
