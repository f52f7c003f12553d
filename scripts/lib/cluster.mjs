/**
 * The site as several instances on loopback, as production runs it behind a load balancer
 * (README, "More than one instance"; docs/instances.md): one build started N times, each
 * from its own copy of the build output (as separate machines would have), nginx in front
 * with deploy/nginx.conf's upstream listing all of them, Redis (Debian's redis-server) for
 * the shared cache and rate limit, a throwaway PostgreSQL cluster with the lead tables, and
 * the blog function fixture. Used by `npm run cluster` and tests/e2e/cluster.spec.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadTs, root } from './load-ts.mjs';
import { waitForHttp } from './processes.mjs';

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
async function waitForPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`);
}

/** A child in its own process group, stderr passed on with a prefix; stop() signals the group. */
function startChild(name, command, args, { env = {}, cwd = root, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  child.stderr.on('data', (chunk) => {
    if (!quiet) process.stderr.write(String(chunk).split('\n').filter(Boolean).map((line) => `[${name}] ${line}\n`).join(''));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    await exited;
  };
  return { child, stop };
}

const running = new Set();
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
function track({ child, stop }) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return stop;
}

/** Redis on `port` with no persistence (--save ''), in a temporary folder. */
export async function startRedis(port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-redis-'));
  let stop = async () => {};
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      stop = track(startChild('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]));
      await waitForPort(port);
    },
    stop: (signal = 'SIGTERM') => stop(signal),
    async destroy() {
      await stop('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}

/**
 * A copy of a build's output folder for one instance, without the compiler caches: the
 * pages and the data cache they start from, as a deploy copies them to each machine.
 */
export function copyBuild(sourceDist, targetDist) {
  const source = path.resolve(root, sourceDist);
  const target = path.resolve(root, targetDist);
  rmSync(target, { recursive: true, force: true });
  const skip = path.join(source, 'cache');
  cpSync(source, target, {
    recursive: true,
    filter: (file) => !file.startsWith(skip + path.sep) || file.startsWith(path.join(skip, 'fetch-cache')),
  });
}

/** `next start` of the build in `distDir` (inside the project) on 127.0.0.1:port. */
export async function startInstance({ name, port, distDir, env }) {
  let stop = async () => {};
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    async start() {
      const started = startChild(name, path.join(root, 'node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
        env: { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      });
      stop = track(started);
      await waitForHttp(`${instance.url}/robots.txt`, 90_000);
    },
    stop: (signal = 'SIGTERM') => stop(signal),
  };
  await instance.start();
  return instance;
}

/**
 * deploy/nginx.conf with its SITE: values pointed at this cluster: the upstream lists every
 * instance, the cache and temporary files in `dir`, static files from `staticDir`.
 */
export function nginxConfig({ port, upstreamPorts, dir, staticDir }) {
  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n    ');
  const swaps = [
    ['server 127.0.0.1:3000;', servers],
    ['proxy_cache_path /var/cache/nginx/ladle', `proxy_cache_path ${path.join(dir, 'cache')}`],
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['alias /srv/ladle/.next/static/;', `alias ${staticDir}/;`],
  ];
  for (const [from, to] of swaps) {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    site = site.replace(from, to);
  }
  const temp = (name) => path.join(dir, name);
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return (
    `${user}worker_processes 1;\npid ${temp('nginx.pid')};\nerror_log ${temp('error.log')} warn;\ndaemon off;\nevents { worker_connections 1024; }\n` +
    `http {\n access_log off;\n client_body_temp_path ${temp('cb')};\n proxy_temp_path ${temp('pt')};\n fastcgi_temp_path ${temp('ft')};\n uwsgi_temp_path ${temp('ut')};\n scgi_temp_path ${temp('st')};\n${site}\n}\n`
  );
}

/** nginx (Debian's) in front of `upstreamPorts`, on `port`. */
export async function startNginx({ port, upstreamPorts, staticDir }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ladle-nginx-'));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ port, upstreamPorts, dir, staticDir }));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync('nginx', ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const stop = track(startChild('nginx', 'nginx', args));
  await waitForPort(port);
  return {
    url: `http://127.0.0.1:${port}`,
    /** Empties the page cache, as a deploy does (README). */
    clearCache: () => rmSync(path.join(dir, 'cache'), { recursive: true, force: true }),
    async destroy() {
      await stop('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The blog function fixture (tests/fixtures/blog-server.mjs) on `port`. */
export async function startBlogFixture(port) {
  const stop = track(startChild('blog-fixture', process.execPath, [path.join(root, 'tests/fixtures/blog-server.mjs')], { env: { BLOG_FIXTURE_PORT: String(port) } }));
  await waitForHttp(`http://127.0.0.1:${port}/__health`, 15_000);
  return { url: `http://127.0.0.1:${port}`, base: `http://127.0.0.1:${port}/functions/v1`, stop };
}

/** Which of redis-server, nginx and PostgreSQL's binaries are missing here. */
export async function missingTools() {
  const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const { postgresMissing } = await loadTs('tests/fixtures/postgres.ts');
  return [!has('redis-server') && 'redis-server', !has('nginx') && 'nginx', postgresMissing && 'postgresql'].filter(Boolean);
}

/**
 * Starts the whole cluster from the build in `sourceDist`. `env` is every instance's
 * environment; `redis: false` leaves REDIS_URL unset (each instance on its own cache).
 * Resolves with handles to each part and stop(), which ends everything it started.
 */
export async function startCluster({ sourceDist, instances = 3, env = {}, redis: withRedis = true, name = 'cluster' }) {
  const { startPostgres } = await loadTs('tests/fixtures/postgres.ts');
  const { migrate } = await loadTs('lib/leads/pg-migrate.ts');
  const stops = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    const blog = await startBlogFixture(await freePort());
    stops.push(() => blog.stop('SIGKILL'));
    const pg = await startPostgres();
    stops.push(() => pg.destroy());
    const databaseUrl = await pg.createDatabase('ladle');
    await migrate(databaseUrl);
    const redis = withRedis ? await startRedis(await freePort()) : undefined;
    if (redis) stops.push(() => redis.destroy());

    const base = path.join('.next-cluster', name);
    const sites = [];
    const letters = 'abcdefghij';
    await Promise.all(
      Array.from({ length: instances }, async (_, index) => {
        const letter = letters[index];
        const distDir = path.join(base, letter);
        copyBuild(sourceDist, distDir);
        const outboxDir = path.join(root, base, `${letter}-data`, 'outbox');
        mkdirSync(outboxDir, { recursive: true });
        sites[index] = await startInstance({
          name: `${name}-${letter}`,
          port: await freePort(),
          distDir,
          env: {
            ...env,
            OUTBOX_DIR: outboxDir,
            BLOG_FUNCTION_BASE: blog.base,
            DATABASE_URL: databaseUrl,
            TRUST_PROXY: '1',
            ...(redis ? { REDIS_URL: redis.url } : { REDIS_URL: '' }),
          },
        });
      }),
    );
    stops.push(async () => {
      await Promise.all(sites.map((site) => site.stop('SIGKILL')));
      rmSync(path.join(root, base), { recursive: true, force: true });
    });
    const staticDir = path.join(root, base, 'a', 'static');
    const nginx = await startNginx({ port: await freePort(), upstreamPorts: sites.map((site) => site.port), staticDir });
    stops.push(() => nginx.destroy());
    return { url: nginx.url, nginx, instances: sites, redis, blog, pg, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

