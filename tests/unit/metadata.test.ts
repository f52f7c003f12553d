import { pageMetadata } from '@/seo/metadata';

describe('pageMetadata', () => {
  it('builds title, description, canonical, Open Graph and Twitter tags from one record', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'Who we are.', path: '/about' });
    expect(meta.title).toBe('About Us');
    expect(meta.description).toBe('Who we are.');
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/about');
    expect(meta.openGraph).toMatchObject({
      title: 'About Us | Ladle',
      description: 'Who we are.',
      url: 'http://localhost:3000/about',
      type: 'website',
      siteName: 'Ladle',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'About Us | Ladle' });
    expect(JSON.stringify(meta.openGraph)).toContain('http://localhost:3000/opengraph-image');
  });

  it('keeps a brand title whole and marks articles', () => {
    const meta = pageMetadata({
      title: 'Ladle: POS',
      absoluteTitle: true,
      description: 'd',
      path: '/blog/1',
      type: 'article',
      image: 'https://img.example.com/a.png',
    });
    expect(meta.title).toEqual({ absolute: 'Ladle: POS' });
    expect(meta.openGraph).toMatchObject({ title: 'Ladle: POS', type: 'article' });
    expect(JSON.stringify(meta.twitter)).toContain('https://img.example.com/a.png');
  });
});
