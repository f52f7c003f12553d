/**
 * Hostile requests against the blog routes and the revalidation hook. Each probe sends one
 * crafted request (paths byte for byte: fetch would normalise `%2e%2e`) and says whether the
 * site answered as it should: never a 5xx, never a page for an id that cannot exist, never
 * a refresh without the secret. scripts/probe.mjs loads this module with the others.
 *
 *   probes: [{ name, expect, run: async (baseUrl) => ({ status, pass, detail? }) }]
 */
import http from 'node:http';
import https from 'node:https';

/** One request with the path sent exactly as written. */
function send(baseUrl, { method = 'GET', path, headers = {}, body }) {
  const base = new URL(baseUrl);
  const client = base.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      // A fresh connection per probe: a server that drops a connection after a hostile request
      // (a body it refused to read) must not fail the next probe on a reused keep-alive socket.
      { host: base.hostname, port: base.port, method, path, headers, timeout: 20_000, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const NOT_FOUND_TITLE = 'Blog post not found';

/** A post path that must answer 404 with the blog's own not-found page. */
function idProbe(name, path) {
  return {
    name: `blog id: ${name}`,
    expect: '404 "Blog post not found"',
    run: async (baseUrl) => {
      const { status, text } = await send(baseUrl, { path });
      return { status, pass: status === 404 && text.includes(NOT_FOUND_TITLE), detail: path.length > 80 ? `${path.slice(0, 80)}…` : path };
    },
  };
}

/** A POST to /api/revalidate that must be refused with `expected` (and never 200 or 5xx). */
function revalidateProbe(name, expected, { headers = {}, body }) {
  return {
    name: `revalidate: ${name}`,
    expect: expected.join(' or '),
    run: async (baseUrl) => {
      const { status, text } = await send(baseUrl, { method: 'POST', path: '/api/revalidate', headers, body });
      return { status, pass: expected.includes(status), detail: text.slice(0, 120) };
    },
  };
}

/** XML 1.0 forbids these even escaped. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const random = () => Math.random().toString(36).slice(2, 10);

export const probes = [
  idProbe('dot segments', '/blog/..%2F..%2Fetc%2Fpasswd'),
  idProbe('encoded dot-dot inside an id', `/blog/a%2e%2e${random()}`),
  idProbe('dot in an id', `/blog/${random()}.json`),
  idProbe('overlong (129 characters)', `/blog/${'a'.repeat(129)}`),
  idProbe('overlong (10,000 characters)', `/blog/${'b'.repeat(10_000)}`),
  idProbe('unicode', `/blog/caf%C3%A9-${random()}`),
  idProbe('right-to-left override', `/blog/%E2%80%AE${random()}`),
  idProbe('NUL byte', `/blog/${random()}%00`),
  idProbe('encoded space', `/blog/${random()}%20x`),
  idProbe('double-encoded slash', `/blog/${random()}%252F..`),
  {
    name: 'blog id: bare %2e%2e',
    expect: 'no 5xx (Next resolves the dot segment; never a blog page)',
    run: async (baseUrl) => {
      const { status, text } = await send(baseUrl, { path: '/blog/%2e%2e' });
      return { status, pass: status < 500 && !text.includes('Failed to load blog post'), detail: 'Next normalises it before routing' };
    },
  },
  {
    name: 'blog list: query-string flood',
    expect: '308 to /blogs, and /blogs never carries the query (a regeneration used to write it into the cached page)',
    run: async (baseUrl) => {
      const query = Array.from({ length: 200 }, (_, i) => `p${i}=${'x'.repeat(20)}`).join('&');
      const flood = await send(baseUrl, { path: `/blogs?${query}` });
      const target = flood.headers.location ? new URL(flood.headers.location, baseUrl) : null;
      const page = await send(baseUrl, { path: '/blogs' });
      const pass =
        flood.status === 308 && target?.pathname === '/blogs' && target.search === '' && page.status === 200 && page.text.includes('<h1') && !page.text.includes('p199=');
      return { status: flood.status, pass, detail: `${query.length} bytes of query; then /blogs answered ${page.status}` };
    },
  },
  {
    name: 'RSS: well-formed XML',
    expect: '200 application/rss+xml without characters XML forbids',
    run: async (baseUrl) => {
      const { status, headers, text } = await send(baseUrl, { path: `/blogs/rss.xml?${random()}=${'%08'.repeat(50)}` });
      const forbidden = XML_FORBIDDEN.exec(text);
      const pass = status === 200 && String(headers['content-type']).includes('application/rss+xml') && !forbidden && text.trimEnd().endsWith('</rss>');
      return { status, pass, detail: forbidden ? `forbidden U+${forbidden[0].codePointAt(0).toString(16).padStart(4, '0')}` : undefined };
    },
  },
  revalidateProbe('no Authorization header', [401, 404], {}),
  revalidateProbe('empty Authorization header', [401, 404], { headers: { Authorization: '' } }),
  revalidateProbe('wrong scheme (Basic)', [401, 404], { headers: { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` } }),
  revalidateProbe('lowercase bearer, wrong secret', [401, 404], { headers: { Authorization: `bearer ${random()}` } }),
  revalidateProbe('Bearer with nothing after it', [401, 404], { headers: { Authorization: 'Bearer    ' } }),
  revalidateProbe('non-JSON body, no secret', [401, 404], { headers: { 'Content-Type': 'application/json' }, body: '{"id": ' }),
  revalidateProbe('oversized body (64 KB)', [413, 404], { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 'x', pad: 'x'.repeat(64 * 1024) }) }),
  revalidateProbe('oversized body claimed by Content-Length only', [413, 404], { headers: { 'Content-Length': String(50 * 1024 * 1024) }, body: '' }),
  {
    name: 'revalidate: GET instead of POST',
    expect: '405 (or 404 with no secret configured)',
    run: async (baseUrl) => {
      const { status } = await send(baseUrl, { path: '/api/revalidate' });
      return { status, pass: status === 405 || status === 404 };
    },
  },
];
