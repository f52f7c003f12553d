import { render, screen, within } from '@testing-library/react';
import PricingPage, { metadata as pricingMetadata } from '@/app/(en)/pricing/page';
import AccessibilityPage, { metadata as accessibilityMetadata } from '@/app/(en)/accessibility/page';
import { pricingFaq } from '@/content/pricing';
import { checkedPageCount, lastReviewedLabel } from '@/content/accessibility';
import { startingProcessingFee } from '@/content/pages/solutions';
import { publicRoutes } from '@/content/routes';
import { footerColumns, headerLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { faqPageJsonLd } from '@/seo/structured-data';

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? ''));

describe('/pricing', () => {
  it('is in the route table, the header links and the footer’s Company column', () => {
    expect(publicRoutes.map((r) => r.path)).toContain('/pricing');
    expect(headerLinks).toContainEqual({ label: 'Pricing', href: '/pricing' });
    const company = footerColumns.find((c) => c.title === 'Company')!;
    expect(company.links).toContainEqual({ label: 'Pricing', href: '/pricing' });
  });

  it('states the facts the site already gives, with the one starting fee', () => {
    const { container } = render(<PricingPage />);
    const text = container.textContent ?? '';
    expect(text).toContain(`Processing from ${startingProcessingFee}`);
    expect(text).toContain('Cash discount (dual pricing)');
    expect(text).toContain('Free 30-day software trial');
    expect(text).toContain('No hardware commitment');
    expect(text).toContain('Hardware by quote');
    expect(screen.getAllByRole('button', { name: 'Request Demo' }).length).toBeGreaterThanOrEqual(2);
    expect(pricingMetadata.alternates?.canonical).toBe('http://localhost:3000/pricing');
    expect(pricingMetadata.title).toBe('Pricing');
  });

  it('lists its questions and describes the same ones in FAQPage JSON-LD', () => {
    const { container } = render(<PricingPage />);
    for (const item of pricingFaq) expect(screen.getByText(item.question)).toBeInTheDocument();
    const faq = jsonLd(container).find((d) => d['@type'] === 'FAQPage');
    expect(faq).toEqual(faqPageJsonLd(pricingFaq));
    expect(faq.mainEntity).toHaveLength(pricingFaq.length);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: pricingFaq[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: pricingFaq[0]!.answer },
    });
  });
});

describe('/accessibility', () => {
  it('is in the route table and linked from the footer', () => {
    expect(publicRoutes.map((r) => r.path)).toContain('/accessibility');
    expect(footerColumns.flatMap((c) => c.links)).toContainEqual({ label: 'Accessibility', href: '/accessibility' });
    expect(accessibilityMetadata.alternates?.canonical).toBe('http://localhost:3000/accessibility');
  });

  it('counts the pages it checks from the route table, not from a typed number', () => {
    expect(checkedPageCount).toBe(publicRoutes.length);
    render(<AccessibilityPage />);
    const checks = screen.getByRole('region', { name: 'How we check it' });
    expect(checks).toHaveTextContent(`opens all ${publicRoutes.length} pages of the site at a phone width (375 pixels) and a desktop width (1280 pixels)`);
  });

  it('names the standard, the review date, the tagged PDFs and how to report a barrier', () => {
    render(<AccessibilityPage />);
    expect(screen.getByRole('region', { name: 'The standard we build to' })).toHaveTextContent('WCAG) 2.2 at level AA');
    expect(screen.getByText(lastReviewedLabel)).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(screen.getByRole('region', { name: 'Known limitations' })).toHaveTextContent('generated as tagged PDFs with a document title and language');
    const report = screen.getByRole('region', { name: 'Report a barrier' });
    expect(within(report).getByRole('link', { name: site.support.email })).toHaveAttribute('href', `mailto:${site.support.email}`);
    expect(within(report).getByRole('link', { name: site.support.phone.display })).toHaveAttribute('href', `tel:${site.support.phone.e164}`);
    expect(report).toHaveTextContent(`We reply within ${site.replyWithin}`);
  });
});
