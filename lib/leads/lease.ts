import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { link, mkdir, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Lease files: how two processes on one machine (the running site and `npm run relay`)
 * agree that only one of them sends a given delivery at a time. A lease is a file created
 * with O_EXCL, so exactly one creator wins; it names its holder and an expiry. A lease is
 * taken over once it has expired, or at once when its holder was a process on this
 * machine that no longer runs (killed mid-delivery).
 */

type LeaseBody = { owner: string; host: string; pid: number; expires_at: number };

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(body: LeaseBody | null, now: number) {
  if (!body) return true;
  if (body.expires_at <= now) return true;
  return body.host === hostname() && body.pid !== process.pid && !isAlive(body.pid);
}

async function readLease(file: string): Promise<LeaseBody | null | 'missing'> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LeaseBody;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    // Unreadable (never so when created by create() below): nobody holds it.
    return null;
  }
}

/**
 * Written whole under a name of its own, then linked into place: link() fails with EEXIST when
 * the lease exists, so exactly one creator wins, and no reader ever finds it half written
 * (which it would take for a torn lease and move aside while its creator holds it).
 */
async function create(file: string, body: LeaseBody) {
  const temporary = `${file}.${process.pid}.${randomUUID()}.new`;
  await writeFile(temporary, JSON.stringify(body), { mode: 0o600 });
  try {
    await link(temporary, file);
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Tries to take the lease in `file` for `owner` until now + leaseMs. Resolves true when
 * taken (or already held by the same owner, which renews it), false when someone else holds it.
 */
export async function acquireLease(file: string, owner: string, leaseMs: number, now = Date.now()): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true });
  const body: LeaseBody = { owner, host: hostname(), pid: process.pid, expires_at: now + leaseMs };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await create(file, body);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readLease(file);
    if (current === 'missing') continue;
    if (current && current.owner === owner) {
      await replace(file, body);
      return true;
    }
    if (!isStale(current, now)) return false;
    // Move the stale lease aside under a name only we use; if what we moved turns out to be
    // a fresh lease someone took meanwhile, put it back and give way.
    const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.stale`;
    try {
      await rename(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = await readLease(aside);
    if (moved !== 'missing' && !isStale(moved, now)) {
      await link(aside, file).catch(() => undefined);
      await unlink(aside).catch(() => undefined);
      return false;
    }
    await unlink(aside).catch(() => undefined);
  }
  return false;
}

async function replace(file: string, body: LeaseBody) {
  const temporary = `${file}.${process.pid}.renew`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(JSON.stringify(body));
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Gives the lease up if `owner` still holds it. */
export async function releaseLease(file: string, owner: string) {
  const current = await readLease(file);
  if (current && current !== 'missing' && current.owner === owner) await unlink(file).catch(() => undefined);
}
