import { render } from '@testing-library/react';
import { JsonLd } from '@/components/json-ld';
import { site } from '@/content/site';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  breadcrumbTrail,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '@/seo/structured-data';

describe('organizationJsonLd', () => {
  it('names the company with its sales and support contact points from the site configuration', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: 'http://localhost:3000/' });
    expect(org.contactPoint).toEqual([
      expect.objectContaining({ contactType: 'sales', telephone: site.sales.phone.e164, email: site.sales.email }),
      expect.objectContaining({
        contactType: 'customer support',
        telephone: site.support.phone.e164,
        availableLanguage: [...site.support.languages],
      }),
    ]);
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
  });
});

describe('breadcrumbs', () => {
  it('walks from Home through section pages, named as the menus name them', () => {
    expect(breadcrumbTrail('/business/bakeries')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Business', path: '/business' },
      { name: 'Bakeries', path: '/business/bakeries' },
    ]);
    expect(breadcrumbTrail('/hardware/kiosk').map((i) => i.name)).toEqual(['Home', 'All Hardware', 'Self-Service Kiosk']);
  });

  it('skips path segments that are not pages and lists blog posts under the blog', () => {
    expect(breadcrumbTrail('/products/payments').map((i) => i.path)).toEqual(['/', '/products/payments']);
    expect(breadcrumbTrail('/blog/42', { '/blog/42': 'Cash discount explained' })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
      { name: 'Cash discount explained', path: '/blog/42' },
    ]);
  });

  it('becomes a schema.org BreadcrumbList with absolute URLs and positions', () => {
    expect(breadcrumbJsonLd('/about')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: 'http://localhost:3000/about' },
      ],
    });
  });
});

describe('productJsonLd and blogPostingJsonLd', () => {
  it('describes a device with absolute image and the brand', () => {
    expect(
      productJsonLd({ name: 'Handheld POS', description: 'Orders anywhere.', image: '/illustrations/handheld.svg', path: '/hardware/handheld' }),
    ).toMatchObject({
      '@type': 'Product',
      name: 'Handheld POS',
      image: 'http://localhost:3000/illustrations/handheld.svg',
      brand: { '@type': 'Brand', name: site.name },
      url: 'http://localhost:3000/hardware/handheld',
    });
  });

  it('describes a post from its meta fields, falling back to the body text', () => {
    const post = {
      id: 7,
      title: 'Opening a food truck',
      description: '<p>First <b>steps</b> for a truck.</p>',
      image_url: 'https://img.example.com/truck.png',
      created_at: '2025-03-01T10:00:00Z',
      meta_title: null,
      meta_description: '',
    };
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Opening a food truck',
      description: 'First steps for a truck.',
      image: 'https://img.example.com/truck.png',
      datePublished: '2025-03-01T10:00:00Z',
      dateModified: '2025-03-01T10:00:00Z',
      url: 'http://localhost:3000/blog/7',
      publisher: { '@type': 'Organization', name: site.name },
    });
  });
});

describe('JSON-LD rendering', () => {
  it('escapes < so a title cannot close the script element', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    expect(serializeJsonLd(data)).not.toContain('<');
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);

    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
  });
});
