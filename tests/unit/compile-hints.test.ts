import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, frameworkChunks, MIN_HINTED_BYTES } from '@/scripts/compile-hints.mjs';

/** A build folder as `next build` leaves it: a manifest and the chunks it names. */
function fakeBuild(chunks: Record<string, string>, rootMainFiles: string[]) {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  for (const [name, source] of Object.entries(chunks)) writeFileSync(path.join(dist, 'static', 'chunks', name), source);
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: rootMainFiles.map((name) => `static/chunks/${name}`) }));
  return dist;
}

const big = `(globalThis.TURBOPACK||[]).push([1,(e)=>{${'e.x=1;'.repeat(MIN_HINTED_BYTES / 6 + 1)}}]);`;
const small = '(globalThis.TURBOPACK||[]).push([2,(e)=>{e.y=2}]);';

describe('the eager-compilation hint of npm run build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the hint on the first line of the large framework chunks only, once, keeping the code', () => {
    dist = fakeBuild({ 'react.js': big, 'runtime.js': small, 'island.js': big }, ['react.js', 'runtime.js']);
    expect(frameworkChunks(dist)).toEqual(['static/chunks/react.js']);

    expect(addCompileHints(dist)).toEqual({ changed: 1, seen: 1 });
    const read = (name: string) => readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');
    expect(read('react.js')).toBe(`${COMPILE_HINT}\n${big}`);
    // A small framework chunk, and a large chunk pages load later, stay as they were.
    expect(read('runtime.js')).toBe(small);
    expect(read('island.js')).toBe(big);

    // Running it again (a second `npm run build` step on the same output) changes nothing.
    expect(addCompileHints(dist)).toEqual({ changed: 0, seen: 1 });
    expect(read('react.js')).toBe(`${COMPILE_HINT}\n${big}`);
  });

  it('says plainly that there is no build to mark', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    expect(() => addCompileHints(dist)).toThrow(/No build at .*run `next build` first/);
  });
});
