import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { environmentSkip, installed } from '../fixtures/environment.mjs';
import { describeNeeding } from '../fixtures/describe-needing';

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
/** The file lib/fonts.ts gives next/font: the one every page loads. */
const fontFile = path.join(root, 'app/fonts/geist-sans-latin.woff2');

/**
 * The characters the font file maps to glyphs (its cmap), as fontconfig reads the file itself
 * (`fc-query`, Debian's fontconfig, which Chromium needs too), not the ranges it was cut to.
 */
function fileCharacters(file: string): (codePoint: number) => boolean {
  const charset = execFileSync('fc-query', ['--format=%{charset}\n', file], { encoding: 'utf8' }).split('\n')[0]!.trim();
  const ranges = charset.split(/\s+/).map((range) => range.split('-').map((hex) => parseInt(hex, 16)));
  return (codePoint) => ranges.some(([from, to = from]) => codePoint >= from! && codePoint <= to!);
}

describeNeeding(installed('fc-query') ? undefined : environmentSkip('fc-query (apt-get install fontconfig)'))('the font file the pages load', () => {
  it('carries every character the pages write (emoji apart), so no text falls back to another font', () => {
    const inFile = fileCharacters(fontFile);
    expect(inFile(0x41) && inFile(0xe9) && !inFile(0x4e00)).toBe(true);
    const missing = new Map<string, string>();
    for (const folder of ['content', 'app', 'components']) {
      for (const file of sourceFiles(path.join(root, folder))) {
        for (const char of readFileSync(file, 'utf8')) {
          const codePoint = char.codePointAt(0)!;
          if (codePoint < 0x20 || emoji.test(char) || inFile(codePoint)) continue;
          missing.set(char, path.relative(root, file));
        }
      }
    }
    // Widen scripts/font-subset.mjs and run `npm run font` when this lists a character.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('is the cut-down file, well under the 69 KB of the full font', () => {
    const size = statSync(fontFile).size;
    expect(size).toBeGreaterThan(20_000);
    expect(size).toBeLessThan(40_000);
  });
});
