import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { DeliveryChannel, LeadRecord, LeadStore } from './store';

/**
 * The relay: takes the deliveries that are due from the lead store, sends each through its
 * channel, and records the outcome. At least once: an attempt is recorded only after the
 * channel accepted the lead, so a crash in between means one more send, never none. The
 * mail channel makes such a repeat recognisable (same Message-ID).
 */

export type Sender = (lead: LeadRecord) => Promise<void>;
export type Senders = Partial<Record<DeliveryChannel, Sender>>;

/** A lead nobody could deliver for this long is given up on and shows as failed. */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;

/**
 * When to try again after the `attempts`-th failed attempt: the schedule's entries in turn,
 * then its last entry again and again; null once the lead is older than GIVE_UP_AFTER_MS.
 */
export function nextAttemptAt(lead: LeadRecord, attempts: number, at: Date, schedule: number[], giveUpAfterMs = GIVE_UP_AFTER_MS): Date | null {
  const deadline = Date.parse(lead.received_at) + giveUpAfterMs;
  if (at.getTime() >= deadline) return null;
  const wait = schedule[Math.min(Math.max(attempts, 1), schedule.length) - 1] ?? 60_000;
  // The last try happens at the deadline rather than after it.
  return new Date(Math.min(at.getTime() + wait, deadline));
}

export type RelayOptions = {
  store: LeadStore;
  senders: Senders;
  schedule: number[];
  /** Who holds the claims; defaults to this process. */
  owner?: string;
  leaseMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  now?: () => Date;
  giveUpAfterMs?: number;
  /** Also the pending deliveries whose next attempt is later (one push after an outage). */
  evenIfNotDue?: boolean;
};

export type RelaySummary = { delivered: number; retrying: number; failed: number };

const processOwner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Delivers every delivery that is due now, once each, and resolves with what happened. */
export async function relayOnce(options: RelayOptions): Promise<RelaySummary> {
  const { store, senders, schedule, owner = processOwner, leaseMs = 120_000, concurrency = 4, now = () => new Date() } = options;
  const summary: RelaySummary = { delivered: 0, retrying: 0, failed: 0 };
  // Each delivery is tried at most once per pass, even when it is not yet due.
  const tried: { leadId: string; channel: DeliveryChannel }[] = [];
  for (;;) {
    // No more than can be sent at once: a claim's lease runs from now, so a delivery that
    // waited behind others in a bigger batch could outlive its lease and be sent by another
    // instance meanwhile.
    const claimedAt = now();
    const batch = await store.claim({ now: claimedAt, limit: concurrency, leaseMs, owner, evenIfNotDue: options.evenIfNotDue, skip: tried });
    if (batch.length === 0) return summary;
    for (const { lead, delivery } of batch) tried.push({ leadId: lead.id, channel: delivery.channel });
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const { lead, delivery } = batch[next++]!;
        // A process that stalled since its claim (one still loading after a restart, on a busy
        // machine) leaves the send to whoever claims it when the lease runs out: sending this
        // late could overlap that claim and mail the lead twice (seen in the rolling restart of
        // tests/e2e/cluster.spec.ts: 7 s from claim to send under an 8 s lease).
        if (now().getTime() - claimedAt.getTime() > leaseMs / 2) {
          summary.retrying += 1;
          continue;
        }
        const send = senders[delivery.channel];
        try {
          if (!send) throw new Error(`The ${delivery.channel} channel is no longer configured`);
          await send(lead);
          await store.recordAttempt(lead.id, delivery.channel, { ok: true, at: now() });
          summary.delivered += 1;
        } catch (error) {
          const at = now();
          const retryAt = nextAttemptAt(lead, delivery.attempts + 1, at, schedule, options.giveUpAfterMs);
          await store.recordAttempt(lead.id, delivery.channel, { ok: false, at, error: describe(error), nextAttemptAt: retryAt });
          if (retryAt) summary.retrying += 1;
          else summary.failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }
}
