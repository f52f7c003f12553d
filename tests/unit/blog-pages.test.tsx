import { render, screen, within } from '@testing-library/react';
import type { Post } from '@/services/blog';

jest.mock('@/services/blog', () => ({
  ...jest.requireActual('@/lib/blog/reshape'),
  ...jest.requireActual('@/lib/blog/constants'),
  getPosts: jest.fn(),
  getPost: jest.fn(),
  getPostIds: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  // The page frame's mobile menu reads the path.
  usePathname: () => '/blogs',
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const blog = require('@/services/blog') as { getPosts: jest.Mock; getPost: jest.Mock; getPostIds: jest.Mock };
import { BlogsList } from '@/components/blog/blog-list';
import { generateStaticParams } from '@/app/(en)/(blog)/blog/[id]/page';
import { BlogPost } from '@/components/blog/blog-post';
import { markedStatus } from '@/lib/html/status-marker.mjs';

const post: Post = {
  id: 'p1',
  title: 'First post',
  html: '<p>Body</p>',
  excerpt: 'Body',
  image: '/illustrations/blog/fallback.svg',
  createdAt: '2025-03-04T10:00:00.000Z',
  metaTitle: 'Meta',
  metaDescription: 'Meta description',
};

describe('/blogs states', () => {
  it('lists posts as cards with date, excerpt and link', async () => {
    blog.getPosts.mockResolvedValue({ ok: true, value: [post] });
    render(await BlogsList());
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'First post' })).toHaveAttribute('href', '/blog/p1');
    expect(within(card).getByText('March 4, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Body')).toBeInTheDocument();
  });

  it('says so when loading failed', async () => {
    blog.getPosts.mockResolvedValue({ ok: false, error: new Error('down') });
    render(await BlogsList());
    expect(screen.getByText('Failed to load blogs. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so when there are no posts', async () => {
    blog.getPosts.mockResolvedValue({ ok: true, value: [] });
    render(await BlogsList());
    expect(screen.getByText('No blog posts found.')).toBeInTheDocument();
  });
});

describe('/blog/[id] states', () => {
  const params = Promise.resolve({ id: 'p1' });

  it('shows the failure text with a way back', async () => {
    blog.getPost.mockResolvedValue({ ok: false, error: new Error('down') });
    render(await BlogPost({ id: (await params).id }));
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load blog post. Please try again later.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('says a missing post is not found, with a way back, and marks the page for a 404', async () => {
    blog.getPost.mockResolvedValue({ ok: true, value: null });
    const { container } = render(await BlogPost({ id: (await params).id }));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByText('The article may have been moved or removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    // What the page boundary turns into the 404 (lib/html/status-marker.mjs).
    expect(markedStatus(container.innerHTML)).toBe(404);
  });

  it('pre-renders known ids and none when the function is down', async () => {
    blog.getPostIds.mockResolvedValue(['a', 'b']);
    expect(await generateStaticParams()).toEqual([{ id: 'a' }, { id: 'b' }]);
    blog.getPostIds.mockResolvedValue([]);
    expect(await generateStaticParams()).toEqual([]);
  });
});
