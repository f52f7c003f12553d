import path from 'node:path';
import { appendDurableLine, OUTBOX_FILE, storeMessage, type OutboxOptions } from '@/lib/email/outbox';
import { JsonlTail } from './jsonl-tail';
import { acquireLease, releaseLease } from './lease';
import {
  replacesBooking,
  DEDUP_WINDOW_MS,
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
  countLeadRecords,
  matchesLeadQuery,
  type LeadCount,
  type LeadQuery,
  type LeadSearchResult,
} from './store';

/**
 * The file lead store, the default: no setup, one server.
 *
 * - Leads are the outbox lines of {OUTBOX_DIR}/messages.jsonl, appended (and fsynced) by
 *   lib/email/outbox.ts exactly as before, with two more fields: the channels the lead is
 *   to be delivered to and its duplicate key.
 * - Delivery state is an append-only log beside it, deliveries.jsonl: one fsynced line per
 *   attempt. A delivery's state is the fold of its attempts, so a crash loses nothing that
 *   was answered, and a restart resumes where the log ends.
 * - Bookings made after a lead was stored are a third append-only log, lead-bookings.jsonl: one
 *   fsynced line per change; a lead carries the line with the highest sequence (the last of equals).
 * - Claims are lease files under leases/ (see lease.ts), so the running site and
 *   `npm run relay` never send the same delivery at the same moment.
 *
 * Both logs are read incrementally (only the bytes appended since the last read), so the
 * relay's periodic look for due deliveries costs little once the files are large.
 */

export const DELIVERIES_FILE = 'deliveries.jsonl';
export const LEAD_BOOKINGS_FILE = 'lead-bookings.jsonl';

type LeadLine = LeadRecord & { channels?: DeliveryChannel[]; dedup_key?: string };
/** `again`: not an attempt but a failed delivery made pending again (sendAgain), due at `at`. */
type AttemptLine = { lead_id: string; channel: DeliveryChannel; at: string; ok: boolean; error?: string; next_attempt_at?: string | null; again?: true };
type BookingLine = { lead_id: string; booking: LeadBooking };
type Folded = { attempts: number; delivered_at: string | null; failed: boolean; last_error: string | null; next_attempt_at: string | null };

const deliveryKey = (leadId: string, channel: DeliveryChannel) => `${leadId}.${channel}`;

/** The record as the store's users see it: without the file's bookkeeping fields, with its booking if any. */
function publicRecord(line: LeadLine, booking?: LeadBooking): LeadRecord {
  const record: LeadRecord & Partial<LeadLine> = { ...line };
  delete record.channels;
  delete record.dedup_key;
  if (booking) record.booking = booking;
  return record;
}

export class FileLeadStore implements LeadStore {
  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly leadsTail: JsonlTail<LeadLine>;
  private readonly attemptsTail: JsonlTail<AttemptLine>;
  private readonly bookingsTail: JsonlTail<BookingLine>;
  private bookings = new Map<string, LeadBooking>();
  private leads = new Map<string, LeadLine>();
  private folded = new Map<string, Folded>();
  private recent = new Map<string, string>();
  private readonly appending = new Map<string, Promise<LeadRecord>>();
  /** Claims this process holds: delivery key → owner. */
  private readonly held = new Map<string, string>();

  /** `dir` absolute; each log is refused (OutboxFullError) past maxBytes. */
  constructor({ dir, maxBytes }: OutboxOptions) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.leadsTail = new JsonlTail<LeadLine>(path.join(dir, OUTBOX_FILE));
    this.attemptsTail = new JsonlTail<AttemptLine>(path.join(dir, DELIVERIES_FILE));
    this.bookingsTail = new JsonlTail<BookingLine>(path.join(dir, LEAD_BOOKINGS_FILE));
  }

  private record(line: LeadLine) {
    return publicRecord(line, this.bookings.get(line.id));
  }

  private reading: Promise<void> = Promise.resolve();

  /** Reads what the logs gained since the last read; one read at a time, so no line is folded twice. */
  private refresh() {
    const next = this.reading.then(() => this.readLogs());
    this.reading = next.catch(() => undefined);
    return next;
  }

  private async readLogs() {
    const readAll = () => Promise.all([this.leadsTail.read(), this.attemptsTail.read(), this.bookingsTail.read()]);
    let [leads, attempts, bookings] = await readAll();
    if (leads.reset || attempts.reset || bookings.reset) {
      // A log was replaced or cut by hand: rebuild from the three files.
      this.leads = new Map();
      this.folded = new Map();
      this.recent = new Map();
      this.bookings = new Map();
      this.leadsTail.rewind();
      this.attemptsTail.rewind();
      this.bookingsTail.rewind();
      [leads, attempts, bookings] = await readAll();
    }
    for (const line of leads.lines) this.remember(line);
    for (const line of attempts.lines) this.fold(line);
    for (const line of bookings.lines) this.foldBooking(line);
  }

  private foldBooking(line: BookingLine) {
    if (typeof line?.lead_id !== 'string' || !line.booking) return;
    const current = this.bookings.get(line.lead_id);
    if (replacesBooking(current, line.booking)) this.bookings.set(line.lead_id, line.booking);
  }

  private remember(line: LeadLine) {
    if (typeof line?.id !== 'string') return;
    this.leads.set(line.id, line);
    if (line.dedup_key && Date.now() - Date.parse(line.received_at) < DEDUP_WINDOW_MS) this.recent.set(line.dedup_key, line.id);
  }

  private fold(line: AttemptLine) {
    if (typeof line?.lead_id !== 'string') return;
    const key = deliveryKey(line.lead_id, line.channel);
    const current = this.folded.get(key) ?? { attempts: 0, delivered_at: null, failed: false, last_error: null, next_attempt_at: null };
    if (line.again) {
      if (current.failed) Object.assign(current, { failed: false, next_attempt_at: line.at });
      this.folded.set(key, current);
      return;
    }
    current.attempts += 1;
    if (line.ok) {
      current.delivered_at ??= line.at;
    } else {
      current.last_error = line.error ?? 'unknown error';
      current.next_attempt_at = line.next_attempt_at ?? null;
      current.failed = line.next_attempt_at === null;
    }
    this.folded.set(key, current);
  }

  private delivery(lead: LeadLine, channel: DeliveryChannel): Delivery {
    const folded = this.folded.get(deliveryKey(lead.id, channel));
    const state: DeliveryState = folded?.delivered_at ? 'delivered' : folded?.failed ? 'failed' : 'pending';
    return {
      lead_id: lead.id,
      channel,
      state,
      attempts: folded?.attempts ?? 0,
      next_attempt_at: state === 'pending' ? (folded?.next_attempt_at ?? lead.received_at) : null,
      last_error: folded?.last_error ?? null,
      delivered_at: folded?.delivered_at ?? null,
    };
  }

  private deliveries(lead: LeadLine) {
    return lead.spam ? [] : (lead.channels ?? []).map((channel) => this.delivery(lead, channel));
  }

  async append(lead: NewLead, options: { channels: DeliveryChannel[]; dedupKey?: string }) {
    await this.refresh();
    const key = options.dedupKey;
    if (key) {
      const firstId = this.recent.get(key);
      const first = firstId ? this.leads.get(firstId) : undefined;
      if (first && Date.now() - Date.parse(first.received_at) < DEDUP_WINDOW_MS) {
        return { record: this.record(first), duplicate: true };
      }
      const inFlight = this.appending.get(key);
      if (inFlight) {
        // The same lead is being written right now (a double submit): the first write answers both.
        const record = await inFlight.catch(() => null);
        if (record) return { record, duplicate: true };
      }
    }
    const line: Omit<LeadLine, 'id' | 'received_at'> = { ...lead, channels: lead.spam ? [] : options.channels, dedup_key: key };
    const writing = storeMessage(line, { dir: this.dir, maxBytes: this.maxBytes }).then((stored) => {
      // storeMessage writes every field it is given; the extra ones are the file's bookkeeping.
      this.remember(stored as LeadLine);
      return publicRecord(stored as LeadLine);
    });
    if (key) this.appending.set(key, writing);
    try {
      return { record: await writing, duplicate: false };
    } finally {
      if (key) this.appending.delete(key);
    }
  }

  async list(filter: { state?: DeliveryState; spam?: boolean; limit?: number } = {}): Promise<StoredLead[]> {
    await this.refresh();
    const result: StoredLead[] = [];
    const newestFirst = [...this.leads.values()].sort((a, b) => b.received_at.localeCompare(a.received_at));
    for (const line of newestFirst) {
      if (filter.spam !== undefined && line.spam !== filter.spam) continue;
      const deliveries = this.deliveries(line);
      if (filter.state && !deliveries.some((delivery) => delivery.state === filter.state)) continue;
      result.push({ lead: this.record(line), deliveries });
      if (filter.limit && result.length >= filter.limit) break;
    }
    return result;
  }

  async search(query: LeadQuery, page?: { offset: number; limit: number }): Promise<LeadSearchResult> {
    await this.refresh();
    const found: { line: LeadLine; deliveries: Delivery[] }[] = [];
    for (const line of this.leads.values()) {
      const deliveries = this.deliveries(line);
      if (matchesLeadQuery(this.record(line), deliveries, query)) found.push({ line, deliveries });
    }
    found.sort((a, b) => b.line.received_at.localeCompare(a.line.received_at));
    const kept = page ? found.slice(page.offset, page.offset + page.limit) : found;
    return { total: found.length, leads: kept.map(({ line, deliveries }) => ({ lead: this.record(line), deliveries })) };
  }

  async get(id: string): Promise<StoredLead | undefined> {
    await this.refresh();
    const line = this.leads.get(id);
    return line ? { lead: this.record(line), deliveries: this.deliveries(line) } : undefined;
  }

  async countLeads(since: Date, until: Date, params: readonly string[], byDay = false): Promise<LeadCount[]> {
    await this.refresh();
    const from = since.toISOString();
    const to = until.toISOString();
    const received = [...this.leads.values()].filter((line) => !line.spam && line.received_at >= from && line.received_at < to);
    return countLeadRecords(
      received.map((line) => this.record(line)),
      params,
      byDay,
    );
  }

  private due(now: Date, evenIfNotDue = false) {
    const due: { lead: LeadLine; delivery: Delivery }[] = [];
    for (const lead of this.leads.values()) {
      for (const delivery of this.deliveries(lead)) {
        if (delivery.state !== 'pending') continue;
        if (evenIfNotDue || Date.parse(delivery.next_attempt_at ?? '') <= now.getTime()) due.push({ lead, delivery });
      }
    }
    return due;
  }

  private leaseFile(leadId: string, channel: DeliveryChannel) {
    return path.join(this.dir, 'leases', `${deliveryKey(leadId, channel)}.lease`);
  }

  async claim({ now, limit, leaseMs, owner, evenIfNotDue, skip = [] }: ClaimOptions) {
    await this.refresh();
    const skipped = new Set(skip.map(({ leadId, channel }) => deliveryKey(leadId, channel)));
    const taken: { lead: LeadLine; delivery: Delivery }[] = [];
    for (const candidate of this.due(now, evenIfNotDue)) {
      if (taken.length >= limit) break;
      const key = deliveryKey(candidate.lead.id, candidate.delivery.channel);
      if (skipped.has(key)) continue;
      const holder = this.held.get(key);
      if (holder && holder !== owner) continue;
      if (!(await acquireLease(this.leaseFile(candidate.lead.id, candidate.delivery.channel), owner, leaseMs, now.getTime()))) continue;
      this.held.set(key, owner);
      taken.push(candidate);
    }
    // Another process may have delivered one of these and let its lease go between the first
    // read and our lease: read its log lines now and keep only what is still due.
    await this.refresh();
    const stillDue = new Set(this.due(now, evenIfNotDue).map(({ lead, delivery }) => deliveryKey(lead.id, delivery.channel)));
    const claimed: { lead: LeadRecord; delivery: Delivery }[] = [];
    for (const { lead, delivery } of taken) {
      const key = deliveryKey(lead.id, delivery.channel);
      if (stillDue.has(key)) {
        claimed.push({ lead: this.record(lead), delivery: this.delivery(lead, delivery.channel) });
      } else {
        this.held.delete(key);
        await releaseLease(this.leaseFile(lead.id, delivery.channel), owner);
      }
    }
    return claimed;
  }

  async recordAttempt(leadId: string, channel: DeliveryChannel, outcome: AttemptOutcome) {
    const line: AttemptLine = outcome.ok
      ? { lead_id: leadId, channel, at: outcome.at.toISOString(), ok: true }
      : {
          lead_id: leadId,
          channel,
          at: outcome.at.toISOString(),
          ok: false,
          error: outcome.error,
          next_attempt_at: outcome.nextAttemptAt?.toISOString() ?? null,
        };
    await appendDurableLine(path.join(this.dir, DELIVERIES_FILE), `${JSON.stringify(line)}\n`, { maxBytes: this.maxBytes });
    const key = deliveryKey(leadId, channel);
    const owner = this.held.get(key);
    this.held.delete(key);
    // The attempt is on disk before the lease goes: whoever claims next reads it first.
    if (owner) await releaseLease(this.leaseFile(leadId, channel), owner);
  }

  async recordBooking(leadId: string, booking: LeadBooking) {
    await this.refresh();
    if (!this.leads.has(leadId)) return false;
    const line: BookingLine = { lead_id: leadId, booking };
    await appendDurableLine(path.join(this.dir, LEAD_BOOKINGS_FILE), `${JSON.stringify(line)}\n`, { maxBytes: this.maxBytes });
    return true;
  }

  async sendAgain(leadId: string, channel: DeliveryChannel, now: Date) {
    await this.refresh();
    const lead = this.leads.get(leadId);
    if (!lead || this.delivery(lead, channel).state !== 'failed' || !this.deliveries(lead).some((d) => d.channel === channel)) return false;
    const line: AttemptLine = { lead_id: leadId, channel, at: now.toISOString(), ok: false, again: true };
    await appendDurableLine(path.join(this.dir, DELIVERIES_FILE), `${JSON.stringify(line)}\n`, { maxBytes: this.maxBytes });
    await this.refresh();
    return true;
  }

  async close() {}
}
