/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { environmentSkip, installed } from '../fixtures/environment.mjs';
import { publicRoutes } from '@/content/routes';
import { experimentPaths } from '@/content/experiment-slots';

/**
 * deploy/nginx.conf in front of a real HTTP server standing in for `next start`, which
 * answers like Next (cacheable pages with s-maxage) and records what reaches it. Runs the
 * shipped file with only its SITE: values pointed at this test's ports and folders.
 * Skipped, saying so, where Debian's nginx is not installed.
 */
const hasNginx = installed('nginx');
const skipped = hasNginx ? '' : ` (${environmentSkip('nginx (apt-get install nginx)')})`;
if (skipped) console.warn(`deploy/nginx.conf tests${skipped}`);
const describeWithNginx = hasNginx ? describe : describe.skip;

const PROXY_PORT = 5144;
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };
let seen: Seen[] = [];
let upstream: http.Server;
let nginx: ChildProcess;
let dir: string;

function request(
  pathAndQuery: string,
  { method = 'GET', headers = {}, localAddress }: { method?: string; headers?: Record<string, string>; localAddress?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PROXY_PORT, path: pathAndQuery, method, headers, localAddress, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const reached = (prefix: string) => seen.filter((r) => r.url.startsWith(prefix));

async function waitForProxy() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await request('/__up');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}

describeWithNginx(`deploy/nginx.conf${skipped}`, () => {
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      req.resume();
      const cacheable = req.method === 'GET' && !req.url?.startsWith('/api/');
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Cache-Control': cacheable ? 's-maxage=60, stale-while-revalidate' : 'no-store',
      });
      res.end(`page ${req.url} rsc=${req.headers.rsc ?? ''}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;

    dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-nginx-'));
    mkdirSync(path.join(dir, 'static'));
    let site = readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');
    const swaps: [string, string][] = [
      ['server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`],
      ['proxy_cache_path /var/cache/nginx/ladle', `proxy_cache_path ${path.join(dir, 'cache')}`],
      ['listen 80;', `listen 127.0.0.1:${PROXY_PORT};`],
      ['alias /srv/ladle/.next/static/;', `alias ${path.join(dir, 'static')}/;`],
    ];
    for (const [from, to] of swaps) {
      expect(site).toContain(from);
      site = site.replace(from, to);
    }
    const temp = (name: string) => path.join(dir, name);
    const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
    writeFileSync(
      temp('nginx.conf'),
      `${user}worker_processes 1;\npid ${temp('nginx.pid')};\nerror_log ${temp('error.log')} warn;\ndaemon off;\nevents { worker_connections 128; }\n` +
        `http {\n access_log off;\n client_body_temp_path ${temp('cb')};\n proxy_temp_path ${temp('pt')};\n fastcgi_temp_path ${temp('ft')};\n uwsgi_temp_path ${temp('ut')};\n scgi_temp_path ${temp('st')};\n${site}\n}\n`,
    );
    const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-e', temp('error.log'), '-c', temp('nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    nginx = spawn('nginx', ['-p', dir, '-e', temp('error.log'), '-c', temp('nginx.conf')], { stdio: 'ignore' });
    await waitForProxy();
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((resolve) => nginx?.once('exit', resolve));
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    seen = [];
  });

  it('keys a page on its path: made-up query strings share one cached copy', async () => {
    for (const query of ['', '?utm_source=a', '?utm_source=b', `?x=${Math.random()}`, '?_rsc=zz']) {
      const response = await request(`/about${query}`);
      expect(response.body).toBe('page /about rsc=');
    }
    expect(reached('/about')).toHaveLength(1);
  });

  it('keeps ?device= on the hardware pages, and never caches another spelling of it', async () => {
    await request('/hardware/terminal?device=VP3300');
    await request('/hardware/terminal?device=VP3300');
    await request('/hardware/terminal?device=VP550');
    expect(reached('/hardware/terminal').map((r) => r.url)).toEqual(['/hardware/terminal?device=VP3300', '/hardware/terminal?device=VP550']);
    seen = [];
    await request('/hardware/kiosk?%64evice=VP550');
    await request('/hardware/kiosk?%64evice=VP550');
    await request('/hardware/kiosk');
    expect(reached('/hardware/kiosk').map((r) => r.url)).toEqual(['/hardware/kiosk?%64evice=VP550', '/hardware/kiosk?%64evice=VP550', '/hardware/kiosk']);
  });

  it('passes the pricing page with a query around the cache (the savings estimate), and caches it bare', async () => {
    for (const address of ['/pricing?sales=1', '/pricing?sales=2', '/pricing?sales=1', '/es/pricing?fee=0.1', '/pricing?utm_source=a']) {
      expect((await request(address)).body).toBe(`page ${address} rsc=`);
    }
    await request('/pricing');
    await request('/pricing');
    expect(reached('/pricing').map((r) => r.url)).toEqual(['/pricing?sales=1', '/pricing?sales=2', '/pricing?sales=1', '/pricing?utm_source=a', '/pricing']);
    expect(reached('/es/pricing')).toHaveLength(1);
  });

  it('passes a visitor with a well-formed bucket around the cache on an experiment page, without filling it', async () => {
    const enrolled = { headers: { Cookie: 'consent=1; ladle_exp_bucket=4200' } };
    await request('/business', enrolled);
    await request('/business', enrolled);
    expect(reached('/business')).toHaveLength(2);
    // The answers to the enrolled visitor (maybe a variant) were not kept for everyone else.
    await request('/business');
    await request('/business');
    expect(reached('/business')).toHaveLength(3);
    expect(reached('/business')[2]!.headers.cookie).toBeUndefined();
    // Once cached, the page everyone sees is still not what an enrolled visitor gets.
    await request('/business', enrolled);
    expect(reached('/business')).toHaveLength(4);
  });

  it('serves the cached page for a bucket cookie that is not a bucket', async () => {
    await request('/es/business');
    for (const value of ['', 'abc', '12345', '-1', '1e3', '7%0A', '4200x']) await request('/es/business', { headers: { Cookie: `ladle_exp_bucket=${value}` } });
    expect(reached('/es/business')).toHaveLength(1);
  });

  it('passes and keys only the router header values Next sends', async () => {
    const page = '/features';
    expect((await request(page, { headers: { RSC: '1' } })).body).toBe(`page ${page} rsc=1`);
    expect((await request(page, { headers: { RSC: 'junk' } })).body).toBe(`page ${page} rsc=`);
    for (let i = 0; i < 3; i += 1) await request(page, { headers: { RSC: '1', 'Next-Router-State-Tree': `%5B%22${i}%22%5D` } });
    await request(page, { headers: { 'Next-Router-Prefetch': 'x'.repeat(50) } });
    await request(page, { headers: { 'Next-Router-Segment-Prefetch': '/<script>' } });
    expect(reached(page).map((r) => r.headers.rsc ?? '')).toEqual(['1', '']);
    await request(page, { headers: { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' } });
    expect(reached(page).at(-1)?.headers['next-router-segment-prefetch']).toBe('/_tree');
  });

  it('shows X-Cache-Status to this host only, and sets X-Forwarded-For to the client address', async () => {
    expect((await request('/resources')).headers['x-cache-status']).toBe('MISS');
    const visitor = await request('/resources', { localAddress: '127.0.0.2', headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers['x-cache-status']).toBeUndefined();
    await request('/api/v1.0/email/send', { method: 'POST', localAddress: '127.0.0.3', headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(reached('/api/v1.0/email/send')[0]?.headers['x-forwarded-for']).toBe('127.0.0.3');
  });

  it('limits the lead endpoint per address to a burst a person never reaches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await request('/api/v1.0/email/send-form', { method: 'POST', localAddress: '127.0.0.4' })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(429);
    // Another address is not affected, nor is the server itself (health checks, npm run bench).
    expect((await request('/api/v1.0/email/send-form', { method: 'POST', localAddress: '127.0.0.5' })).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await request('/api/v1.0/email/send-form', { method: 'POST', localAddress: '127.0.0.1' })).status).toBe(200);
  });

  it('limits a flood of blog ids per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await request(`/blog/random-${i}`, { localAddress: '127.0.0.6' })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
  });
  // Last: it fills the cache with every public page, which the tests above expect empty.
  it('bypasses the cache for a bucket on every page experiments can run on, and on no other', async () => {
    const bucket = { headers: { Cookie: 'ladle_exp_bucket=7' } };
    const bypassed: string[] = [];
    for (const route of publicRoutes.map((entry) => entry.path)) {
      if (route.startsWith('/api')) continue;
      await request(route);
      const before = reached(route).filter((seenRequest) => seenRequest.url === route).length;
      await request(route, bucket);
      if (reached(route).filter((seenRequest) => seenRequest.url === route).length > before) bypassed.push(route);
    }
    expect(bypassed.sort()).toEqual([...experimentPaths].sort());
  });
});
