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
