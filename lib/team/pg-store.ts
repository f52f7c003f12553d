import { Pool } from 'pg';
import {
  CHALLENGE_TTL_MS,
  LINK_TTL_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  TOUCH_EVERY_MS,
  looksLikeSecret,
  newSecret,
  secretKey,
  type AuditEntry,
  type LinkState,
  type Passkey,
  type RepHours,
  type TeamStore,
} from './store';

/**
 * The team store in PostgreSQL (migration 009_team_room.sql), shared by every instance. A link
 * is used by one UPDATE … WHERE used_at IS NULL: of concurrent uses exactly one changes the row.
 */
export class PgTeamStore implements TeamStore {
  private readonly pool: Pool;

  constructor(connectionString: string) {
    this.pool = new Pool({ connectionString, max: 4, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, application_name: 'ladle-team' });
    // An idle connection the server drops (a restart, a failover) is an 'error' event on the
    // pool; unheard, it would end the process. The next query opens a new connection.
    this.pool.on('error', (error) => console.error('Team database connection lost:', error.message));
  }

  async createSession({ email, address, now }: { email: string; address: string; now: Date }) {
    const id = newSecret();
    await this.pool.query('DELETE FROM team_sessions WHERE created_at < $1', [new Date(now.getTime() - SESSION_ABSOLUTE_MS)]);
    await this.pool.query('INSERT INTO team_sessions (key, email, address, created_at, seen_at) VALUES ($1, $2, $3, $4, $4)', [secretKey(id), email, address, now]);
    return id;
  }

  async readSession(id: string, now: Date) {
    if (!looksLikeSecret(id)) return null;
    const key = secretKey(id);
    const { rows } = await this.pool.query<{ email: string; address: string; created_at: Date; seen_at: Date }>(
      'SELECT email, address, created_at, seen_at FROM team_sessions WHERE key = $1',
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    const t = now.getTime();
    if (t - row.seen_at.getTime() >= SESSION_IDLE_MS || t - row.created_at.getTime() >= SESSION_ABSOLUTE_MS) {
      await this.pool.query('DELETE FROM team_sessions WHERE key = $1', [key]);
      return null;
    }
    let seen = row.seen_at;
    if (t - seen.getTime() >= TOUCH_EVERY_MS) {
      seen = now;
      await this.pool.query('UPDATE team_sessions SET seen_at = $2 WHERE key = $1', [key, now]);
    }
    return { key, email: row.email, address: row.address, created_at: row.created_at.toISOString(), seen_at: seen.toISOString() };
  }

  async deleteSession(id: string) {
    if (looksLikeSecret(id)) await this.pool.query('DELETE FROM team_sessions WHERE key = $1', [secretKey(id)]);
  }

  async deleteSessionsOf(email: string) {
    return (await this.pool.query('DELETE FROM team_sessions WHERE email = $1', [email])).rowCount ?? 0;
  }

  async createLink(email: string, now: Date) {
    const token = newSecret();
    await this.pool.query('DELETE FROM team_links WHERE expires_at < $1', [new Date(now.getTime() - LINK_TTL_MS)]);
    await this.pool.query('INSERT INTO team_links (key, email, expires_at) VALUES ($1, $2, $3)', [secretKey(token), email, new Date(now.getTime() + LINK_TTL_MS)]);
    return token;
  }

  private linkState(row: { email: string; expires_at: Date; used_at: Date | null } | undefined, now: Date): LinkState {
    if (!row) return { ok: false, refusal: 'unknown' };
    if (row.used_at) return { ok: false, refusal: 'used' };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' };
    return { ok: true, email: row.email, expires_at: row.expires_at.toISOString() };
  }

  async peekLink(token: string, now: Date) {
    if (!looksLikeSecret(token)) return { ok: false, refusal: 'unknown' } as const;
    const { rows } = await this.pool.query('SELECT email, expires_at, used_at FROM team_links WHERE key = $1', [secretKey(token)]);
    return this.linkState(rows[0], now);
  }

  async useLink(token: string, now: Date): Promise<LinkState> {
    const peeked = await this.peekLink(token, now);
    if (!peeked.ok) return peeked;
    const { rowCount } = await this.pool.query('UPDATE team_links SET used_at = $2 WHERE key = $1 AND used_at IS NULL AND expires_at > $2', [secretKey(token), now]);
    return rowCount === 1 ? peeked : { ok: false, refusal: 'used' };
  }

  async addPasskey(passkey: Passkey) {
    await this.pool.query(
      'INSERT INTO team_passkeys (id, email, public_key, counter, transports, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [passkey.id, passkey.email, passkey.public_key, passkey.counter, JSON.stringify(passkey.transports), passkey.created_at, passkey.last_used_at],
    );
  }

  private passkey(row: { id: string; email: string; public_key: string; counter: string | number; transports: string[]; created_at: Date; last_used_at: Date | null }): Passkey {
    return { ...row, counter: Number(row.counter), created_at: row.created_at.toISOString(), last_used_at: row.last_used_at?.toISOString() ?? null };
  }

  async passkeysOf(email: string) {
    const { rows } = await this.pool.query('SELECT * FROM team_passkeys WHERE email = $1 ORDER BY created_at', [email]);
    return rows.map((row) => this.passkey(row));
  }

  async passkeyById(id: string) {
    const { rows } = await this.pool.query('SELECT * FROM team_passkeys WHERE id = $1', [id]);
    return rows[0] ? this.passkey(rows[0]) : null;
  }

  async usePasskey(id: string, counter: number, now: Date) {
    await this.pool.query('UPDATE team_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [id, counter, now]);
  }

  async deletePasskey(id: string, email: string) {
    return ((await this.pool.query('DELETE FROM team_passkeys WHERE id = $1 AND email = $2', [id, email])).rowCount ?? 0) === 1;
  }

  async saveChallenge(challenge: { value: string; purpose: 'register' | 'sign-in'; email: string | null }, now: Date) {
    const handle = newSecret();
    await this.pool.query('DELETE FROM team_challenges WHERE expires_at < $1', [now]);
    await this.pool.query('INSERT INTO team_challenges (key, value, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      secretKey(handle),
      challenge.value,
      challenge.purpose,
      challenge.email,
      new Date(now.getTime() + CHALLENGE_TTL_MS),
    ]);
    return handle;
  }

  async takeChallenge(handle: string, now: Date) {
    if (!looksLikeSecret(handle)) return null;
    // DELETE … RETURNING: of racing takes exactly one gets the row.
    const { rows } = await this.pool.query<{ value: string; purpose: 'register' | 'sign-in'; email: string | null }>(
      'DELETE FROM team_challenges WHERE key = $1 AND expires_at > $2 RETURNING value, purpose, email',
      [secretKey(handle), now],
    );
    return rows[0] ?? null;
  }

  async audit(entry: AuditEntry) {
    await this.pool.query('INSERT INTO team_audit (at, who, action, detail, address) VALUES ($1, $2, $3, $4, $5)', [entry.at, entry.who, entry.action, entry.detail, entry.address]);
  }

  async readAudit(limit: number) {
    const { rows } = await this.pool.query<{ at: Date; who: string; action: string; detail: string; address: string }>(
      'SELECT at, who, action, detail, address FROM team_audit ORDER BY at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  }

  async repHours() {
    const { rows } = await this.pool.query<{ rep: string; weekly_hours: RepHours['weeklyHours']; time_off: RepHours['timeOff']; updated_at: Date; updated_by: string }>(
      'SELECT rep, weekly_hours, time_off, updated_at, updated_by FROM team_rep_hours',
    );
    return Object.fromEntries(rows.map((row) => [row.rep, { weeklyHours: row.weekly_hours, timeOff: row.time_off, updatedAt: row.updated_at.toISOString(), updatedBy: row.updated_by }]));
  }

  async saveRepHours(rep: string, hours: RepHours) {
    await this.pool.query(
      `INSERT INTO team_rep_hours (rep, weekly_hours, time_off, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (rep) DO UPDATE SET weekly_hours = EXCLUDED.weekly_hours, time_off = EXCLUDED.time_off, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [rep, JSON.stringify(hours.weeklyHours), JSON.stringify(hours.timeOff), hours.updatedAt, hours.updatedBy],
    );
  }

  async close() {
    await this.pool.end();
  }
}
