#!/usr/bin/env node
/**
 * Serving cost, side by side in one run: a static page and a blog post
 *   1. through the nginx reverse proxy of deploy/nginx.conf (in front of `next start`),
 *   2. from bare `next start`,
 *   3. as the same prerendered HTML file from a bare nginx,
 * measured with wrk on loopback. Target: through the proxy at least half of bare nginx's rate.
 * Assumes a build exists (it builds nothing); starts and stops everything itself. Config, pid,
 * logs, temp files and the proxy cache live in .cache/bench.
 *
 *   npm run bench                                   NEXT_DIST_DIR or .next
 *   npm run bench -- --dist .next-e2e --duration 5 --page /about --post /blog/1
 *
 * Ports 8080 (proxy), 8081 (next start), 8082 (bare nginx); override with --port-base.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { root } from './lib/routes.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    'port-base': { type: 'string', default: '8080' },
    page: { type: 'string' },
    post: { type: 'string' },
  },
});
const distDir = path.resolve(root, options.dist);
const duration = Number(options.duration);
const connections = Number(options.connections);
const portBase = Number(options['port-base']);
const ports = { proxy: portBase, next: portBase + 1, bare: portBase + 2 };
const TARGET = 0.5;

const benchDir = path.join(root, '.cache', 'bench');
const appDir = path.join(distDir, 'server', 'app');

function fail(message) {
  console.error(message);
  stopAll();
  process.exit(2);
}

/** Polls `url` until it answers; gives up (stopping everything) after a minute. */
async function waitFor(url) {
  try {
    return await waitForHttp(url);
  } catch (error) {
    return fail(error.message);
  }
}

/** The prerendered HTML of a route in the build, or undefined. */
function htmlFile(route) {
  const file = path.join(appDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  return existsSync(file) ? file : undefined;
}

function pickPages() {
  const page = options.page ?? ['/about', '/features', '/'].find((route) => htmlFile(route));
  let post = options.post ?? '';
  if (!post && existsSync(path.join(appDir, 'blog'))) {
    const first = readdirSync(path.join(appDir, 'blog')).find((name) => name.endsWith('.html'));
    if (first) post = `/blog/${first.replace(/\.html$/, '')}`;
  }
  return [
    { label: 'static page', route: page },
    ...(post ? [{ label: 'blog post', route: post }] : []),
  ];
}

/** deploy/nginx.conf with its site-specific values pointed at this run's ports and folders. */
function proxyConfig() {
  let conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const swaps = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.next};`],
    ['proxy_cache_path /var/cache/nginx/ladle', `proxy_cache_path ${path.join(benchDir, 'proxy-cache')}`],
    ['listen 80;', `listen 127.0.0.1:${ports.proxy};`],
    ['alias /srv/ladle/.next/static/;', `alias ${path.join(distDir, 'static')}/;`],
  ];
  for (const [from, to] of swaps) {
    if (!conf.includes(from)) fail(`deploy/nginx.conf no longer contains "${from}": update scripts/bench.mjs`);
    conf = conf.replace(from, to);
  }
  return conf;
}

function mainConfig(name, httpBody) {
  const dir = path.join(benchDir, name);
  mkdirSync(dir, { recursive: true });
  const temp = (sub) => path.join(dir, sub);
  // As root, workers would drop to `nobody`, who cannot write under .cache: keep the current user.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const conf = `${user}worker_processes 2;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy_temp')};
    fastcgi_temp_path ${temp('fastcgi_temp')};
    uwsgi_temp_path ${temp('uwsgi_temp')};
    scgi_temp_path ${temp('scgi_temp')};
${httpBody}
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const test = spawnSync('nginx', ['-t', '-q', '-p', dir, '-e', temp('error.log'), '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx rejected ${file}:\n${test.stderr}`);
  return { dir, file };
}

function wrk(url) {
  const result = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', url], { encoding: 'utf8' });
  if (result.status !== 0) fail(`wrk ${url} failed: ${result.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)?.[1] ?? 0);
  const errors = /Socket errors:[^\n]*/.exec(result.stdout)?.[0];
  const p99 = /99%\s+(\S+)/.exec(result.stdout)?.[1];
  return { rps, non2xx, errors, p99 };
}

async function main() {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) fail(`No build at ${distDir}: run \`next build\` first (or pass --dist).`);
  for (const tool of ['nginx', 'wrk']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) fail(`${tool} is not installed (apt-get install ${tool}).`);
  }
  const pages = pickPages();
  if (pages.length < 2) console.warn('No prerendered blog post in this build (pass --post /blog/<id>): measuring the static page only.\n');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });

  // Bare nginx serves the very files `next build` prerendered, at the same paths.
  const www = path.join(benchDir, 'www');
  for (const page of pages) {
    const source = htmlFile(page.route);
    if (!source) fail(`${page.route} has no prerendered HTML in ${appDir} (pick another with --page/--post).`);
    const target = path.join(www, page.route === '/' ? '' : page.route.slice(1), 'index.html');
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
  }

  const proxy = mainConfig('proxy', proxyConfig());
  const bare = mainConfig(
    'bare',
    `    server {\n        listen 127.0.0.1:${ports.bare};\n        root ${www};\n        open_file_cache max=1000 inactive=60s;\n        location / { try_files $uri $uri/index.html =404; }\n    }`,
  );

  console.log(`Build: ${path.relative(root, distDir)}; wrk -t2 -c${connections} -d${duration}s per run; ${os.cpus().length} CPU(s), load ${os.loadavg()[0].toFixed(1)}\n`);
  const verbose = Boolean(process.env.BENCH_VERBOSE);
  startProcess('next', process.execPath, [path.join(root, 'server.mjs'), '-H', '127.0.0.1', '-p', String(ports.next)], {
    env: { NEXT_DIST_DIR: path.relative(root, distDir), NODE_ENV: 'production' },
    verbose,
  });
  startProcess('nginx-proxy', 'nginx', ['-p', proxy.dir, '-e', path.join(proxy.dir, 'error.log'), '-c', proxy.file], { verbose });
  startProcess('nginx-bare', 'nginx', ['-p', bare.dir, '-e', path.join(bare.dir, 'error.log'), '-c', bare.file], { verbose });
  await waitFor(`http://127.0.0.1:${ports.next}/`);
  await waitFor(`http://127.0.0.1:${ports.bare}/`);

  const rows = [];
  for (const page of pages) {
    const urls = {
      proxy: `http://127.0.0.1:${ports.proxy}${page.route}`,
      next: `http://127.0.0.1:${ports.next}${page.route}`,
      bare: `http://127.0.0.1:${ports.bare}${page.route}`,
    };
    // Warm up each server, and fill the proxy cache: the second request must be a cache HIT.
    for (const url of Object.values(urls)) await waitFor(url);
    const second = await waitFor(urls.proxy);
    const cacheStatus = second.headers.get('x-cache-status');
    const cacheControl = second.headers.get('cache-control');
    const bytes = readFileSync(htmlFile(page.route)).length;
    const results = {};
    for (const [name, url] of Object.entries(urls)) results[name] = wrk(url);
    rows.push({ page, results, cacheStatus, cacheControl, bytes });
  }
  stopAll();

  const pad = (value, width) => String(value).padStart(width);
  console.log(`${'page'.padEnd(28)}${pad('proxy req/s', 13)}${pad('next req/s', 12)}${pad('nginx req/s', 13)}${pad('proxy/nginx', 13)}${pad('next/nginx', 12)}`);
  let missed = 0;
  for (const { page, results, cacheStatus, cacheControl, bytes } of rows) {
    const ratio = results.proxy.rps / results.bare.rps;
    const nextRatio = results.next.rps / results.bare.rps;
    if (!(ratio >= TARGET)) missed++;
    console.log(
      `${`${page.label} ${page.route}`.padEnd(28)}${pad(Math.round(results.proxy.rps), 13)}${pad(Math.round(results.next.rps), 12)}${pad(
        Math.round(results.bare.rps),
        13,
      )}${pad(`${(ratio * 100).toFixed(1)}%`, 13)}${pad(`${(nextRatio * 100).toFixed(1)}%`, 12)}  ${ratio >= TARGET ? 'ok' : 'MISS'}`,
    );
    console.log(
      `${''.padEnd(28)}${bytes} B HTML; proxy cache ${cacheStatus ?? '-'} (upstream Cache-Control: ${cacheControl ?? '-'}); p99 ${results.proxy.p99} / ${results.next.p99} / ${results.bare.p99}`,
    );
    for (const [name, r] of Object.entries(results)) {
      if (r.non2xx || r.errors) console.log(`${''.padEnd(28)}${name}: ${r.non2xx} non-2xx${r.errors ? `, ${r.errors}` : ''}`);
    }
  }
  console.log(`\nTarget: through the proxy at least ${TARGET * 100}% of bare nginx on every page: ${missed ? 'MISSED' : 'met'}.`);
  process.exitCode = missed ? 1 : 0;
}

main().catch((error) => fail(error instanceof Error ? error.stack : String(error)));
