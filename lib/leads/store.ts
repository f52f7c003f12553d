/**
 * The lead store: where the site's own endpoint keeps every lead it accepts, and where the
 * relay keeps what it has delivered. One interface, two implementations chosen by
 * configuration: files under OUTBOX_DIR (the default, no setup) and PostgreSQL
 * (DATABASE_URL, for several instances or a host without a lasting disk).
 *
 * Contract every implementation keeps:
 * - append() resolves only once the lead is durable; the endpoint answers 200 after it.
 * - A lead with the same dedupKey as one stored in the last DEDUP_WINDOW_MS is not stored
 *   again: append() resolves with { duplicate: true } and the first record.
 * - claim() hands each pending delivery to one caller at a time, for leaseMs; a claim that
 *   is neither recorded nor renewed expires and can be claimed again (a crashed relay).
 * - Spam leads get no deliveries.
 */

export type LeadForm = 'partner' | 'contact' | 'demo';
export type LeadParamValue = string | number | boolean;

export type NewLead = {
  form: LeadForm;
  service_id: string;
  template_id: string;
  lib_version?: string;
  /** How it came: EmailJS JSON (send), multipart (send-form), or a form posted without script (form-post). */
  via: 'send' | 'send-form' | 'form-post';
  /** The validated, trimmed params, never the raw request. */
  template_params: Record<string, LeadParamValue>;
  spam: boolean;
  /** Why it was marked spam (honeypot, too fast), for `npm run outbox -- --spam`. */
  spam_reason?: string;
};

/**
 * The demo a lead booked after it was stored (services/booking): the meeting's times in UTC and
 * the rep, as the booking is now. A booking comes after the lead was stored and mailed, so it is
 * recorded on the lead later (recordBooking) and changes with each reschedule or cancel.
 */
export type LeadBooking = {
  /** The booking's id in the booking store. */
  id: string;
  state: 'booked' | 'cancelled';
  start: string;
  end: string;
  rep: { id: string; name: string };
  /** The booking's SEQUENCE: a record never replaces one of the same booking with a higher sequence (jobs may run late). */
  sequence: number;
  /** When the booking was made: of two bookings of one request (one cancelled, then another booked), the later one is the lead's. */
  booked_at?: string;
  updated_at: string;
};

/**
 * Whether `incoming` is the lead's booking now rather than `current`: the same booking at the
 * same or a later SEQUENCE, or another booking made later (a request cancelled, then booked
 * again: the new booking's SEQUENCE starts at 0 again, so SEQUENCE alone would keep the old one).
 * A job that runs late never puts an older state back. pg-store.ts says the same in SQL.
 */
export function replacesBooking(current: LeadBooking | undefined, incoming: LeadBooking) {
  if (!current) return true;
  if (current.id === incoming.id) return incoming.sequence >= current.sequence;
  return (incoming.booked_at ?? '') >= (current.booked_at ?? '');
}

export type LeadRecord = NewLead & { id: string; received_at: string; booking?: LeadBooking };

export type DeliveryChannel = 'smtp' | 'webhook';
export type DeliveryState = 'pending' | 'delivered' | 'failed';

export type Delivery = {
  lead_id: string;
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  /** ISO time of the next try while pending. */
  next_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
};

export type StoredLead = { lead: LeadRecord; deliveries: Delivery[] };

/** A lead's delivery as one word: failed if any channel failed, pending if any waits, else delivered; none without channels. */
export type LeadDeliverySummary = DeliveryState | 'none';

export function deliverySummary(deliveries: readonly Delivery[]): LeadDeliverySummary {
  if (deliveries.length === 0) return 'none';
  if (deliveries.some((d) => d.state === 'failed')) return 'failed';
  if (deliveries.some((d) => d.state === 'pending')) return 'pending';
  return 'delivered';
}

/**
 * A search of the leads that are not spam (the team room's lead list, services/team/leads.ts),
 * answered by the store: PostgreSQL filters, counts and pages in SQL, so a page of 50 never
 * reads every lead. Each field narrows; absent fields do not.
 */
export type LeadQuery = {
  form?: LeadForm;
  /** The visitor's language: the `language` param, else `attr_lang`, else en. */
  lang?: string;
  /** UTC days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** Template params equal to these values, ignoring case. */
  equals?: Readonly<Record<string, string>>;
  delivery?: LeadDeliverySummary;
  /** A demo booked now (true), or not (false). */
  booked?: boolean;
  /** Any part of any of these params, ignoring case. */
  contains?: { text: string; params: readonly string[] };
};

const paramText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The language a lead was sent in: its `language` param, else the page's (`attr_lang`), else
 * English. The lead list's filter and the overview's languages both read it (pg-store.ts's
 * search says the same in SQL).
 */
export const leadLanguageOf = (params: Readonly<Record<string, unknown>>) => paramText(params.language || params.attr_lang || 'en');

/** The query applied to one lead in memory (the file store's search; pg-store.ts says the same in SQL). */
export function matchesLeadQuery(lead: LeadRecord, deliveries: readonly Delivery[], query: LeadQuery): boolean {
  const params = lead.template_params;
  const day = lead.received_at.slice(0, 10);
  if (lead.spam) return false;
  if (query.form && lead.form !== query.form) return false;
  if (query.lang && leadLanguageOf(params) !== query.lang) return false;
  if (query.from && day < query.from) return false;
  if (query.to && day > query.to) return false;
  for (const [name, wanted] of Object.entries(query.equals ?? {})) if (paramText(params[name]).toLowerCase() !== wanted.toLowerCase()) return false;
  if (query.delivery && deliverySummary(deliveries) !== query.delivery) return false;
  if (query.booked !== undefined && (lead.booking?.state === 'booked') !== query.booked) return false;
  if (query.contains) {
    const needle = query.contains.text.toLowerCase();
    if (!query.contains.params.some((name) => paramText(params[name]).toLowerCase().includes(needle))) return false;
  }
  return true;
}

/** A page of a search's leads (newest first) and how many it found in all. */
export type LeadSearchResult = { total: number; leads: StoredLead[] };

/**
 * Leads counted for the team room's overview (lib/insights/overview.ts): how many that are not
 * spam share a form, a demo booked now or not, the values of some template params (as text,
 * absent when not set) and, when asked, a UTC day. Counted by the store (PostgreSQL groups in
 * SQL), so a long range of leads is never read into memory one by one.
 */
export type LeadCount = { form: LeadForm; booked: boolean; params: Record<string, string>; day?: string; count: number };

/** Groups lead records as LeadStore.countLeads does (the file store's; pg-store.ts groups the same in SQL). */
export function countLeadRecords(leads: Iterable<LeadRecord>, params: readonly string[], byDay: boolean): LeadCount[] {
  const groups = new Map<string, LeadCount>();
  for (const lead of leads) {
    const picked: Record<string, string> = {};
    for (const name of params) {
      const value = lead.template_params[name];
      if (value !== undefined && value !== '') picked[name] = String(value);
    }
    const group: LeadCount = { form: lead.form, booked: lead.booking?.state === 'booked', params: picked, ...(byDay ? { day: lead.received_at.slice(0, 10) } : {}), count: 0 };
    const key = JSON.stringify([group.form, group.booked, group.day, params.map((name) => picked[name] ?? null)]);
    (groups.get(key) ?? groups.set(key, group).get(key)!).count += 1;
  }
  return [...groups.values()];
}

export type AttemptOutcome =
  | { ok: true; at: Date }
  | { ok: false; at: Date; error: string; /** null: give up, the delivery is failed. */ nextAttemptAt: Date | null };

export const DEDUP_WINDOW_MS = 10 * 60_000;

/**
 * The store cannot be reached (the database is down or refusing connections): nothing was
 * stored. The endpoint answers 503 with this message, never 200.
 */
export class LeadStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LeadStoreUnavailableError';
  }

  /**
   * Matched by name: Next bundles the lead modules once for instrumentation.ts and once for
   * the routes, and the store they share (lib/leads/index.ts) may throw the other copy's class.
   */
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof Error && value.name === 'LeadStoreUnavailableError';
  }
}

export type ClaimOptions = {
  now: Date;
  limit: number;
  leaseMs: number;
  owner: string;
  evenIfNotDue?: boolean;
  /** Deliveries not to claim (already tried in this relay pass). */
  skip?: { leadId: string; channel: DeliveryChannel }[];
};

export interface LeadStore {
  append(lead: NewLead, options: { channels: DeliveryChannel[]; dedupKey?: string }): Promise<{ record: LeadRecord; duplicate: boolean }>;
  /** Newest first; filters combine. */
  list(filter?: { state?: DeliveryState; spam?: boolean; limit?: number }): Promise<StoredLead[]>;
  /** The leads (not spam) the query finds, newest first, `limit` of them from `offset` (all when no limit), and their number. */
  search(query: LeadQuery, page?: { offset: number; limit: number }): Promise<LeadSearchResult>;
  /** One lead, spam included, with its deliveries. */
  get(id: string): Promise<StoredLead | undefined>;
  /**
   * Pending deliveries due at `now` (with `evenIfNotDue`, every pending one: `npm run relay`
   * after an outage), oldest lead first, each leased to `owner` until now + leaseMs.
   */
  claim(options: ClaimOptions): Promise<{ lead: LeadRecord; delivery: Delivery }[]>;
  /** Records one attempt and releases the claim on it (the attempt is durable first). */
  recordAttempt(leadId: string, channel: DeliveryChannel, outcome: AttemptOutcome): Promise<void>;
  /**
   * Records the lead's booking as it is now, unless the lead already carries a later one (a
   * higher sequence); durable when it resolves. False when no such lead is stored.
   */
  recordBooking(leadId: string, booking: LeadBooking): Promise<boolean>;
  /**
   * Makes a failed delivery pending again, due at `now` (the team room's "Send it again"); its
   * attempts so far are kept. False when that delivery is not failed (pending, delivered, none).
   */
  sendAgain(leadId: string, channel: DeliveryChannel, now: Date): Promise<boolean>;
  /** The leads that are not spam received in [since, until), counted per form, booked or not, the values of `params` and (byDay) UTC day. */
  countLeads(since: Date, until: Date, params: readonly string[], byDay?: boolean): Promise<LeadCount[]>;
  close(): Promise<void>;
}
