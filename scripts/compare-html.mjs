#!/usr/bin/env node
/**
 * Compares the prerendered HTML of two builds route by route: the visible text (tags,
 * comments, scripts and styles dropped, entities decoded, whitespace collapsed) and the link
 * targets (every href in the body, in order). A refactor that should not change what a
 * visitor reads or where a link goes shows every route as identical.
 *
 *   node scripts/compare-html.mjs --before .next-before --after .next
 *   node scripts/compare-html.mjs --before .next-before --after .next --routes /terms,/cookies
 *
 * Exits 1 when a compared route differs or is missing from one of the builds.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prerenderedPages } from './lib/prerendered.mjs';
import { root } from './lib/routes.mjs';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
    routes: { type: 'string', default: '' },
  },
});
if (!options.before) {
  console.error('Pass --before <distDir> (and --after <distDir>, default NEXT_DIST_DIR or .next).');
  process.exit(2);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** The <body> without scripts, styles, templates and comments. */
function body(html) {
  const start = html.search(/<body\b/i);
  return (start === -1 ? html : html.slice(start))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
}

const visibleText = (html) => decode(body(html).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
const linkTargets = (html) => [...body(html).matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => decode(m[1]));

function pages(distDir) {
  const dir = path.join(root, distDir);
  if (!existsSync(path.join(dir, 'server', 'app'))) throw new Error(`No build at ${distDir}`);
  return prerenderedPages(dir);
}

/** Where two sequences first differ, as a short excerpt of each. */
function firstDifference(a, b, join) {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  const excerpt = (value) => join(value.slice(Math.max(0, index - 3), index + 3));
  return `at ${index}: before «${excerpt(a)}» after «${excerpt(b)}»`;
}

const before = pages(options.before);
const after = pages(options.after);
const wanted = options.routes ? options.routes.split(',').map((r) => r.trim()).filter(Boolean) : [...before.keys()].filter((r) => r !== '/_global-error').sort();

let differing = 0;
for (const route of wanted) {
  if (!before.has(route) || !after.has(route)) {
    differing++;
    console.log(`${route}: missing from ${before.has(route) ? options.after : options.before}`);
    continue;
  }
  const [a, b] = [readFileSync(before.get(route), 'utf8'), readFileSync(after.get(route), 'utf8')];
  const problems = [];
  const [textA, textB] = [visibleText(a), visibleText(b)];
  if (textA !== textB) problems.push(`text differs ${firstDifference(textA.split(' '), textB.split(' '), (words) => words.join(' '))}`);
  const [linksA, linksB] = [linkTargets(a), linkTargets(b)];
  if (linksA.join('\n') !== linksB.join('\n')) problems.push(`links differ ${firstDifference(linksA, linksB, (links) => links.join(', '))}`);
  if (problems.length) differing++;
  console.log(`${route}: ${problems.length ? problems.join('; ') : `identical (${textA.split(' ').length} words, ${linksA.length} links)`}`);
}
console.log(`\n${wanted.length} routes compared, ${wanted.length - differing} identical in visible text and link targets, ${differing} different`);
process.exitCode = differing ? 1 : 0;
