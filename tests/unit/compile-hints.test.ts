import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, chunksToHint, COMPILE_HINT, MIN_HINTED_BYTES } from '@/scripts/compile-hints.mjs';

/** A build folder as `next build` leaves it: a manifest and the chunks it names. */
function fakeBuild(chunks: Record<string, string>, polyfillFiles: string[]) {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  for (const [name, source] of Object.entries(chunks)) writeFileSync(path.join(dist, 'static', 'chunks', name), source);
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ polyfillFiles: polyfillFiles.map((name) => `static/chunks/${name}`) }));
  return dist;
}

const big = `(globalThis.TURBOPACK||[]).push([1,(e)=>{${'e.x=1;'.repeat(MIN_HINTED_BYTES / 6 + 1)}}]);`;
const small = '(globalThis.TURBOPACK||[]).push([2,(e)=>{e.y=2}]);';

describe('the eager-compilation hint of npm run build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the hint on the first line of every chunk of 4 KB or more, once, keeping the code', () => {
    dist = fakeBuild({ 'react.js': big, 'island.js': big, 'runtime.js': small, 'polyfills.js': big, 'app.css': big }, ['polyfills.js']);
    expect(chunksToHint(dist)).toEqual(['static/chunks/island.js', 'static/chunks/react.js']);

    expect(addCompileHints(dist)).toEqual({ changed: 2, seen: 2 });
    const read = (name: string) => readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');
    expect(read('react.js')).toBe(`${COMPILE_HINT}\n${big}`);
    expect(read('island.js')).toBe(`${COMPILE_HINT}\n${big}`);
    // A small chunk, the old browsers' polyfills and the stylesheet stay as they were.
    expect(read('runtime.js')).toBe(small);
    expect(read('polyfills.js')).toBe(big);
    expect(read('app.css')).toBe(big);

    // Running it again (a second `npm run build` step on the same output) changes nothing.
    expect(addCompileHints(dist)).toEqual({ changed: 0, seen: 2 });
    expect(read('react.js')).toBe(`${COMPILE_HINT}\n${big}`);
  });

  it('says plainly that there is no build to mark', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    expect(() => addCompileHints(dist)).toThrow(/No build at .*run `next build` first/);
  });
});
