/**
 * What the team's room keeps on the server: sessions, one-time sign-in links, the audit log and
 * the reps' hours and time off.
 * One interface, two implementations chosen by configuration: files (the default, one server)
 * and PostgreSQL (DATABASE_URL, so every instance knows every session).
 *
 * Secrets are never stored as they are: a session id and a link token are kept as their
 * SHA-256, so a copy of the store lets no one in.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** ...and this long after sign-in, whatever happens. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000;
/** A one-time sign-in link works this long, once. */
export const LINK_TTL_MS = 15 * 60_000;
/** A session's last-seen time is written at most this often (each request would be a write). */
export const TOUCH_EVERY_MS = 60_000;

export type Session = {
  /** SHA-256 of the cookie's id. */
  key: string;
  email: string;
  created_at: string;
  seen_at: string;
  /** The client address at sign-in. */
  address: string;
};

export type LinkRefusal = 'unknown' | 'expired' | 'used';
export type LinkState = { ok: true; email: string; expires_at: string } | { ok: false; refusal: LinkRefusal };

export type AuditEntry = {
  at: string;
  /** The member who acted, or the address a sign-in link was asked for. */
  who: string;
  action: string;
  /** What it was done to, in words (a lead id, a booking, a post). */
  detail: string;
  address: string;
};

/** A WebAuthn challenge lasts this long, and is used once. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** A member's passkey: the credential's id (base64url), its public key (base64url of COSE), its signature counter. */
export type Passkey = { id: string; email: string; public_key: string; counter: number; transports: string[]; created_at: string; last_used_at: string | null };

/**
 * A rep's hours as edited in the room, overriding the site's defaults: weekly hours per weekday
 * ('HH:MM' spans local to the rep; a day left out is off) and time off (inclusive ranges of
 * rep-local dates, 'YYYY-MM-DD').
 */
export type RepHours = {
  weeklyHours: Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { from: string; to: string }[]>>;
  timeOff: { from: string; to: string }[];
  updatedAt: string;
  updatedBy: string;
};

export interface TeamStore {
  /** Every rep's stored hours, by rep id: one read, made on every availability listing. */
  repHours(): Promise<Record<string, RepHours>>;
  /** Replaces one rep's stored hours. */
  saveRepHours(rep: string, hours: RepHours): Promise<void>;
  addPasskey(passkey: Passkey): Promise<void>;
  passkeysOf(email: string): Promise<Passkey[]>;
  passkeyById(id: string): Promise<Passkey | null>;
  /** Records a sign-in with a passkey: its new counter and the time. */
  usePasskey(id: string, counter: number, now: Date): Promise<void>;
  deletePasskey(id: string, email: string): Promise<boolean>;
  /** Keeps a WebAuthn challenge on the server: the handle the browser sends back with its answer. */
  saveChallenge(challenge: { value: string; purpose: 'register' | 'sign-in'; email: string | null }, now: Date): Promise<string>;
  /** The challenge behind a handle, once: a second take, or one after CHALLENGE_TTL_MS, gets null. */
  takeChallenge(handle: string, now: Date): Promise<{ value: string; purpose: 'register' | 'sign-in'; email: string | null } | null>;
  createSession(session: { email: string; address: string; now: Date }): Promise<string>;
  /** The live session of a cookie id, its last-seen time moved on; null when unknown or expired (then deleted). */
  readSession(id: string, now: Date): Promise<Session | null>;
  deleteSession(id: string): Promise<void>;
  /** Ends every session of one member; the count ended. */
  deleteSessionsOf(email: string): Promise<number>;
  createLink(email: string, now: Date): Promise<string>;
  /** What a link is, without using it (opening the page a link points to changes nothing). */
  peekLink(token: string, now: Date): Promise<LinkState>;
  /** Uses a link: true for exactly one of any number of concurrent calls. */
  useLink(token: string, now: Date): Promise<LinkState>;
  audit(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  readAudit(limit: number): Promise<AuditEntry[]>;
  close(): Promise<void>;
}

export const newSecret = () => randomBytes(32).toString('base64url');
export const secretKey = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** A cookie id or a link token as the site hands them out: 43 base64url characters. */
export const looksLikeSecret = (value: string) => /^[\w-]{43}$/.test(value);

/** Whether a session is still alive at `now`. */
export function sessionAlive(session: Pick<Session, 'created_at' | 'seen_at'>, now: Date) {
  const t = now.getTime();
  return t - Date.parse(session.seen_at) < SESSION_IDLE_MS && t - Date.parse(session.created_at) < SESSION_ABSOLUTE_MS;
}
