import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CHALLENGE_TTL_MS,
  LINK_TTL_MS,
  SESSION_ABSOLUTE_MS,
  TOUCH_EVERY_MS,
  looksLikeSecret,
  newSecret,
  secretKey,
  sessionAlive,
  type AuditEntry,
  type LinkState,
  type Passkey,
  type RepHours,
  type Session,
  type TeamStore,
} from './store';

/**
 * The team store in files, for one server: one small JSON file per session and per link
 * (named by the secret's hash), and the audit log as fsynced JSON lines. A link is used by
 * renaming its file: the file system lets exactly one rename of one file succeed, so two uses
 * of one link at once sign in once.
 */
export class FileTeamStore implements TeamStore {
  private readonly sessions: string;
  private readonly links: string;
  private readonly auditFile: string;
  private readonly passkeys: string;
  private readonly challenges: string;
  private readonly hours: string;

  constructor(dir: string) {
    this.passkeys = path.join(dir, 'passkeys');
    this.challenges = path.join(dir, 'challenges');
    this.hours = path.join(dir, 'rep-hours');
    this.sessions = path.join(dir, 'sessions');
    this.links = path.join(dir, 'links');
    this.auditFile = path.join(dir, 'audit.jsonl');
  }

  private async writeDurably(file: string, data: string) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    const handle = await open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await rename(temporary, file);
  }

  private async readJson<T>(file: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  /** Drops the files of sessions and links past any use, so the folder does not grow with time. */
  private async sweep(folder: string, olderThanMs: number, now: Date) {
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names.map(async (name) => {
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (info && now.getTime() - info.mtimeMs > olderThanMs) await rm(file, { force: true });
      }),
    );
  }

  async createSession({ email, address, now }: { email: string; address: string; now: Date }) {
    await this.sweep(this.sessions, SESSION_ABSOLUTE_MS, now);
    const id = newSecret();
    const session: Session = { key: secretKey(id), email, address, created_at: now.toISOString(), seen_at: now.toISOString() };
    await this.writeDurably(path.join(this.sessions, `${session.key}.json`), JSON.stringify(session));
    return id;
  }

  async readSession(id: string, now: Date) {
    if (!looksLikeSecret(id)) return null;
    const file = path.join(this.sessions, `${secretKey(id)}.json`);
    const session = await this.readJson<Session>(file);
    if (!session) return null;
    if (!sessionAlive(session, now)) {
      await rm(file, { force: true });
      return null;
    }
    if (now.getTime() - Date.parse(session.seen_at) >= TOUCH_EVERY_MS) {
      session.seen_at = now.toISOString();
      await this.writeDurably(file, JSON.stringify(session));
    }
    return session;
  }

  async deleteSession(id: string) {
    if (looksLikeSecret(id)) await rm(path.join(this.sessions, `${secretKey(id)}.json`), { force: true });
  }

  async deleteSessionsOf(email: string) {
    const names = await readdir(this.sessions).catch(() => [] as string[]);
    let ended = 0;
    for (const name of names.filter((candidate) => candidate.endsWith('.json'))) {
      const file = path.join(this.sessions, name);
      if ((await this.readJson<Session>(file))?.email === email) {
        await rm(file, { force: true });
        ended += 1;
      }
    }
    return ended;
  }

  async createLink(email: string, now: Date) {
    await this.sweep(this.links, LINK_TTL_MS * 2, now);
    const token = newSecret();
    const link = { email, expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString() };
    await this.writeDurably(path.join(this.links, `${secretKey(token)}.json`), JSON.stringify(link));
    return token;
  }

  private linkFiles(token: string) {
    const base = path.join(this.links, secretKey(token));
    return { fresh: `${base}.json`, used: `${base}.used` };
  }

  async peekLink(token: string, now: Date): Promise<LinkState> {
    if (!looksLikeSecret(token)) return { ok: false, refusal: 'unknown' };
    const files = this.linkFiles(token);
    const link = await this.readJson<{ email: string; expires_at: string }>(files.fresh);
    if (!link) return (await this.readJson(files.used)) ? { ok: false, refusal: 'used' } : { ok: false, refusal: 'unknown' };
    if (Date.parse(link.expires_at) <= now.getTime()) return { ok: false, refusal: 'expired' };
    return { ok: true, ...link };
  }

  async useLink(token: string, now: Date): Promise<LinkState> {
    const peeked = await this.peekLink(token, now);
    if (!peeked.ok) return peeked;
    const files = this.linkFiles(token);
    try {
      await rename(files.fresh, files.used);
    } catch {
      return { ok: false, refusal: 'used' };
    }
    return peeked;
  }

  private passkeyFile(id: string) {
    return path.join(this.passkeys, `${secretKey(id)}.json`);
  }

  async addPasskey(passkey: Passkey) {
    await this.writeDurably(this.passkeyFile(passkey.id), JSON.stringify(passkey));
  }

  async passkeysOf(email: string) {
    const names = await readdir(this.passkeys).catch(() => [] as string[]);
    const all = await Promise.all(names.filter((name) => name.endsWith('.json')).map((name) => this.readJson<Passkey>(path.join(this.passkeys, name))));
    return all.filter((passkey): passkey is Passkey => passkey?.email === email).sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  async passkeyById(id: string) {
    return id && id.length <= 1024 ? this.readJson<Passkey>(this.passkeyFile(id)) : null;
  }

  async usePasskey(id: string, counter: number, now: Date) {
    const passkey = await this.passkeyById(id);
    if (passkey) await this.writeDurably(this.passkeyFile(id), JSON.stringify({ ...passkey, counter, last_used_at: now.toISOString() }));
  }

  async deletePasskey(id: string, email: string) {
    const passkey = await this.passkeyById(id);
    if (passkey?.email !== email) return false;
    await rm(this.passkeyFile(id), { force: true });
    return true;
  }

  async saveChallenge(challenge: { value: string; purpose: 'register' | 'sign-in'; email: string | null }, now: Date) {
    await this.sweep(this.challenges, CHALLENGE_TTL_MS * 2, now);
    const handle = newSecret();
    await this.writeDurably(path.join(this.challenges, `${secretKey(handle)}.json`), JSON.stringify({ ...challenge, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString() }));
    return handle;
  }

  async takeChallenge(handle: string, now: Date) {
    if (!looksLikeSecret(handle)) return null;
    const file = path.join(this.challenges, `${secretKey(handle)}.json`);
    const taken = `${file}.${process.pid}.${Date.now()}.taken`;
    try {
      // One rename of one file succeeds: a challenge is used once however many answers race.
      await rename(file, taken);
    } catch {
      return null;
    }
    const challenge = await this.readJson<{ value: string; purpose: 'register' | 'sign-in'; email: string | null; expires_at: string }>(taken);
    await rm(taken, { force: true });
    if (!challenge || Date.parse(challenge.expires_at) <= now.getTime()) return null;
    return { value: challenge.value, purpose: challenge.purpose, email: challenge.email };
  }

  async audit(entry: AuditEntry) {
    await mkdir(path.dirname(this.auditFile), { recursive: true });
    const handle = await open(this.auditFile, 'a');
    try {
      await handle.appendFile(`${JSON.stringify(entry)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async readAudit(limit: number) {
    const text = await readFile(this.auditFile, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as AuditEntry];
        } catch {
          return [];
        }
      })
      .reverse()
      .slice(0, limit);
  }

  /** One small file per rep with stored hours (a handful): replaced whole by a rename, so a reader sees the old or the new. */
  async repHours() {
    const names = await readdir(this.hours).catch(() => [] as string[]);
    const entries = await Promise.all(
      names.filter((name) => name.endsWith('.json')).map(async (name) => [name.slice(0, -'.json'.length), await this.readJson<RepHours>(path.join(this.hours, name))] as const),
    );
    return Object.fromEntries(entries.filter((entry): entry is readonly [string, RepHours] => entry[1] !== null));
  }

  async saveRepHours(rep: string, hours: RepHours) {
    if (!/^[a-z][a-z0-9-]{1,30}$/.test(rep)) throw new Error(`Not a rep id: ${rep}`);
    await this.writeDurably(path.join(this.hours, `${rep}.json`), JSON.stringify(hours));
  }

  async close() {}
}

