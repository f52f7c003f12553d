/**
 * Child processes for scripts that start servers (check, bench): start one in its own process
 * group, wait until it answers over HTTP, and stop every one of them, also when the script
 * exits early or is interrupted.
 */
import { spawn } from 'node:child_process';
import process from 'node:process';
import { root } from './routes.mjs';

const children = [];
let stopping = false;

/**
 * Starts `command` detached (its own process group, so stopping it also stops what it
 * spawned). stderr is printed with a `[name]` prefix; stdout only when `verbose`.
 */
export function startProcess(name, command, args, { env = {}, verbose = false, cwd = root } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => verbose && console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => code && !stopping && console.error(`[${name}] exited with ${code}`));
  children.push(child);
  return child;
}

/** SIGTERM to the process group of every child started here. */
export function stopAll() {
  stopping = true;
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/**
 * Polls `url` until it answers with a status below 500 and returns that response (body read).
 * Throws when it has not within `timeoutMs`.
 */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return response;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
