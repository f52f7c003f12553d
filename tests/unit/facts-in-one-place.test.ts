/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { siteEs } from '@/content/es/site';
import { trades } from '@/content/trades';
import { tradesEs } from '@/content/es/trades';
import { startingProcessingFee } from '@/content/pages/solutions';
import { blogPaths } from '@/content/paths';
import { config as proxyConfig } from '@/proxy';

/**
 * Each fact below has one source; typing it again anywhere else in the site's code or copy
 * (content/, components/, app/, seo/, services/, and lib/, which knows no site facts) fails here, the way families-lists fails for
 * a page missing from the route table. Comments may name a fact; code and copy may not.
 */

const ROOTS = ['content', 'components', 'app', 'seo', 'services', 'lib'];

type SourceFile = { file: string; text: string };
type Rule = { fact: string; source: readonly string[]; find: (text: string) => string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const all = (pattern: RegExp) => (text: string) => [...text.matchAll(pattern)].map((match) => match[0]);

/** Code without its comments (a comment may say "Ladle"; a string or JSX text may not). */
function withoutComments(file: string, text: string) {
  if (!/\.(ts|tsx|mjs)$/.test(file)) return text;
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const tradeNouns = [...trades.map((trade) => trade.noun), ...Object.values(tradesEs).map((trade) => trade?.noun ?? '')].filter(Boolean);
const tradeNoun = new RegExp(tradeNouns.map(escape).join('|'), 'gi');

export const rules: Rule[] = [
  { fact: `the brand name "${site.name}" (use site.name or {{name}})`, source: ['content/site.ts'], find: all(new RegExp(`\\b${escape(site.name)}\\b`, 'g')) },
  { fact: `the starting fee "${startingProcessingFee}" (use startingProcessingFee)`, source: ['content/pages/solutions.ts'], find: all(new RegExp(escape(startingProcessingFee), 'g')) },
  {
    fact: `the reply time "${site.replyWithin}" / "${siteEs.replyWithin}" (use site.replyWithin)`,
    source: ['content/site.ts', 'content/es/site.ts'],
    find: all(new RegExp(`${escape(site.replyWithin)}|\\b${escape(siteEs.replyWithin)}`, 'g')),
  },
  { fact: `the blog path "${blogPaths.index}" (use blogPaths)`, source: ['content/paths.ts'], find: all(new RegExp(`['"\`]${escape(blogPaths.index)}(?=['"\`/])|['"\`]${escape(blogPaths.postPrefix)}/`, 'g')) },
  {
    fact: 'a trade name typed as a value (use trades)',
    source: ['content/trades.ts', 'content/es/trades.ts'],
    find: all(new RegExp(`(['"\`])(${trades.map((trade) => escape(trade.name)).join('|')})\\1`, 'g')),
  },
  {
    // Four trades or more in one line is a hand-written list of them, and it drifts (tea shops went missing);
    // a sentence may still name two or three as examples.
    fact: 'a hand-written list of trades (use tradeNouns())',
    source: ['content/trades.ts', 'content/es/trades.ts'],
    find: (text) =>
      text.split('\n').filter((line) => new Set((line.match(tradeNoun) ?? []).map((noun) => noun.toLowerCase())).size >= 4),
  },
];

/** Every place a rule's fact is typed outside its source, as "file: fact: match". */
export function leaks(files: readonly SourceFile[], checked: readonly Rule[] = rules): string[] {
  return files.flatMap(({ file, text }) =>
    checked.flatMap((rule) => (rule.source.includes(file) ? [] : rule.find(withoutComments(file, text)).map((match) => `${file}: ${rule.fact}: ${match.trim()}`))),
  );
}

function siteFiles(): SourceFile[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.(ts|tsx|md)$/.test(entry.name) ? [full] : [];
    });
  return ROOTS.flatMap(walk).map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));
}

describe('one place for every fact', () => {
  it('no brand name, trade name or list, fee, reply time or blog path is typed outside its source', () => {
    expect(leaks(siteFiles())).toEqual([]);
  });

  it('finds each fact typed again, and leaves comments and the sources alone', () => {
    const planted: SourceFile[] = [
      { file: 'content/pages/new.ts', text: `// ${site.name} in a comment is fine\nexport const a = 'Try ${site.name} today';` },
      { file: 'components/new.tsx', text: `export const B = () => <p>Fees from ${startingProcessingFee}, reply within ${site.replyWithin}</p>;` },
      { file: 'content/new-nav.ts', text: `export const c = { href: '${blogPaths.index}', title: '${trades[1]!.name}' };` },
      { file: 'content/new-list.ts', text: `export const d = 'For ${trades[0]!.noun}, ${trades[2]!.noun}, ${trades[3]!.noun} and ${trades[5]!.noun}.';` },
      { file: 'content/site.ts', text: `name: '${site.name}'` },
    ];
    const found = leaks(planted);
    expect(found).toHaveLength(6);
    expect(found.join('\n')).not.toContain('content/site.ts');
    for (const rule of rules) expect(found.some((line) => line.includes(rule.fact))).toBe(true);
  });

  it("the proxy's literal matcher (Next reads it statically) covers the blog's paths", () => {
    expect(proxyConfig.matcher).toEqual(expect.arrayContaining([blogPaths.index, `${blogPaths.postPrefix}/:path*`]));
  });
});
