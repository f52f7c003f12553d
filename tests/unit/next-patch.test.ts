import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasPayloadTaskPatch } from '@/scripts/lib/next-patch.mjs';

/** A build folder with one first-load chunk holding `source`. */
function buildWith(source: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'next-patch-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'main.js'), source);
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
  return dist;
}

describe('the check that a build was made from our patched Next', () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((dist) => rmSync(dist, { recursive: true, force: true })));
  const check = (source: string) => {
    const dist = buildWith(source);
    dists.push(dist);
    return hasPayloadTaskPatch(dist);
  };

  it('finds the stream that hands each piece of the payload over one task later, as the minifier writes it', () => {
    expect(check('let I=new ReadableStream({start(e){B(e)}});I=I.pipeThrough(new TransformStream({transform:(e,t)=>new Promise(n=>setTimeout(()=>{t.enqueue(e),n()}))}));')).toBe(true);
  });

  it('fails a build whose payload stream is Next’s own', () => {
    expect(check('let I=new ReadableStream({start(e){B(e)}});l=(0,r.createFromReadableStream)(I,{callServer:a});')).toBe(false);
  });
});
