/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicRoutes } from '@/content/routes';
import { caseStudies, solutionAreas, solutionsHero, startingProcessingFee } from '@/content/pages/solutions';
import { industrySolutionCards } from '@/content/industries';
import { featureSectionIds, featureSections, featuresHero, toolCards } from '@/content/pages/features';
import { aiManagerBlock, aiManagerFeatures, checkoutFeatures, hardwareTeaser, menuFeatures, posHero } from '@/content/pages/point-of-sale';
import { mwaaBlocks, mwaaFeatures, mwaaHero, tailoredSolutions } from '@/content/pages/mwaa2025';
import { partnerBlocks, partnerTypes, partnershipsHero, programHighlights } from '@/content/pages/partnerships';
import { contactHero } from '@/content/pages/contact';
import { featureBlockSchema, parseContent } from '@/content/schema';

const root = path.resolve(__dirname, '../..');
const routePaths = new Set(publicRoutes.map((r) => r.path));
const pageModules = ['solutions', 'features', 'point-of-sale', 'mwaa2025', 'partnerships', 'contact'];

/** Every string value in a content tree, for the copy checks below. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const allContent = {
  solutions: [solutionsHero, solutionAreas, industrySolutionCards(), caseStudies],
  features: [featuresHero, toolCards, featureSections],
  pos: [posHero, checkoutFeatures, menuFeatures, aiManagerFeatures, aiManagerBlock, hardwareTeaser],
  mwaa: [mwaaHero, mwaaFeatures, tailoredSolutions, mwaaBlocks],
  partners: [partnershipsHero, programHighlights, partnerTypes, partnerBlocks],
  contact: [contactHero],
};

describe('page content modules', () => {
  it('link only to routes that exist (hash ignored)', () => {
    const hrefs = strings(allContent).filter((s) => s.startsWith('/') && !s.startsWith('/illustrations/'));
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of hrefs) expect(routePaths).toContain(href.split('#')[0]);
  });

  it('point every image at an SVG that exists with the declared size', () => {
    const images = JSON.stringify(allContent).match(/\{"src":"[^"]+","alt":"[^"]*","width":\d+,"height":\d+\}/g) ?? [];
    expect(images.length).toBeGreaterThan(20);
    for (const json of images) {
      const image = JSON.parse(json) as { src: string; width: number; height: number };
      const svg = fs.readFileSync(path.join(root, 'public', image.src), 'utf8');
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
    }
  });

  it('never use placeholder copy', () => {
    for (const text of strings(allContent)) expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
  });

  it('quote the 0.5% starting fee on the solutions page only', () => {
    expect(startingProcessingFee).toBe('0.5%');
    expect(solutionAreas[0]?.highlight?.figure).toBe('0.5%');
    const others = [allContent.features, allContent.pos, allContent.mwaa, allContent.partners, allContent.contact];
    for (const text of strings(others)) expect(text).not.toContain('0.5%');
    for (const name of pageModules.filter((m) => m !== 'solutions')) {
      const source = fs.readFileSync(path.join(root, 'content/pages', `${name}.ts`), 'utf8');
      expect(source).not.toContain('0.5%');
    }
  });
});

describe('/solutions content', () => {
  it('has the generic sections in the spec order', () => {
    expect(solutionAreas.map((a) => a.eyebrow)).toEqual([
      'Payment processing',
      'Business management',
      'Online presence',
      'Financial services',
      'Security',
      'Developer tools',
    ]);
  });

  it('tells two illustrative case studies in the owners’ words', () => {
    expect(caseStudies).toHaveLength(2);
    for (const study of caseStudies) {
      expect(study.quote.length).toBeGreaterThan(60);
      // Stories, not audited statistics.
      expect(study.quote + study.changes.join(' ')).not.toMatch(/\d+\s?%/);
    }
  });

  it('lists every industry page', () => {
    expect(industrySolutionCards().map((i) => i.href).sort()).toEqual(
      [...routePaths].filter((p) => p.startsWith('/business/')).sort(),
    );
  });
});

describe('/features content', () => {
  it('has six tool cards and six sections whose Learn More links follow the spec', () => {
    expect(toolCards).toHaveLength(6);
    expect(featureSections.map((b) => b.link)).toEqual(
      [
        '/products/payments',
        '/products/customers',
        '/customers/online-ordering',
        '/customers/notifications',
        '/products/staff',
        '/products/banking',
      ].map((href) => ({ label: 'Learn More', href })),
    );
  });

  it('alternates the sections and each tool card jumps to its section', () => {
    expect(featureSections.map((b) => b.reverse)).toEqual([false, true, false, true, false, true]);
    expect(toolCards.map((c) => c.href)).toEqual(featureSectionIds.map((id) => `/features#${id}`));
  });
});

describe('/point-of-sale content', () => {
  it('covers the point-of-sale capabilities of the spec', () => {
    const titles = [...checkoutFeatures, ...menuFeatures, ...aiManagerFeatures].map((c) => c.title).join(' | ');
    for (const topic of ['Handheld', 'Countertop', 'Offline', 'Receipts and refunds', 'Modifiers and combos', 'Taxes, tips and surcharges', 'Inventory', 'Employee performance', 'Forecasting'])
      expect(titles).toContain(topic);
    expect(hardwareTeaser.map((c) => c.href)).toEqual(['/hardware/handheld', '/hardware/terminal', '/hardware/kiosk', '/hardware/kitchen-display']);
  });
});

describe('/mwaa2025 content', () => {
  it('has the feature cards, tailored solutions and alternating blocks of the spec', () => {
    expect(mwaaFeatures.map((c) => c.title)).toEqual(['Instant Funding', 'AI-Manager', 'Flexible UI', 'Multi-language']);
    expect(tailoredSolutions.map((c) => c.title)).toEqual(['Food Truck POS', 'Kiosk', 'Online Ordering']);
    expect(mwaaBlocks.map((b) => b.title.split(':')[0])).toEqual(['Kiosk', 'Kitchen Display', 'AI-Manager']);
    expect(mwaaBlocks.map((b) => b.reverse)).toEqual([false, true, false]);
  });
});

describe('/partnerships content', () => {
  it('names the six partner types and the commission', () => {
    expect(partnerTypes.map((t) => t.title)).toEqual([
      'Referral partners',
      'Resellers',
      'Value-added resellers',
      'Strategic alliances',
      'Authorized dealers',
      'White-label',
    ]);
    expect(partnershipsHero.description).toContain('up to $1,000 per merchant');
    expect(programHighlights[0]?.number).toBe('Up to $1,000');
  });

  it('describes the portal hierarchy, onboarding, account management and white-labelling', () => {
    const portal = strings(partnerBlocks).join(' ');
    for (const phrase of ['ISO, Sub-ISO and Agent hierarchy', 'Merchant onboarding', 'Account management', 'logo', 'colours', 'design'])
      expect(portal).toContain(phrase);
  });
});

describe('content validation', () => {
  it('names the bad entry when a block is malformed', () => {
    expect(() => parseContent('featureSections', featureBlockSchema, { broken: { title: 'X' } })).toThrow(/featureSections\["broken"\]\.title/);
  });
});
