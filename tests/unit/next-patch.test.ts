import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingNextPatches } from '@/scripts/lib/next-patch.mjs';

/** A build folder with one first-load chunk holding `source`. */
function buildWith(source: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'next-patch-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'main.js'), source);
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
  return dist;
}

// Next's two modules as the minifier writes them, unpatched and patched.
const NEXT_STREAM = 'let I=new ReadableStream({start(e){B(e)}});l=(0,r.createFromReadableStream)(I,{callServer:a});';
const PATCHED_STREAM = 'let I=new ReadableStream({start(e){B(e)}});I=I.pipeThrough(new TransformStream({transform:(e,t)=>new Promise(n=>setTimeout(()=>{t.enqueue(e),n()}))}));';
const NEXT_START = 'let l=e.r(5526);(0,r.appBootstrap)(()=>{let{hydrate:t}=e.r(98569);t(l)});';
const PATCHED_START = 'let l=e.r(5526);function a(){let{hydrate:t}=e.r(98569);t(l)}(0,r.appBootstrap)(()=>{setTimeout(()=>{e.r(88014),setTimeout(()=>{e.r(99781),setTimeout(a)})})});';

describe('the check that a build was made from our patched Next', () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((dist) => rmSync(dist, { recursive: true, force: true })));
  const missing = (source: string) => {
    const dist = buildWith(source);
    dists.push(dist);
    return missingNextPatches(dist);
  };

  it('finds both changes in a patched build', () => {
    expect(missing(PATCHED_STREAM + PATCHED_START)).toEqual([]);
  });

  it('names the payload change when the payload stream is Next’s own', () => {
    expect(missing(NEXT_STREAM + PATCHED_START)).toEqual(['Next reads the inline payload in a task of its own']);
  });

  it('names the start-up change when the modules are set up in one task', () => {
    expect(missing(PATCHED_STREAM + NEXT_START)).toEqual(['Next sets up its modules in three tasks']);
  });

  it('names both for a build from an unpatched Next', () => {
    expect(missing(NEXT_STREAM + NEXT_START)).toHaveLength(2);
  });
});
