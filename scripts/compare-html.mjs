#!/usr/bin/env node
/**
 * Compares the server HTML of every route on two running servers (say a build of main and a
 * build of a refactoring branch): the visible text and the link targets of each page, with
 * whitespace collapsed and attributes ignored, so markup that moved or changed classes
 * compares equal and a changed word or link does not.
 *
 *   node scripts/compare-html.mjs --before=http://localhost:5110 --after=http://localhost:3101
 *
 * Routes: content/routes.ts plus every ?device= variant of the device pages. Prints one line
 * per route that differs (with the first differing lines), the image preloads of each side,
 * and "N routes compared, N identical". Exits 1 when any route differs.
 */
import { parseArgs } from 'node:util';
import { parseDocument } from 'htmlparser2';
import { loadTs } from './lib/load-ts.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string', default: 'http://localhost:5110' },
    after: { type: 'string', default: 'http://localhost:3101' },
    show: { type: 'string', default: '6' },
  },
});

/** Elements whose text is not shown: code, styles and the framework's payload. */
const hidden = new Set(['script', 'style', 'noscript', 'template', 'head']);

/** Elements that start a new line of text; inline ones (span, a, strong) join their neighbours. */
const blocks = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'button', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'section', 'select', 'summary', 'table', 'td', 'th', 'tr', 'ul']);

/**
 * Visible text as lines (one per block element, whitespace collapsed, image alt text
 * included), the link targets and the image preloads, in document order. React splits
 * "{name} specifications" into two text nodes; joining inline text makes that one line again.
 */
function digest(html) {
  let text = '';
  const links = [];
  const preloads = [];
  const walk = (node) => {
    if (node.type === 'text') {
      text += node.data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    if (node.name === 'link' && node.attribs.rel === 'preload' && node.attribs.as === 'image') preloads.push(node.attribs.href);
    if (node.name === 'title') text += `\n[title: ${node.children.map((c) => c.data ?? '').join('')}]\n`;
    if (node.name === 'a' && node.attribs.href) links.push(node.attribs.href);
    if (node.name === 'img' && node.attribs.alt) text += ` [img: ${node.attribs.alt}] `;
    if (hidden.has(node.name)) {
      // The head is not shown, but its title and preloads are read above and below.
      if (node.name === 'head') node.children.forEach((child) => child.type === 'tag' && ['title', 'link'].includes(child.name) && walk(child));
      return;
    }
    const block = blocks.has(node.name);
    if (block) text += '\n';
    node.children?.forEach(walk);
    if (block) text += '\n';
  };
  walk(parseDocument(html));
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { text: lines, links, preloads };
}

/** The lines of `a` and `b` from the first that differs, side by side. */
function firstDifference(a, b, count) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return null;
  return { at: i, before: a.slice(i, i + count), after: b.slice(i, i + count) };
}

async function fetchHtml(base, path) {
  const response = await fetch(new URL(path, base), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

async function routes() {
  const { publicRoutes } = await loadTs('content/routes.ts');
  const { devicePages, devicesOn, devicePageHref } = await loadTs('content/devices.ts');
  const variants = Object.keys(devicePages).flatMap((page) =>
    devicesOn(page).map((device) => (page === 'handheld' ? `${devicePages.handheld.path}?device=${encodeURIComponent(device.name)}` : devicePageHref(page, device))),
  );
  return [...new Set([...publicRoutes.map((route) => route.path), ...variants])];
}

async function main() {
  const show = Number(values.show);
  const paths = await routes();
  let identical = 0;
  const preloadReport = [];
  for (const path of paths) {
    const [before, after] = await Promise.all([fetchHtml(values.before, path), fetchHtml(values.after, path)]);
    const a = digest(before.html);
    const b = digest(after.html);
    const problems = [];
    if (before.status !== after.status) problems.push(`status ${before.status} -> ${after.status}`);
    const text = firstDifference(a.text, b.text, show);
    if (text) problems.push(`text from line ${text.at}:\n      before: ${JSON.stringify(text.before)}\n      after:  ${JSON.stringify(text.after)}`);
    const links = firstDifference(a.links, b.links, show);
    if (links) problems.push(`links from #${links.at}:\n      before: ${JSON.stringify(links.before)}\n      after:  ${JSON.stringify(links.after)}`);
    if (problems.length) console.log(`DIFF ${path}\n    ${problems.join('\n    ')}`);
    else identical++;
    if (a.preloads.join() !== b.preloads.join()) preloadReport.push(`${path}: image preloads ${JSON.stringify(a.preloads)} -> ${JSON.stringify(b.preloads)}`);
  }
  if (preloadReport.length) console.log(`\nImage preloads that changed (head only; not part of the comparison):\n  ${preloadReport.join('\n  ')}`);
  console.log(`\n${paths.length} routes compared, ${identical} identical in visible text and link targets`);
  process.exit(identical === paths.length ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
