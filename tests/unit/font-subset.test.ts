import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInFontSubset } from '@/scripts/font-subset.mjs';

/** Every .ts/.tsx/.md/.json file under the folders that hold the site's visible text. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|md|json)$/.test(entry.name) ? [full] : [];
  });
}

const root = path.resolve(__dirname, '../..');
const emoji = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/u;

describe('the subset font file', () => {
  it('carries every character the pages write (emoji apart), so no text falls back to another font', () => {
    const missing = new Map<string, string>();
    for (const folder of ['content', 'app', 'components']) {
      for (const file of sourceFiles(path.join(root, folder))) {
        for (const char of readFileSync(file, 'utf8')) {
          const codePoint = char.codePointAt(0)!;
          if (codePoint < 0x80 || emoji.test(char) || isInFontSubset(codePoint)) continue;
          missing.set(char, path.relative(root, file));
        }
      }
    }
    // Widen scripts/font-subset.mjs and run `npm run font` when this lists a character.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('is the cut-down file, well under the 69 KB of the full font', () => {
    const size = statSync(path.join(root, 'app/fonts/geist-sans-latin.woff2')).size;
    expect(size).toBeGreaterThan(20_000);
    expect(size).toBeLessThan(40_000);
  });
});
