import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { catalogueProblems } from '@/lib/i18n/catalogue-check';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import { trades } from '@/content/trades';
import { tradesEs } from '@/content/es/trades';
import { industries } from '@/content/industries';
import { industriesEs } from '@/content/es/industries';
import { partnerTypes } from '@/content/pages/partnerships';
import { partnerTypesEs } from '@/content/es/partnerships';
import { featureGrid, whyChoose } from '@/content/home';
import { featureGridEs, whyChooseEs } from '@/content/es/home';
import { pricingFaq } from '@/content/pricing';
import { pricingFaqEs } from '@/content/es/pricing';
import { aiManagerFeatures, checkoutFeatures, hardwareTeaser, menuFeatures } from '@/content/pages/point-of-sale';
import { aiManagerFeaturesEs, checkoutFeaturesEs, hardwareTeaserEs, menuFeaturesEs } from '@/content/es/point-of-sale';
import { customerPageList } from '@/content/customers';
import { customerPageListEs } from '@/content/es/customers';
import { products } from '@/content/products';
import { productsEs } from '@/content/es/products';
import { devices } from '@/content/devices';
import { deviceFor, devicesEs } from '@/content/es/devices';
import { partnerSection } from '@/content/home';
import { partnerSectionEs } from '@/content/es/home';

/** Every Spanish module of content/es and the catalogue entries it declares. */
const modules = readdirSync(path.join(__dirname, '../../content/es'))
  .filter((file) => file.endsWith('.ts'))
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module list is read from the folder
  .map((file) => ({ file, entries: (require(`@/content/es/${file.replace(/\.ts$/, '')}`) as { catalogue?: CatalogueEntry[] }).catalogue }));

describe('Spanish catalogue', () => {
  it.each(modules.map((m) => [m.file, m.entries] as const))('%s declares its catalogue', (_file, entries) => {
    expect(Array.isArray(entries) && entries.length > 0).toBe(true);
  });

  const entries = modules.flatMap((m) => (m.entries ?? []).map((entry) => [`${m.file}: ${entry.name}`, entry] as const));
  it.each(entries)('%s has a Spanish word for every English one', (_name, entry) => {
    const problems = catalogueProblems(entry).map((p) => `${p.problem}: ${p.key} (English: "${p.english}")`);
    expect(problems).toEqual([]);
  });

  it('names the key of a missing or unchanged word', () => {
    const english = { hero: { title: 'Ring up the rush', cta: 'Request Demo', href: '/contact' }, items: [{ id: 'vp3300', name: 'VP3300', note: 'Fast' }] };
    const spanish = { hero: { title: 'Ring up the rush' }, items: { vp3300: { name: 'VP3300', note: 'Rápido' } } };
    expect(catalogueProblems({ name: 'demo', english, spanish, same: ['VP3300'] })).toEqual([
      { key: 'demo.hero.title', english: 'Ring up the rush', spanish: 'Ring up the rush', problem: 'unchanged' },
      { key: 'demo.hero.cta', english: 'Request Demo', spanish: undefined, problem: 'missing' },
    ]);
  });

  it('names Spanish words under an id or an English string that a nested list no longer has', () => {
    const english = { faq: [{ id: 'fees', question: 'What does it cost?' }], points: ['Fast payouts', 'No contract'] };
    const spanish = {
      faq: { fees: { question: '¿Cuánto cuesta?' }, refunds: { question: '¿Y los reembolsos?' } },
      points: { 'Fast payouts': 'Depósitos rápidos', 'No contracts': 'Sin contrato' },
    };
    expect(catalogueProblems({ name: 'demo', english, spanish })).toEqual([
      { key: 'demo.faq.refunds', english: '', spanish: { question: '¿Y los reembolsos?' }, problem: 'unknown key' },
      { key: 'demo.points["No contracts"]', english: 'No contracts', spanish: 'Sin contrato', problem: 'unknown key' },
      { key: 'demo.points["No contract"]', english: 'No contract', spanish: undefined, problem: 'missing' },
    ]);
  });

  it('reports Spanish words given by position, for a list of records or of strings', () => {
    const english = { steps: [{ time: '6 AM', title: 'Open' }], keyed: [{ id: 'open', title: 'Open' }], points: ['Fast payouts'] };
    const spanish = { steps: [{ title: 'Abrir' }], keyed: [{ title: 'Abrir' }], points: ['Depósitos rápidos'] };
    expect(catalogueProblems({ name: 'demo', english, spanish }).map((p) => `${p.problem} ${p.key}`)).toEqual([
      'positional demo.steps',
      'positional demo.keyed',
      'positional demo.points',
    ]);
    // A list of records without keys cannot be translated at all: words for it are reported, not laid by position.
    expect(catalogueProblems({ name: 'demo', english, spanish: { steps: { 0: { title: 'Abrir' } } } }).map((p) => `${p.problem} ${p.key}`)).toEqual([
      'positional demo.steps',
      'missing demo.keyed.open.title',
      'missing demo.points["Fast payouts"]',
    ]);
  });

  it('names a Spanish entry whose key the English list no longer has', () => {
    const english = { cards: [{ slug: 'bakeries', title: 'Bakeries' }] };
    const spanish = { cards: { bakeries: { title: 'Panaderías' }, 'tea-shops': { title: 'Tiendas de té' } } };
    expect(catalogueProblems({ name: 'demo', english, spanish })).toEqual([
      { key: 'demo.cards.tea-shops', english: '', spanish: { title: 'Tiendas de té' }, problem: 'unknown key' },
    ]);
  });
});

describe('Spanish words are matched by key, not by position', () => {
  it('reordering an English list keeps every Spanish word on its own item', () => {
    const shuffled = [...trades.slice(3), ...trades.slice(0, 3)].reverse();
    const spanish = localize(shuffled, tradesEs, 'es');
    expect(spanish.map((trade) => trade.slug)).toEqual(shuffled.map((trade) => trade.slug));
    for (const trade of spanish) expect(trade.name).toBe(tradesEs[trade.slug]?.name);
    // The same for a family whose records carry whole pages of words.
    const reversedIndustries = [...industries].reverse();
    const spanishIndustries = localize(reversedIndustries, industriesEs, 'es');
    expect(spanishIndustries.map((industry) => [industry.slug, industry.hero.title])).toEqual(
      localize(industries, industriesEs, 'es').map((industry) => [industry.slug, industry.hero.title]).reverse(),
    );
    expect(spanishIndustries.find((industry) => industry.slug === 'bakeries')?.name).toBe('Panaderías');
    // And for a list keyed by its record keys (content/schema.ts keyedList).
    const reversedTypes = localize([...partnerTypes].reverse(), partnerTypesEs, 'es');
    for (const type of reversedTypes) expect(type.title).toBe(partnerTypesEs[type.id]?.title);
    expect(reversedTypes.map((type) => type.title)).toEqual(localize(partnerTypes, partnerTypesEs, 'es').map((type) => type.title).reverse());
  });

  // Top-level lists once matched by position, now by id: reversed English, reversed Spanish, and every item translated.
  const keyedLists: [string, readonly object[], unknown][] = [
    ['whyChoose', whyChoose, whyChooseEs],
    ['featureGrid', featureGrid, featureGridEs],
    ['pricingFaq', pricingFaq, pricingFaqEs],
    ['checkoutFeatures', checkoutFeatures, checkoutFeaturesEs],
    ['menuFeatures', menuFeatures, menuFeaturesEs],
    ['aiManagerFeatures', aiManagerFeatures, aiManagerFeaturesEs],
    ['hardwareTeaser', hardwareTeaser, hardwareTeaserEs],
    ['customerPageList', customerPageList, customerPageListEs],
  ];
  it.each(keyedLists)('reordering %s keeps every Spanish word on its own item', (_name, english, spanish) => {
    const inOrder = localize(english, spanish as never, 'es');
    const reversed = localize([...english].reverse(), spanish as never, 'es');
    expect(reversed).toEqual([...inOrder].reverse());
    inOrder.forEach((item, index) => expect(JSON.stringify(item)).not.toBe(JSON.stringify(english[index])));
  });

  it('an item the Spanish words do not name keeps its English words (and the catalogue reports it)', () => {
    const english = [{ slug: 'a', title: 'Alpha' }, { slug: 'b', title: 'Beta' }];
    expect(localize(english, { b: { title: 'Be' } }, 'es')).toEqual([{ slug: 'a', title: 'Alpha' }, { slug: 'b', title: 'Be' }]);
    expect(catalogueProblems({ name: 'x', english, spanish: { b: { title: 'Be' } } }).map((p) => `${p.problem} ${p.key}`)).toEqual(['missing x.a.title']);
  });
});

describe('nested lists are matched by key too, never by position', () => {
  /** The list reordered: reversed, then its first item moved to the end, so no item keeps its place. */
  const reorder = <T,>(list: readonly T[]): T[] => {
    const reversed = [...list].reverse();
    return [...reversed.slice(1), reversed[0]!];
  };

  it('reordering a product FAQ, its facts and its feature items keeps every Spanish word on its own item', () => {
    for (const product of products) {
      const inOrder = localize(products, productsEs, 'es').find((p) => p.slug === product.slug)!;
      const shuffled = { ...product, faq: reorder(product.faq), facts: reorder(product.facts), features: { ...product.features, items: reorder(product.features.items) } };
      const spanish = localize([shuffled], productsEs, 'es')[0]!;
      for (const list of ['faq', 'facts'] as const) {
        expect(spanish[list].map((item) => item.id)).toEqual(shuffled[list].map((item) => item.id));
        for (const item of spanish[list]) expect(item).toEqual(inOrder[list].find((same) => same.id === item.id));
      }
      for (const item of spanish.features.items) expect(item).toEqual(inOrder.features.items.find((same) => same.id === item.id));
      // Every item is in Spanish: the words moved with their items, none fell back to English.
      for (const item of spanish.faq) expect(item.question).not.toBe(product.faq.find((same) => same.id === item.id)!.question);
    }
  });

  it('reordering an industry page\'s shift steps keeps each step\'s words, time and all', () => {
    const industry = industries.find((entry) => entry.slug === 'bakeries')!;
    const shuffled = { ...industry, shift: { ...industry.shift, steps: reorder(industry.shift.steps) } };
    const spanish = localize([shuffled], industriesEs, 'es')[0]!;
    const inOrder = localize([industry], industriesEs, 'es')[0]!;
    expect(spanish.shift.steps).toEqual(shuffled.shift.steps.map((step) => inOrder.shift.steps.find((same) => same.id === step.id)));
  });

  it('reordering a list of strings keeps each Spanish string with its English one', () => {
    for (const device of devices) {
      const shuffled = { ...device, highlights: reorder(device.highlights), benefits: reorder(device.benefits) };
      const spanish = deviceFor(shuffled, 'es');
      const words = devicesEs[device.slug]!;
      expect(spanish.highlights).toEqual(shuffled.highlights.map((english) => words.highlights![english]));
      expect(spanish.benefits).toEqual(shuffled.benefits.map((english) => words.benefits![english]));
      expect(new Set(spanish.highlights)).toEqual(new Set(deviceFor(device, 'es').highlights));
    }
    const points = reorder(partnerSection.points);
    const spanishPoints = localize({ ...partnerSection, points }, partnerSectionEs, 'es').points;
    expect(spanishPoints).toEqual(points.map((english) => partnerSectionEs.points![english]));
    expect(spanishPoints).toEqual(reorder(localize(partnerSection, partnerSectionEs, 'es').points));
  });

  it('lays no words by position: an array of Spanish words is a type error and is not used', () => {
    const english = { steps: [{ title: 'Open' }], points: ['Fast payouts'] };
    // @ts-expect-error -- a list without keys has no translation but by key
    const positional: Translation<typeof english> = { steps: [{ title: 'Abrir' }], points: ['Depósitos rápidos'] };
    expect(localize(english, positional, 'es')).toEqual(english);
    expect(localize(english, { points: { 'Fast payouts': 'Depósitos rápidos' } }, 'es')).toEqual({ steps: [{ title: 'Open' }], points: ['Depósitos rápidos'] });
  });
});
