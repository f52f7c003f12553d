import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { catalogueProblems } from '@/lib/i18n/catalogue-check';
import { localize } from '@/lib/i18n/localize';
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
    const english = { hero: { title: 'Ring up the rush', cta: 'Request Demo', href: '/contact' }, items: [{ name: 'VP3300', note: 'Fast' }] };
    const spanish = { hero: { title: 'Ring up the rush' }, items: [{ name: 'VP3300', note: 'Rápido' }] };
    expect(catalogueProblems({ name: 'demo', english, spanish, same: ['VP3300'] })).toEqual([
      { key: 'demo.hero.title', english: 'Ring up the rush', spanish: 'Ring up the rush', problem: 'unchanged' },
      { key: 'demo.hero.cta', english: 'Request Demo', spanish: undefined, problem: 'missing' },
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
