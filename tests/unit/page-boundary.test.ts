/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { inlineScripts, isFrameworkScript, parserLoadedScripts } from '@/lib/html/inline-scripts.mjs';
import { pageBoundary, preferredEncoding } from '@/lib/html/page-boundary.mjs';
import { rewritePage } from '@/lib/html/rewrite-page.mjs';
import { markedStatus } from '@/lib/html/status-marker.mjs';
import { deferChunks } from '@/lib/html/chunk-loader.mjs';
import { VIEW_BEACON_SOURCE } from '@/lib/insights/view-beacon-source.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/p.js" noModule=""></script></head>' +
  '<body><p>Hi</p><script type="application/ld+json">{"@type":"Thing"}</script>' +
  '<script>self.__next_f.push([1,"x"])</script><script>self.__next_f.push([1,"y"])</script></body></html>';

describe('inline scripts', () => {
  it('lists the scripts a browser runs, not data blocks or loaded files, and hashes their exact text', () => {
    expect(inlineScripts(PAGE)).toEqual(['self.__next_f.push([1,"x"])', 'self.__next_f.push([1,"y"])']);
    expect(parserLoadedScripts(PAGE)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});

/** How Turbopack's bootstrap statement begins (next/dist/server/get-page-files.js). */
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

describe("the framework's inline scripts, known by their exact form", () => {
  it.each([
    ['its bootstrap', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['its bootstrap with the form state after it', '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,["ok",{"a":1}]])'],
    ['a payload push whose argument is a JSON literal', 'self.__next_f.push([1,"0:{\\"P\\":null}\\n\\u003cscript\\u003e\\u0026"])'],
    ['a binary payload push', 'self.__next_f.push([3,"AAECAw=="])'],
    ['Turbopack’s bootstrap', `${TURBOPACK_PUSH}{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[94553]});`],
    ['Turbopack’s bootstrap of two chunk groups', `${TURBOPACK_PUSH}{"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});\n${TURBOPACK_PUSH}{"otherChunks":[],"runtimeModuleIds":[2]});`],
  ])('accepts %s', (_, text) => {
    expect(isFrameworkScript(text)).toBe(true);
  });

  it.each([
    ['a push of an expression', 'self.__next_f.push([1,alert(1)])'],
    ['a push of a string built by a call', 'self.__next_f.push([1,String(fetch("/x"))])'],
    ['two pushes with a statement between them', 'self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1,"y"])'],
    ['a push followed by a comment and more', 'self.__next_f.push([1,"x"])//\nalert(1)'],
    ['a push of a JSON literal of another shape', 'self.__next_f.push({"0":1,"1":"x"})'],
    ['a payload push of something other than text', 'self.__next_f.push([1,{"x":1}])'],
    ['a push of an instruction Next sends only after its bootstrap', 'self.__next_f.push([2,null])'],
    ['the bootstrap followed by anything else', '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'],
    ['a call of another queue', 'self.__next_x.push([1,"x"])'],
    ['Turbopack’s bootstrap pushing an expression', `${TURBOPACK_PUSH}{"otherChunks":[alert(1)],"runtimeModuleIds":[]});`],
    ['Turbopack’s bootstrap followed by a statement', `${TURBOPACK_PUSH}{"otherChunks":[],"runtimeModuleIds":[]});\nalert(1)`],
    ['Turbopack’s bootstrap with another shape', `${TURBOPACK_PUSH}{"otherChunks":[],"runtimeModuleIds":[],"run":"x"});`],
    ['Turbopack’s bootstrap on another global', '(globalThis["dataLayer"] || (globalThis["dataLayer"] = [])).push({"otherChunks":[],"runtimeModuleIds":[]});'],
    ['an arbitrary script', 'document.title="injected"'],
    ['an empty script', ''],
  ])('refuses %s', (_, text) => {
    expect(isFrameworkScript(text)).toBe(false);
  });
});

describe("a document's policy", () => {
  /** The policy the boundary gives `html`, as Next's handler left the response. */
  function policyFor(html: string) {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.statusCode = 200;
    response.setHeader('content-security-policy', "default-src 'self'; script-src 'self'");
    const page = rewritePage(html, response);
    const scriptSrc = String(response.getHeader('content-security-policy')).split('; ').find((d) => d.startsWith('script-src '))!;
    return { page, scriptSrc, hashes: scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")) };
  }
  afterEach(() => jest.restoreAllMocks());

  it("lists the framework's scripts, the site's and the chunk loader, and nothing else inline", () => {
    const written = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"a"])', VIEW_BEACON_SOURCE];
    const injected = ['alert("post")', 'self.__next_f.push([1,"a"].concat(alert(1)))', `${VIEW_BEACON_SOURCE};alert(1)`];
    const html = PAGE.replace('</body>', `${[...written, ...injected].map((text) => `<script>${text}</script>`).join('')}</body>`);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { page, hashes } = policyFor(html);
    const loader = /<script data-chunk-loader="">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(hashes.sort()).toEqual([loader, 'self.__next_f.push([1,"x"])', 'self.__next_f.push([1,"y"])', ...written].map(sha).sort());
    for (const text of injected) expect(hashes).not.toContain(sha(text));
    // The server says so too, once per document.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/3 inline script\(s\) neither the site nor Next wrote/);
    warn.mockRestore();
  });

  // A route that answers with a page it fetched from this same server (the booking's form posts,
  // services/booking/http.ts) sends that page through the boundary a second time.
  it('trusts its own loader in a page that passes the boundary twice, and keeps the chunks on self', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const once = policyFor(PAGE);
    const twice = policyFor(once.page);
    expect(twice.page).toBe(once.page);
    expect(twice.hashes.sort()).toEqual(once.hashes.sort());
    // 'strict-dynamic' would refuse the loader's low-priority preloads.
    expect(twice.scriptSrc).not.toContain("'strict-dynamic'");
    expect(twice.scriptSrc).toContain("'self'");
    expect(warn).not.toHaveBeenCalled();
  });

  it('trusts no look-alike of the loader: one whose text is not what the loader writes for its own lists', () => {
    const once = policyFor(PAGE).page;
    const loader = /<script data-chunk-loader="">([\s\S]*?)<\/script>/.exec(once)![1]!;
    const forged = [loader.replace('})()', '};alert(1)})()'), loader.replace('/_next/static/chunks/a.js', 'https://evil.example/a.js')];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of forged) {
      const { hashes } = policyFor(once.replace(loader, text));
      expect(hashes).not.toContain(sha(text));
    }
    expect(warn).toHaveBeenCalledTimes(forged.length);
  });
});

/** What components/ui/not-found-status.tsx renders, beside a page's not-found text. */
const MARKED_NOT_FOUND = '<h1>Blog post not found</h1><template data-http-status="404"></template>';

describe('the page boundary', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // Next's side, played by a handler that writes as Next does: headers, then chunks.
    const next = (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => {
      response.setHeader('content-security-policy', "default-src 'self'; script-src 'self'");
      // Next answers a revalidation itself, with its static headers, when it sees one.
      if (request.headers['if-none-match']) {
        response.statusCode = 304;
        response.end();
        return;
      }
      response.setHeader('etag', '"next-own-tag"');
      if (request.url === '/data') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ page: PAGE }));
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url === '/zipped') {
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(PAGE));
        return;
      }
      if (request.url === '/missing-post') {
        // A page regenerated on demand that found nothing: its not-found text, and the marker.
        response.writeHead(200);
        response.end(PAGE.replace('</body>', `${MARKED_NOT_FOUND}</body>`));
        return;
      }
      response.writeHead(200);
      response.write(PAGE.slice(0, 100));
      response.end(PAGE.slice(100));
    };
    server = createServer(pageBoundary(next, rewritePage));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(['/', '/zipped'])('sends %s rewritten, compressed, with a policy naming its inline scripts', async (path) => {
    const response = await fetch(base + path, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    const html = await response.text();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // Next's chunk tags give way to the loader (tests/unit/chunk-loader.test.ts).
    expect(html).toBe(deferChunks(PAGE).html);
    const scriptSrc = response.headers.get('content-security-policy')!.split('; ').find((d) => d.startsWith('script-src'));
    // The loader adds the chunks, and the form tools' preload fetches one: 'self' is kept, so no 'strict-dynamic'.
    // The loader and the two payload scripts.
    expect(scriptSrc).toBe(`script-src 'self' ${inlineScripts(html).map(sha).join(' ')}`);
    expect(inlineScripts(html)).toHaveLength(3);
  });

  it("answers a browser's revalidation itself: 304 with the document's own policy, or the page if it changed", async () => {
    const first = await fetch(base, { headers: { accept: 'text/html' } });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(base, { headers: { accept: 'text/html', 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The policy a browser puts on its cached copy still allows the copy's inline scripts.
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-security-policy')).toContain(sha(inlineScripts(PAGE)[0]!));
    const stale = await fetch(base, { headers: { accept: 'text/html', 'if-none-match': 'W/"an-older-page"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(deferChunks(PAGE).html);
  });

  it('sends a page that marks itself not found as a 404, with its whole HTML', async () => {
    const response = await fetch(`${base}/missing-post`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.text()).toContain('<h1>Blog post not found</h1>');
    // Only a marker: a page without one keeps its 200. A page may refuse in words (400, 409,
    // 410: services/booking's reschedule and cancel links), never claim a success or a server error.
    expect((await fetch(base, { headers: { accept: 'text/html' } })).status).toBe(200);
    expect(markedStatus(MARKED_NOT_FOUND.replace('404', '410'))).toBe(410);
    for (const status of ['200', '301', '500', '503', '4040']) expect(markedStatus(MARKED_NOT_FOUND.replace('404', status))).toBeUndefined();
  });

  it('passes anything but HTML through unchanged', async () => {
    const response = await fetch(`${base}/data`);
    expect(await response.json()).toEqual({ page: PAGE });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'");
  });

  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
  });
});
