/**
 * Hostile and malformed requests to the cookieless counting endpoint (POST /api/insights).
 * None may answer 500; beacons from another site's page get 403, malformed bodies, wrong
 * types, extra fields and unknown routes 400, oversized bodies 413, and a flood from one
 * client 429. Loaded by scripts/probe.mjs.
 */
import { json, send, sourceAddress } from '../lib/probe-http.mjs';

const ENDPOINT = '/api/insights';
const FLOOD = 130;
const UA = { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0' };

function once(name, status, request) {
  return {
    name,
    expect: String(status),
    run: async (baseUrl) => {
      const { headers = {}, ...rest } = request();
      const answer = await send(baseUrl, ENDPOINT, { ...rest, headers: { ...UA, ...headers }, from: sourceAddress(baseUrl) });
      return { status: answer.status, pass: answer.status === status, detail: answer.text.slice(0, 80) };
    },
  };
}

const big = 'x'.repeat(100_000);

export const probes = [
  once('not JSON', 400, () => ({ headers: { 'Content-Type': 'text/plain' }, body: '{"type":"view",' })),
  once('empty body', 400, () => ({ body: '' })),
  once('JSON array', 400, () => json([{ type: 'view', route: '/' }])),
  once('unknown event type', 400, () => json({ type: 'purchase', route: '/' })),
  once('route is a number', 400, () => json({ type: 'view', route: 42 })),
  once('unknown route', 400, () => json({ type: 'view', route: '/wp-login.php' })),
  once('route with a query (an e-mail in a link)', 400, () => json({ type: 'view', route: '/?email=a@b.example' })),
  once('extra field (an identifier)', 400, () => json({ type: 'view', route: '/', visitor: 'abc' })),
  once('vital value is a string', 400, () => json({ type: 'vital', route: '/', metric: 'LCP', value: '1200', viewport: 'phone' })),
  once('vital value out of range', 400, () => json({ type: 'vital', route: '/', metric: 'LCP', value: 1e12, viewport: 'phone' })),
  once('unknown metric', 400, () => json({ type: 'vital', route: '/', metric: 'FID', value: 10, viewport: 'phone' })),
  once('oversized body (100 KB)', 413, () => json({ type: 'view', route: '/', pad: big })),
  once('false small Content-Length, big chunked body', 413, () => ({ headers: { 'Content-Type': 'application/json' }, body: [`{"type":"view","route":"/","pad":"`, big, '"}'] })),
  once('GET is not a beacon', 405, () => ({ method: 'GET' })),
  once("forged from another site's page (Sec-Fetch-Site: cross-site)", 403, () => ({ headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'cross-site', Origin: 'https://forger.example' }, body: '{"type":"view","route":"/"}' })),
  once('a foreign Origin alone', 403, () => ({ headers: { 'Content-Type': 'text/plain', Origin: 'https://forger.example' }, body: '{"type":"view","route":"/"}' })),
  once('same-site from another host', 403, () => ({ headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.forger.example' }, body: '{"type":"view","route":"/"}' })),
  {
    name: 'flood from one client',
    expect: `429 before request ${FLOOD}, never 500`,
    run: async (baseUrl) => {
      const from = sourceAddress(baseUrl);
      const statuses = [];
      for (let i = 0; i < FLOOD; i += 1) {
        const body = json({ type: 'view', route: '/privacy' });
        statuses.push((await send(baseUrl, ENDPOINT, { ...body, headers: { ...body.headers, ...UA }, from })).status);
      }
      const first429 = statuses.indexOf(429);
      const pass = first429 > 0 && statuses.slice(first429).every((status) => status === 429) && !statuses.includes(500);
      return { status: first429 === -1 ? statuses.at(-1) : 429, pass, detail: `first 429 at request ${first429 + 1}` };
    },
  },
];
