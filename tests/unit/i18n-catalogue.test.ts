import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { catalogueProblems } from '@/lib/i18n/catalogue-check';

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
});
