import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens the site hands out and takes back (a demo request's right to book, a reschedule or
 * cancel link): `<base64url JSON payload>.<base64url HMAC-SHA256>`. The payload names its
 * `purpose`, so a token made for one job cannot be replayed for another, and its `exp` (ms).
 */

export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-purpose' };

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest();

export function signToken<T extends object>(purpose: string, payload: T, expiresAt: number, secret: string): string {
  const body = Buffer.from(JSON.stringify({ ...payload, purpose, exp: expiresAt })).toString('base64url');
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** `secret` may be several keys (the current one, then the one before it during a change of key): any of them verifies. */
export function verifyToken<T extends object>(purpose: string, token: string, now: number, secret: string | readonly string[]): TokenCheck<T> {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [body, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  // timingSafeEqual needs equal lengths; comparing lengths first reveals only the (public) length.
  const signedWith = (key: string) => {
    const expected = mac(body, key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(typeof secret === 'string' ? [secret] : secret).some(signedWith)) return { ok: false, reason: 'forged' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { ok: false, reason: 'malformed' };
  const { purpose: tokenPurpose, exp } = payload as { purpose?: unknown; exp?: unknown };
  if (typeof exp !== 'number' || typeof tokenPurpose !== 'string') return { ok: false, reason: 'malformed' };
  if (tokenPurpose !== purpose) return { ok: false, reason: 'wrong-purpose' };
  if (now >= exp) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as T };
}
