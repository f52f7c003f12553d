import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file, made on first use: read `file`, or, when there is none, write 32
 * random bytes (base64url) there, readable by this user alone (mode 0600). The new secret is
 * written to a file of its own, then linked to `file`, which fails when `file` exists: of two
 * processes making it at the same moment, one links and both read the same secret.
 */
export function keyFromFile(file: string): string {
  const existing = readKey(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  const handle = openSync(draft, 'wx', 0o600);
  try {
    writeSync(handle, `${randomBytes(32).toString('base64url')}\n`);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const made = readKey(file);
  if (!made) throw new Error(`${file} holds no secret`);
  return made;
}

function readKey(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = text.trim();
  // Made here (43 characters) or put there by hand: never a short one.
  if (key.length < 16) throw new Error(`${file} holds a secret shorter than 16 characters: delete it to have a new one made, or fix it`);
  return key;
}
