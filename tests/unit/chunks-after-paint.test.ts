import { CHUNK_LOADER_ATTRIBUTE, chunksAfterPaint, deferredChunks } from '@/lib/html/chunks-after-paint.mjs';

// The head and body Next 16 writes for a page (abridged to the tags that matter here).
const nextHtml = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Terms</title></head><body><main><p>The agreement</p></main>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('chunksAfterPaint', () => {
  const html = chunksAfterPaint(nextHtml);

  it('leaves no chunk to fetch or run before the paint: the loader holds them, each once, in order', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(deferredChunks(html)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/webpack.js']);
    expect(deferredChunks(nextHtml)).toEqual([]);
  });

  it('puts one loader where the first chunk was, and keeps everything else in place', () => {
    expect(html.split(`<script ${CHUNK_LOADER_ATTRIBUTE}="">`)).toHaveLength(2);
    expect(html.indexOf(CHUNK_LOADER_ATTRIBUTE)).toBeGreaterThan(html.indexOf('site.css'));
    expect(html.indexOf(CHUNK_LOADER_ATTRIBUTE)).toBeLessThan(html.indexOf('<title>'));
    // The legacy polyfills (never run by the browsers the site supports), the page's words
    // and the inline RSC payload the chunks read are untouched.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<main><p>The agreement</p></main>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('changes nothing on a page it has already rewritten, or on one without chunks', () => {
    expect(chunksAfterPaint(html)).toBe(html);
    const plain = '<!DOCTYPE html><html><head></head><body><p>nginx error</p></body></html>';
    expect(chunksAfterPaint(plain)).toBe(plain);
  });

  it('requests the chunks, in a browser-like document, two frames after the page has loaded', async () => {
    // jsdom reports no largest paint, as Safari does: the loader goes by the load event alone.
    const loader = /<script [^>]*>([\s\S]*?)<\/script>/.exec(html.slice(html.indexOf(`<script ${CHUNK_LOADER_ATTRIBUTE}`)))![1]!;
    const sources = () => Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(loader)();
    // Parsed but not loaded: nothing is requested yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sources()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // As Next wrote them: Turbopack's runtime matches its chunks by this path.
    expect(sources()).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/webpack.js']);
  });
});
