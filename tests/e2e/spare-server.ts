import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test, type Page, type TestInfo } from './fixtures';
import { E2E_EMAIL, E2E_SPARE_PORT, e2eEnv } from './env.mjs';

/**
 * A second `next start` of the same end-to-end build with other server settings (a tiny
 * OUTBOX_MAX_BYTES, a low per-client limit), for specs that need a server in a state the
 * shared one must not be in. One per worker: its port is E2E_SPARE_PORT + the worker's
 * parallel index, so concurrent workers never collide.
 */
export type SpareServer = { baseURL: string; outboxDir: string; stop: () => Promise<void> };

const root = path.resolve(__dirname, '..', '..');

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    // eslint-disable-next-line no-restricted-syntax -- the pause between two polls of a wait on the event (the server answering).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A `next start` of the e2e build on `port` with `env` over the e2e environment, in its own process group. */
export async function startNextServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'server.mjs'), '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...e2eEnv({ withBlogFixture: false }), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  /** Resolves with the server's exit code (null when a signal ended it). */
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Sends `signal` to the server and everything it started; resolves once it has exited. */
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, signal);
    await exited;
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseURL}/robots.txt`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop, pid: child.pid!, exited };
}

export async function startSpareServer(testInfo: TestInfo, env: Record<string, string>): Promise<SpareServer> {
  const port = E2E_SPARE_PORT + testInfo.parallelIndex;
  const outboxDir = path.join(root, '.test-output', `outbox-spare-${port}`);
  rmSync(outboxDir, { recursive: true, force: true });
  const { baseURL, stop } = await startNextServer(port, { OUTBOX_DIR: outboxDir, ...env });
  return { baseURL, outboxDir, stop: () => stop() };
}

/** Starts a spare server before the tests of the enclosing describe and stops it after them. */
export function useSpareServer(env: Record<string, string>): () => SpareServer {
  let spare: SpareServer | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    spare = await startSpareServer(testInfo, env);
  });
  test.afterAll(async () => {
    await spare?.stop();
  });
  return () => spare!;
}

/**
 * The e2e build sends the forms' EmailJS requests to the shared server's origin (see
 * E2E_EMAIL in env.mjs). A page served by a spare server sends them to the spare instead,
 * so the answer comes from the server state under test.
 */
export async function routeEmailJsTo(page: Page, spare: SpareServer) {
  await page.route(
    (url) => url.origin === E2E_EMAIL.emailjsOrigin,
    async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(E2E_EMAIL.emailjsOrigin, spare.baseURL) }) }),
  );
}
