import { randomUUID } from 'node:crypto';
import { Pool, type PoolConfig } from 'pg';
import {
  DEDUP_WINDOW_MS,
  LeadStoreUnavailableError,
  type AttemptOutcome,
  type ClaimOptions,
  type Delivery,
  type DeliveryChannel,
  type DeliveryState,
  type LeadBooking,
  type LeadRecord,
  type LeadStore,
  type NewLead,
  type StoredLead,
  type LeadForm,
  type LeadCount,
  type LeadQuery,
  type LeadSearchResult,
} from './store';

/**
 * The PostgreSQL lead store (DATABASE_URL): for several site instances behind a load
 * balancer, or a host without a lasting disk. Tables: lib/leads/migrations/*.sql, applied
 * by `npm run db:migrate`. Every query is parameterised.
 *
 * - append() is one INSERT … ON CONFLICT DO NOTHING statement (its own transaction): when
 *   it returns, the lead and its deliveries are committed, so the 200 that follows is true.
 *   Duplicates are refused by the leads table's exclusion constraint, under any concurrency.
 * - claim() takes due deliveries with FOR UPDATE SKIP LOCKED and stamps a lease on them in
 *   the same statement: two relays never pick the same row, and a row whose lease has run
 *   out (its relay died) is due again.
 * - The database being away surfaces as LeadStoreUnavailableError (the endpoint's 503).
 *
 * Times: received_at is the database's clock, so duplicate windows agree across machines;
 * leases and retries use the `now`/`at` the relay passes, as the file store does, so the
 * relay's instances should keep their clocks in sync (NTP), as any lease scheme needs.
 */

type LeadRow = {
  id: string;
  received_at: Date;
  form: LeadRecord['form'];
  service_id: string;
  template_id: string;
  lib_version: string | null;
  via: LeadRecord['via'];
  template_params: LeadRecord['template_params'];
  spam: boolean;
  spam_reason: string | null;
  booking: LeadBooking | null;
};

type DeliveryRow = {
  lead_id: string;
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
};

const LEAD_COLUMNS = 'id, received_at, form, service_id, template_id, lib_version, via, template_params, spam, spam_reason, booking';
const DELIVERY_COLUMNS = 'lead_id, channel, state, attempts, next_attempt_at, last_error, delivered_at';

/** A row as the interface's record: ISO times, absent optional fields left out (as in the file store). */
function toLead(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    received_at: row.received_at.toISOString(),
    form: row.form,
    service_id: row.service_id,
    template_id: row.template_id,
    ...(row.lib_version === null ? {} : { lib_version: row.lib_version }),
    via: row.via,
    template_params: row.template_params,
    spam: row.spam,
    ...(row.spam_reason === null ? {} : { spam_reason: row.spam_reason }),
    ...(row.booking ? { booking: row.booking } : {}),
  };
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    lead_id: row.lead_id,
    channel: row.channel,
    state: row.state,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    last_error: row.last_error,
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}

/**
 * Errors that mean "the database cannot be reached or is not taking work", as opposed to a
 * bug in a query: connection failures (Node socket errors, timeouts, a dropped connection),
 * SQLSTATE class 08 (connection exception), 53 (insufficient resources: too many
 * connections, disk full), 57P (shutting down, starting up) and 42P01 (the tables are
 * missing: `npm run db:migrate` has not run).
 */
export function isUnavailable(error: unknown): boolean {
  // Duck-typed, not instanceof Error: socket errors can come from another realm (a test VM).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^(08|53|57P)/.test(code) || code === '42P01') return true;
    if (/^E[A-Z_]+$/.test(code)) return true; // ECONNREFUSED, ENOTFOUND, ETIMEDOUT, ECONNRESET…
  }
  return typeof message === 'string' && /timeout|Connection terminated|Client has encountered a connection error/i.test(message);
}

function unavailableReason(error: unknown) {
  return (error as { code?: unknown }).code === '42P01'
    ? 'The lead database has no tables yet (run npm run db:migrate)'
    : 'The lead database is unreachable';
}

export type PgStoreOptions = {
  connectionString: string;
  /** Connections this process keeps at most; small on serverless hosts. */
  maxConnections?: number;
  /** How long getting a connection (new, or a free one of the pool) may take before the store counts as unavailable. */
  connectTimeoutMs?: number;
};

class PgLeadStore implements LeadStore {
  private readonly pool: Pool;

  constructor(options: PgStoreOptions) {
    const config: PoolConfig = {
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'ladle-site',
    };
    this.pool = new Pool(config);
    // An idle connection that the server drops (restart, failover) is reported here; without
    // a listener Node would treat it as an uncaught error and end the site's process.
    this.pool.on('error', (error) => console.error('Lead database connection lost:', error.message));
  }

  /** Runs one database call, turning "cannot reach the database" into LeadStoreUnavailableError. */
  private async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUnavailable(error)) throw new LeadStoreUnavailableError(unavailableReason(error), { cause: error });
      throw error;
    }
  }

  async append(lead: NewLead, options: { channels: DeliveryChannel[]; dedupKey?: string }) {
    return this.run(async () => {
      const inserted = await this.pool.query<LeadRow>(
        `WITH lead AS (
           INSERT INTO leads (id, received_at, form, service_id, template_id, lib_version, via,
                              template_params, spam, spam_reason, dedup_key, dedup_until)
           SELECT $1, at, $2, $3, $4, $5, $6, $7, $8, $9, $10,
                  CASE WHEN $10::text IS NULL THEN NULL ELSE at + make_interval(secs => $11::double precision / 1000) END
           FROM (SELECT date_trunc('milliseconds', now()) AS at) AS clock
           ON CONFLICT DO NOTHING
           RETURNING ${LEAD_COLUMNS}
         ), deliveries AS (
           INSERT INTO lead_deliveries (lead_id, channel, next_attempt_at)
           SELECT lead.id, channel, lead.received_at
           FROM lead, unnest($12::text[]) AS channel
           WHERE NOT lead.spam
         )
         SELECT * FROM lead`,
        [
          randomUUID(),
          lead.form,
          lead.service_id,
          lead.template_id,
          lead.lib_version ?? null,
          lead.via,
          JSON.stringify(lead.template_params),
          lead.spam,
          lead.spam_reason ?? null,
          options.dedupKey ?? null,
          DEDUP_WINDOW_MS,
          [...new Set(options.channels)],
        ],
      );
      const [row] = inserted.rows;
      if (row) return { record: toLead(row), duplicate: false };
      // The insert met a lead with this key inside its window: answer with that first record.
      const first = await this.pool.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE dedup_key = $1 ORDER BY received_at DESC LIMIT 1`,
        [options.dedupKey ?? null],
      );
      if (!first.rows[0]) throw new Error('A lead insert was skipped but no lead holds its duplicate key');
      return { record: toLead(first.rows[0]), duplicate: true };
    });
  }

  /** Grouped in SQL (by the received_at index): as many rows as groups, not leads. Each param is one bound key of the jsonb. */
  async countLeads(since: Date, until: Date, params: readonly string[], byDay = false): Promise<LeadCount[]> {
    return this.run(async () => {
      const picked = params.map((_, index) => `template_params->>$${index + 3}`).join(', ');
      const day = byDay ? `to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : 'NULL::text';
      const rows = await this.pool.query<{ form: LeadForm; booked: boolean; params: (string | null)[]; day: string | null; count: number }>(
        `SELECT form, coalesce(booking->>'state' = 'booked', false) AS booked, ARRAY[${picked}]::text[] AS params, ${day} AS day, count(*)::int AS count
         FROM leads WHERE NOT spam AND received_at >= $1 AND received_at < $2
         GROUP BY 1, 2, 3, 4`,
        [since, until, ...params],
      );
      return rows.rows.map((row) => {
        const values: Record<string, string> = {};
        row.params.forEach((value, index) => {
          if (value !== null && value !== '') values[params[index]!] = value;
        });
        return { form: row.form, booked: row.booked, params: values, ...(row.day === null ? {} : { day: row.day }), count: row.count };
      });
    });
  }

  async list(filter: { state?: DeliveryState; spam?: boolean; limit?: number } = {}): Promise<StoredLead[]> {
    return this.run(async () => {
      const leads = await this.pool.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads l
         WHERE ($1::text IS NULL OR EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.state = $1))
           AND ($2::boolean IS NULL OR l.spam = $2)
         ORDER BY received_at DESC, id
         LIMIT $3`,
        [filter.state ?? null, filter.spam ?? null, filter.limit ?? null],
      );
      return this.withDeliveries(leads.rows);
    });
  }

  /**
   * The query of store.ts as one WHERE clause over `leads l` (matchesLeadQuery says the same in
   * memory): every value a bound parameter, params named by bound jsonb keys. The delivery
   * summary is worked out per lead only when the query asks for it.
   */
  private searchClause(query: LeadQuery) {
    const values: unknown[] = [];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const conditions = ['NOT l.spam'];
    if (query.form) conditions.push(`l.form = ${bind(query.form)}`);
    if (query.lang) conditions.push(`coalesce(nullif(l.template_params->>'language', ''), nullif(l.template_params->>'attr_lang', ''), 'en') = ${bind(query.lang)}`);
    // UTC days as a range of received_at, so the received_at index answers them.
    if (query.from) conditions.push(`l.received_at >= ${bind(query.from)}::date::timestamp AT TIME ZONE 'UTC'`);
    if (query.to) conditions.push(`l.received_at < (${bind(query.to)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
    for (const [name, wanted] of Object.entries(query.equals ?? {})) {
      conditions.push(`lower(coalesce(l.template_params->>${bind(name)}, '')) = lower(${bind(wanted)})`);
    }
    if (query.delivery) {
      // deliverySummary's order (failed, then pending, then delivered, else none) as existence
      // tests, which PostgreSQL answers as joins on lead_deliveries_state, not a count per lead.
      const has = (state: string) => `EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.state = '${state}')`;
      conditions.push(
        {
          failed: has('failed'),
          pending: `${has('pending')} AND NOT ${has('failed')}`,
          delivered: `${has('delivered')} AND NOT ${has('failed')} AND NOT ${has('pending')}`,
          none: 'NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)',
        }[query.delivery],
      );
    }
    if (query.booked !== undefined) conditions.push(`coalesce(l.booking->>'state' = 'booked', false) = ${bind(query.booked)}`);
    if (query.contains) {
      // strpos, not LIKE: the searched text is matched as it is, % and _ included.
      const text = bind(query.contains.text);
      conditions.push(`EXISTS (SELECT 1 FROM unnest(${bind(query.contains.params)}::text[]) AS p(name) WHERE strpos(lower(coalesce(l.template_params->>p.name, '')), lower(${text})) > 0)`);
    }
    return { where: conditions.join(' AND '), values };
  }

  async search(query: LeadQuery, page?: { offset: number; limit: number }): Promise<LeadSearchResult> {
    return this.run(async () => {
      const { where, values } = this.searchClause(query);
      const counted = await this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads l WHERE ${where}`, values);
      const limit = page ? `LIMIT ${Math.max(0, Math.trunc(page.limit))} OFFSET ${Math.max(0, Math.trunc(page.offset))}` : '';
      const leads = await this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads l WHERE ${where} ORDER BY l.received_at DESC, l.id ${limit}`, values);
      return { total: counted.rows[0]?.total ?? 0, leads: await this.withDeliveries(leads.rows) };
    });
  }

  async get(id: string): Promise<StoredLead | undefined> {
    // Not a uuid is no lead of this table (and would be an error to compare with one).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    return this.run(async () => {
      const leads = await this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
      return (await this.withDeliveries(leads.rows))[0];
    });
  }

  /** The rows as stored leads, with their deliveries read in one query. */
  private async withDeliveries(rows: LeadRow[]): Promise<StoredLead[]> {
    if (rows.length === 0) return [];
    const deliveries = await this.pool.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM lead_deliveries WHERE lead_id = ANY($1::uuid[]) ORDER BY channel`,
      [rows.map((row) => row.id)],
    );
    const byLead = new Map<string, Delivery[]>(rows.map((row) => [row.id, []]));
    for (const row of deliveries.rows) byLead.get(row.lead_id)?.push(toDelivery(row));
    return rows.map((row) => ({ lead: toLead(row), deliveries: byLead.get(row.id) ?? [] }));
  }

  async claim({ now, limit, leaseMs, owner, evenIfNotDue = false, skip = [] }: ClaimOptions) {
    return this.run(async () => {
      // SKIP LOCKED: rows another relay is claiming at this instant are passed over, not
      // waited for; the lease then keeps them away from everyone else until it runs out.
      const claimed = await this.pool.query<DeliveryRow & { lead: LeadRow }>(
        `WITH due AS (
           SELECT d.lead_id, d.channel FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
           WHERE d.state = 'pending'
             AND ($5::boolean OR d.next_attempt_at <= $1)
             AND (d.leased_until IS NULL OR d.leased_until <= $1)
             AND (d.lead_id, d.channel) NOT IN (SELECT * FROM unnest($6::uuid[], $7::text[]))
           ORDER BY l.received_at, d.lead_id, d.channel
           LIMIT $2
           FOR UPDATE OF d SKIP LOCKED
         ), leased AS (
           UPDATE lead_deliveries d
           SET leased_by = $3, leased_until = $1::timestamptz + make_interval(secs => $4::double precision / 1000)
           FROM due WHERE d.lead_id = due.lead_id AND d.channel = due.channel
           RETURNING d.*
         )
         SELECT ${DELIVERY_COLUMNS.split(', ').map((column) => `leased.${column}`).join(', ')},
                to_jsonb(l) AS lead
         FROM leased JOIN leads l ON l.id = leased.lead_id
         ORDER BY l.received_at, leased.lead_id, leased.channel`,
        [now, limit, owner, leaseMs, evenIfNotDue, skip.map((item) => item.leadId), skip.map((item) => item.channel)],
      );
      return claimed.rows.map(({ lead, ...delivery }) => ({
        // to_jsonb turns the timestamp into text; the Date constructor reads PostgreSQL's form.
        lead: toLead({ ...lead, received_at: new Date(lead.received_at) }),
        delivery: toDelivery(delivery),
      }));
    });
  }

  async recordAttempt(leadId: string, channel: DeliveryChannel, outcome: AttemptOutcome) {
    await this.run(async () => {
      if (outcome.ok) {
        await this.pool.query(
          `UPDATE lead_deliveries
           SET state = 'delivered', delivered_at = COALESCE(delivered_at, $3), attempts = attempts + 1,
               next_attempt_at = NULL, leased_by = NULL, leased_until = NULL
           WHERE lead_id = $1 AND channel = $2`,
          [leadId, channel, outcome.at],
        );
        return;
      }
      // A failure reported late (a relay whose lease ran out while another delivered) must
      // not undo a delivery: only pending rows take it.
      await this.pool.query(
        `UPDATE lead_deliveries
         SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4,
             state = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             leased_by = NULL, leased_until = NULL
         WHERE lead_id = $1 AND channel = $2 AND state = 'pending'`,
        [leadId, channel, outcome.error, outcome.nextAttemptAt],
      );
    });
  }

  async sendAgain(leadId: string, channel: DeliveryChannel, now: Date) {
    return this.run(async () => {
      const { rowCount } = await this.pool.query(
        `UPDATE lead_deliveries SET state = 'pending', next_attempt_at = $3 WHERE lead_id = $1 AND channel = $2 AND state = 'failed'`,
        [leadId, channel, now],
      );
      return rowCount === 1;
    });
  }

  async recordBooking(leadId: string, booking: LeadBooking) {
    // Lead ids are UUIDs; anything else names no lead (and would be a type error in the query).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(leadId)) return false;
    return this.run(async () => {
      // One statement, store.ts's replacesBooking: a later state already recorded is kept (a job
      // that ran late changes nothing); a booking made later replaces a cancelled earlier one.
      const found = await this.pool.query(
        `UPDATE leads SET booking = CASE
           WHEN booking IS NULL THEN $2::jsonb
           WHEN booking->>'id' = $4 THEN CASE WHEN (booking->>'sequence')::int <= $3 THEN $2::jsonb ELSE booking END
           WHEN coalesce(booking->>'booked_at', '') <= $5 THEN $2::jsonb
           ELSE booking END
         WHERE id = $1`,
        [leadId, JSON.stringify(booking), booking.sequence, booking.id, booking.booked_at ?? ''],
      );
      return (found.rowCount ?? 0) > 0;
    });
  }

  async close() {
    await this.pool.end();
  }
}

export function createPgLeadStore(options: PgStoreOptions): LeadStore {
  return new PgLeadStore(options);
}
