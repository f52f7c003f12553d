import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { closeSmtpTransports, smtpSender } from './channels/smtp';
import { webhookSender } from './channels/webhook';
import { FileLeadStore } from './file-store';
import { createPgLeadStore } from './pg-store';
import { relayOnce, type RelaySummary, type Senders } from './relay';
import type { DeliveryChannel, LeadStore } from './store';
import { kickEvery, kickPass, passIdle, type PassState } from '@/lib/background/coalesced-pass';

/**
 * The lead store and relay of this process, as configured by the environment. The endpoint
 * appends through leadStore() and kicks the relay; the running server also looks for due
 * retries on a timer (instrumentation.ts); `npm run relay` runs one pass and exits.
 */

/**
 * This process's store and relay loop. Next bundles this module twice in one server (once
 * for instrumentation.ts, once for the API routes), so module-level variables would give
 * two stores (two database pools) and two relay loops; the state lives on globalThis so
 * both copies share one.
 */
type LeadsState = PassState & {
  current?: { key: string; store: LeadStore };
  /** The site's name the lead mails speak of; see setLeadSiteName. */
  siteName?: string;
};
const STATE_KEY = Symbol.for('ladle.leads.state');
const state: LeadsState = ((globalThis as { [STATE_KEY]?: LeadsState })[STATE_KEY] ??= { running: null, again: false });

/**
 * The configured lead store; one per process (and per DATABASE_URL or OUTBOX_DIR, which
 * tests change). The one place a store is chosen: PostgreSQL when DATABASE_URL is set,
 * else files under OUTBOX_DIR.
 */
export function leadStore(): LeadStore {
  const env = serverEnv();
  const key = env.DATABASE_URL ? `postgres ${env.DATABASE_URL}` : `files ${env.OUTBOX_DIR}:${env.OUTBOX_MAX_BYTES}`;
  if (state.current?.key !== key) {
    // The replaced store's connections are not needed any more (a test switched stores).
    void state.current?.store.close().catch(() => undefined);
    state.current = {
      key,
      store: env.DATABASE_URL
        ? createPgLeadStore({ connectionString: env.DATABASE_URL })
        : new FileLeadStore({ dir: path.resolve(env.OUTBOX_DIR), maxBytes: env.OUTBOX_MAX_BYTES }),
    };
  }
  return state.current.store;
}

/**
 * Names the site in the lead mails ("Contact request from the <name> website"). The server
 * sets it at start (instrumentation.ts) and `npm run relay` before its pass, from
 * content/site.ts: lib knows no site facts. Until it is set the site's host name stands in.
 */
export function setLeadSiteName(name: string) {
  state.siteName = name;
}

/** The channels a lead stored now is to be delivered to, with their senders. */
export function relaySenders(): Senders {
  const env = serverEnv();
  const senders: Senders = {};
  if (env.SMTP_URL && env.LEAD_NOTIFY_TO) {
    const siteHost = new URL(env.SITE_URL).hostname;
    senders.smtp = smtpSender({ url: env.SMTP_URL, to: env.LEAD_NOTIFY_TO, from: env.LEAD_NOTIFY_FROM, siteHost, siteName: state.siteName ?? siteHost });
  }
  if (env.LEAD_WEBHOOK_URL) senders.webhook = webhookSender({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET });
  return senders;
}

export function configuredChannels(): DeliveryChannel[] {
  return Object.keys(relaySenders()) as DeliveryChannel[];
}

/** One relay pass with this process's configuration; `evenIfNotDue` also tries what waits for a retry. */
export function relayPending({ evenIfNotDue = false } = {}): Promise<RelaySummary> {
  const env = serverEnv();
  return relayOnce({ store: leadStore(), senders: relaySenders(), schedule: env.LEAD_RETRY_SCHEDULE_MS, leaseMs: env.LEAD_LEASE_MS, evenIfNotDue });
}

/**
 * Starts a relay pass in the background unless one is running, in which case that one runs
 * once more when it ends: a burst of leads causes at most two passes, none concurrent.
 * Never throws; a failed pass is logged and the timer's next pass tries again.
 */
export function kickRelay() {
  if (configuredChannels().length === 0) return;
  kickPass(state, relayPending, 'The lead relay pass failed; it runs again on the next lead or timer tick');
}

/** Resolves when the background pass (if any) has finished; for scripts and tests. */
export async function relayIdle() {
  await passIdle(state);
}

/** The running server's retry loop: a relay pass every LEAD_RELAY_INTERVAL_MS. */
export function startRelayTimer() {
  kickEvery(state, kickRelay, serverEnv().LEAD_RELAY_INTERVAL_MS);
}

export async function closeRelay() {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  await relayIdle();
  closeSmtpTransports();
  await state.current?.store.close();
  state.current = undefined;
}
