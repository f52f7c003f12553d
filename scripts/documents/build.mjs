#!/usr/bin/env node
/**
 * npm run documents: renders every document in scripts/documents/index.ts to PDF with
 * Debian's Chromium and writes public/documents/*.pdf plus manifest.json (a hash of each
 * document's source HTML, which tests/unit/documents.test.ts checks against the content).
 *
 * The TypeScript modules are loaded with jiti (already in node_modules through Tailwind and
 * ESLint), so the documents read the same content modules as the pages.
 * PDF dates are pinned to the policy date, so an unchanged source gives the same bytes.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

const jiti = createJiti(import.meta.url, { alias: { '@/': `${root}/` }, interopDefault: true });
const { documents, sourceHash, MANIFEST_PATH } = await jiti.import('./index.ts');
const { FONT_FILES } = await jiti.import('./brand.ts');
const { POLICY_DATE } = await jiti.import('../../content/legal/schema.ts');

const work = path.join(root, '.cache', 'documents');
rmSync(work, { recursive: true, force: true });
mkdirSync(path.join(work, 'fonts'), { recursive: true });
for (const file of Object.values(FONT_FILES)) {
  copyFileSync(path.join(root, 'node_modules/geist/dist/fonts/geist-sans', file), path.join(work, 'fonts', file));
}

// Chromium writes the current time into /CreationDate and /ModDate; pin both (same length,
// so the cross-reference offsets stay valid).
const pinnedDate = `D:${POLICY_DATE.replaceAll('-', '')}000000+00'00'`;
function pinDates(pdf) {
  let text = pdf.toString('latin1');
  text = text.replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, (match, key) => {
    const replacement = `/${key} (${pinnedDate})`;
    if (replacement.length !== match.length) throw new Error(`Unexpected PDF date format: ${match}`);
    return replacement;
  });
  return Buffer.from(text, 'latin1');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
const manifest = {};
try {
  const page = await browser.newPage();
  for (const doc of documents) {
    const html = doc.render();
    const name = path.basename(doc.link, '.pdf');
    const htmlFile = path.join(work, `${name}.html`);
    writeFileSync(htmlFile, html);
    await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const pdf = pinDates(await page.pdf(doc.pdf));
    const out = path.join(root, 'public', doc.link);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, pdf);
    manifest[doc.link] = { title: doc.title, sourceSha256: sourceHash(html, doc.pdf) };
    console.log(`${doc.link}  ${(pdf.length / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(root, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Wrote ${MANIFEST_PATH}`);
