/**
 * The blog's addresses, written once: pages, links, feeds, structured data and the sitemap
 * take them from here, never as a string. The other pages' paths come from their families and
 * content/routes.ts. (next.config and the proxy's `matcher` must stay literal: Next reads them
 * statically; tests/unit/facts-in-one-place.test.ts checks they agree.)
 */
export const blogPaths = {
  /** The list of posts. */
  index: '/blogs',
  /** The RSS feed of the posts. */
  feed: '/blogs/rss.xml',
  /** The prefix of a post's address; it has no page of its own (breadcrumbs point at `index`). */
  postPrefix: '/blog',
  /**
   * The page a post address without a listed post is answered with (proxy.ts rewrites to it):
   * built once, so an invented id stores nothing and calls no one.
   */
  missing: '/blogs/post-not-found',
  /** One post's page. */
  post: (id: string) => `/blog/${encodeURIComponent(id)}`,
} as const;
