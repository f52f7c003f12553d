import { rmSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signatureIsValid, startMailServer, startWebhookReceiver } from '../fixtures/lead-receivers';
import { attempts, counts, newOutboxDir, outboxDirFor, runRelay, sendLead, sendLeads, siteEnv, startSite, storedLeads, waitFor, type Site } from './delivery-support';
import { DELIVERY_PORT_BASE } from './env.mjs';

/**
 * Lead delivery end to end: `next start` of the e2e build in child processes, a real SMTP
 * server (smtp-server) and a real webhook receiver on loopback, leads over HTTP. Figures
 * (sent, delivered, duplicates, time to drain) are printed for the report.
 * Viewport does not matter: desktop only, one test after another. @desktop-only
 */
test.describe.configure({ mode: 'serial' });

const SITE_A = DELIVERY_PORT_BASE; // retries fast, mail + webhook
const SITE_B = DELIVERY_PORT_BASE + 1; // retries slowly: `npm run relay` does the work
const MAIL_A = DELIVERY_PORT_BASE + 2;
const MAIL_B = DELIVERY_PORT_BASE + 3;
const HOOK = DELIVERY_PORT_BASE + 4;
const SECRET = 'e2e-webhook-secret';
const HOST = 'localhost'; // SITE_URL's host in the e2e environment: the Message-ID domain

const figures: string[] = [];
const report = (line: string) => {
  figures.push(line);
  console.log(`[lead delivery] ${line}`);
};

type Mail = Awaited<ReturnType<typeof startMailServer>>;
type Hook = Awaited<ReturnType<typeof startWebhookReceiver>>;

let hook: Hook;
let hookFailures = new Set<string>();
let siteA: Site;
let mailA: Mail | undefined;
const outboxA = outboxDirFor('a');
const envA = siteEnv(outboxA, {
  SMTP_URL: `smtp://127.0.0.1:${MAIL_A}`,
  LEAD_WEBHOOK_URL: `http://127.0.0.1:${HOOK}/hooks/leads`,
  LEAD_WEBHOOK_SECRET: SECRET,
  LEAD_RETRY_SCHEDULE_MS: '300',
  LEAD_RELAY_INTERVAL_MS: '300',
});

test.beforeAll(async () => {
  newOutboxDir('a');
  // The first request for a lead whose email is in hookFailures gets a 500.
  hook = await startWebhookReceiver({
    port: HOOK,
    status: (body) => {
      const email = JSON.parse(body).template_params.from_email as string;
      if (hookFailures.has(email)) {
        hookFailures.delete(email);
        return 500;
      }
      return 200;
    },
  });
  siteA = await startSite(SITE_A, envA);
});

test.afterAll(async () => {
  if (siteA) await siteA.stop();
  await mailA?.close();
  await hook?.close();
  console.log(`[lead delivery] figures:\n  ${figures.join('\n  ')}`);
  rmSync(outboxA, { recursive: true, force: true });
});

const idsOf = (outboxDir: string, email: string) => storedLeads(outboxDir, email).map((lead) => lead.id);

/**
 * Resolves once site A has run a relay pass that began after this call, so that a delivery
 * still pending now (a duplicate in waiting, a spam lead wrongly queued) has been taken by it:
 * a marker lead whose webhook fails once is sent, and its retry can only come from such a pass,
 * which hands out the older pending deliveries before it (the store's order). An absence
 * checked after this cannot pass merely because the relay was slow.
 */
async function relayPassedSinceNow() {
  const email = `relay-marker-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  hookFailures.add(email);
  expect((await sendLead(SITE_A, email, 'A marker for the relay pass.')).status).toBe(200);
  const [marker] = storedLeads(outboxA, email);
  const retried = () => attempts(outboxA).some((a) => a.lead_id === marker!.id && a.channel === 'webhook' && a.ok);
  expect(await waitFor(retried, 30_000), 'the marker lead delivered on a later relay pass').toBe(true);
}

test('mail server down while 50 leads arrive: all answer 200 and wait; once it is back, the site delivers each once @desktop-only', async () => {
  test.setTimeout(90_000);
  const email = 'down-site@example.com';
  expect(await sendLeads(SITE_A, email, 50)).toEqual(Array(50).fill(200));
  const ids = idsOf(outboxA, email);
  expect(ids).toHaveLength(50);
  // Every lead has failed at least once and is still pending (not lost, not given up).
  expect(await waitFor(() => ids.every((id) => attempts(outboxA).some((a) => a.lead_id === id && a.channel === 'smtp' && !a.ok)), 15_000)).toBe(true);
  mailA = await startMailServer({ port: MAIL_A });
  const started = Date.now();
  const mine = () => mailA!.messages.filter((m) => ids.includes(m.leadId));
  expect(await waitFor(() => mine().length >= 50, 30_000)).toBe(true);
  const drained = Date.now() - started;
  await relayPassedSinceNow();
  const perLead = counts(mine().map((m) => m.leadId));
  expect(perLead.size).toBe(50);
  expect([...perLead.values()].every((n) => n === 1)).toBe(true);
  report(`site retry after an outage: 50 sent, ${perLead.size} delivered, ${mine().length - perLead.size} duplicates, drained in ${drained} ms after the mail server came back`);
});

test('200 leads at once with the mail server up: 200 distinct messages, each Message-ID once, each webhook signed @desktop-only', async () => {
  test.setTimeout(90_000);
  const email = 'burst@example.com';
  const started = Date.now();
  expect(await sendLeads(SITE_A, email, 200)).toEqual(Array(200).fill(200));
  const ids = idsOf(outboxA, email);
  expect(new Set(ids).size).toBe(200);
  const mine = () => mailA!.messages.filter((m) => ids.includes(m.leadId));
  expect(await waitFor(() => mine().length >= 200, 60_000)).toBe(true);
  const drained = Date.now() - started;
  await relayPassedSinceNow();
  const messageIds = mine().map((m) => m.messageId);
  expect(messageIds).toHaveLength(200);
  expect(new Set(messageIds).size).toBe(200);
  expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@${HOST}>`)));
  expect(mine().every((m) => m.subject === 'Partner application from Delivery Test')).toBe(true);
  const hooks = hook.received.filter((r) => ids.includes(String(r.headers['x-lead-id'])));
  expect(hooks).toHaveLength(200);
  report(`burst: 200 sent, ${new Set(messageIds).size} mailed, ${messageIds.length - new Set(messageIds).size} duplicates, ${hooks.length} webhooks, all delivered ${drained} ms after the first send`);
});

test('webhook: the stored record as the body, X-Lead-Id, a signature the receiver verifies; a 500 is retried @desktop-only', async () => {
  const email = 'hook-retry@example.com';
  hookFailures = new Set([email]);
  expect((await sendLead(SITE_A, email, 'Please call me back.')).status).toBe(200);
  const [stored] = storedLeads(outboxA, email);
  const mine = () => hook.received.filter((r) => r.headers['x-lead-id'] === stored!.id);
  expect(await waitFor(() => mine().length >= 2, 15_000)).toBe(true);
  expect(mine().map((r) => r.status)).toEqual([500, 200]);
  // The record as stored, without the file's bookkeeping (channels, duplicate key), and the
  // attribution object the webhook adds beside it (empty: this lead came with no visit data).
  const record: Record<string, unknown> = { ...stored!, attribution: {} };
  delete record.channels;
  delete record.dedup_key;
  for (const request of mine()) {
    expect(JSON.parse(request.body)).toEqual(record);
    expect(signatureIsValid(request.body, request.headers['x-lead-signature'], SECRET)).toBe(true);
  }
});

test('spam (honeypot filled, or sent within 2 s) answers 200, is stored marked, and is never relayed; a repeat is stored once @desktop-only', async () => {
  const honeypot = await sendLead(SITE_A, 'bot-honeypot@example.com', 'Cheap leads!', { website: 'https://spam.example' });
  const hurried = await sendLead(SITE_A, 'bot-fast@example.com', 'Cheap leads!', { fill_ms: '400' });
  const person = await sendLead(SITE_A, 'person@example.com', 'I would like a demo.', { fill_ms: '45000' });
  const repeat = await sendLead(SITE_A, 'person@example.com', 'I would like a demo.', { fill_ms: '47000' });
  expect([honeypot.status, hurried.status, person.status, repeat.status]).toEqual([200, 200, 200, 200]);
  expect(await Promise.all([honeypot.text(), hurried.text(), repeat.text()])).toEqual(['OK', 'OK', 'OK']);
  const [trap] = storedLeads(outboxA, 'bot-honeypot@example.com');
  const [fast] = storedLeads(outboxA, 'bot-fast@example.com');
  expect(trap).toMatchObject({ spam: true, spam_reason: 'honeypot filled' });
  expect(fast).toMatchObject({ spam: true });
  expect(fast!.spam_reason).toContain('sent 400 ms after');
  expect(storedLeads(outboxA, 'person@example.com')).toHaveLength(1);
  const [real] = storedLeads(outboxA, 'person@example.com');
  expect(await waitFor(() => mailA!.messages.some((m) => m.leadId === real!.id), 10_000)).toBe(true);
  await relayPassedSinceNow();
  for (const spam of [trap!, fast!]) {
    expect(mailA!.messages.some((m) => m.leadId === spam.id)).toBe(false);
    expect(hook.received.some((r) => r.headers['x-lead-id'] === spam.id)).toBe(false);
    expect(attempts(outboxA).some((a) => a.lead_id === spam.id)).toBe(false);
  }
  expect(mailA!.messages.filter((m) => m.leadId === real!.id)).toHaveLength(1);
});

test('the site killed with SIGKILL mid-delivery and restarted: every lead delivered, a repeat at most once and with the same Message-ID @desktop-only', async () => {
  test.setTimeout(120_000);
  const email = 'killed@example.com';
  // A slow mail server, so the kill lands while messages are in flight.
  mailA!.settings.delayMs = 150;
  expect(await sendLeads(SITE_A, email, 60)).toEqual(Array(60).fill(200));
  const ids = idsOf(outboxA, email);
  const mine = () => mailA!.messages.filter((m) => ids.includes(m.leadId));
  expect(await waitFor(() => mine().length >= 10, 30_000)).toBe(true);
  await siteA.stop('SIGKILL');
  const atKill = mine().length;
  mailA!.settings.delayMs = 0;
  siteA = await startSite(SITE_A, envA);
  expect(await waitFor(() => new Set(mine().map((m) => m.leadId)).size >= 60, 60_000)).toBe(true);
  await relayPassedSinceNow();
  const perLead = counts(mine().map((m) => m.leadId));
  expect(perLead.size).toBe(60);
  expect(Math.max(...perLead.values())).toBeLessThanOrEqual(2);
  for (const message of mine()) expect(message.messageId).toBe(`<${message.leadId}@${HOST}>`);
  const duplicates = mine().length - perLead.size;
  report(`SIGKILL mid-delivery: 60 sent, ${atKill} mailed before the kill, ${perLead.size} delivered after restart, ${duplicates} duplicates (same Message-ID)`);
});

test('mail server down while 50 leads arrive; back up, `npm run relay` delivers all 50 once @desktop-only', async () => {
  test.setTimeout(120_000);
  const outboxB = newOutboxDir('b');
  const envB = siteEnv(outboxB, { SMTP_URL: `smtp://127.0.0.1:${MAIL_B}`, LEAD_RETRY_SCHEDULE_MS: '3600000', LEAD_RELAY_INTERVAL_MS: '3600000' });
  const siteB = await startSite(SITE_B, envB);
  let mailB: Mail | undefined;
  try {
    const email = 'down-cli@example.com';
    expect(await sendLeads(SITE_B, email, 50)).toEqual(Array(50).fill(200));
    const ids = idsOf(outboxB, email);
    expect(ids).toHaveLength(50);
    // The site tried each once, right after storing it, and now waits an hour.
    expect(await waitFor(() => attempts(outboxB).filter((a) => !a.ok).length >= 50, 15_000)).toBe(true);
    mailB = await startMailServer({ port: MAIL_B });
    const relay = await runRelay(envB);
    expect(relay.output).toContain('50 delivered, 0 to retry later, 0 failed');
    expect(relay.status).toBe(0);
    const perLead = counts(mailB.messages.map((m) => m.leadId));
    expect(perLead.size).toBe(50);
    expect([...perLead.values()].every((n) => n === 1)).toBe(true);
    expect([...perLead.keys()].sort()).toEqual([...ids].sort());
    // A second run finds nothing left.
    expect((await runRelay(envB)).output).toContain('0 delivered, 0 to retry later, 0 failed');
    expect(mailB.messages).toHaveLength(50);
    report(`npm run relay after an outage: 50 sent, ${perLead.size} delivered, ${mailB.messages.length - perLead.size} duplicates, drained in ${relay.ms} ms (whole script run)`);
  } finally {
    await siteB.stop();
    await mailB?.close();
    rmSync(outboxB, { recursive: true, force: true });
  }
});
