/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeSmtpTransports, smtpSender } from '@/lib/leads/channels/smtp';
import { webhookSender } from '@/lib/leads/channels/webhook';
import { FileLeadStore } from '@/lib/leads/file-store';
import { nextAttemptAt, relayOnce } from '@/lib/leads/relay';
import type { NewLead } from '@/lib/leads/store';
import { signatureIsValid, startMailServer, startWebhookReceiver } from '../fixtures/lead-receivers';
import { describeBackend, leadStoreBackends } from '../fixtures/lead-stores';

/**
 * The file lead store and the relay against a real SMTP server (smtp-server) and a real
 * HTTP receiver on loopback. Whole-site runs (next start, SIGKILL, npm run relay) are in
 * tests/e2e/lead-delivery.spec.ts.
 */
jest.setTimeout(30_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
  process.env.OUTBOX_DIR = dir;
});
afterEach(() => {
  closeSmtpTransports();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (overrides: Partial<NewLead['template_params']> = {}, spam = false): NewLead => ({
  form: 'contact',
  service_id: 'ladle_outbox',
  template_id: 'ladle_contact',
  via: 'send',
  spam,
  template_params: {
    from_name: 'Ana <b>Ruiz</b>',
    from_email: 'ana@example.com',
    company: 'Ana & Co',
    phone: '(954) 555-0100',
    message: 'Hello\nWe run two food trucks.',
    to_name: 'Ladle Sales Team',
    subject: 'New contact request',
    ...overrides,
  },
});

const newStore = () => new FileLeadStore({ dir, maxBytes: 1024 ** 3 });
const lines = (file: string) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean) : []);

describe('relay after a stall', () => {
  it('does not send a delivery claimed more than half a lease ago: whoever claims it after the lease sends it, once', async () => {
    const store = newStore();
    await store.append(lead(), { channels: ['smtp'] });
    const sent: string[] = [];
    const send = async (record: { id: string }) => void sent.push(record.id);
    // The clock jumps 6 s between the claim and the send, as in a process stalled while it starts.
    let clock = Date.now();
    const stalled = () => {
      const at = new Date(clock);
      clock += 6_000;
      return at;
    };
    const late = await relayOnce({ store, senders: { smtp: send }, schedule: [60_000], leaseMs: 8_000, owner: 'stalled', now: stalled });
    expect(late).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(sent).toEqual([]);
    // After the lease another instance's relay takes it and sends it.
    const after = await relayOnce({ store: newStore(), senders: { smtp: send }, schedule: [60_000], leaseMs: 8_000, owner: 'other', now: () => new Date(clock + 10_000) });
    expect(after.delivered).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe('file lead store', () => {
  it('stores a lead with the same duplicate key once within the window, also when both arrive at once', async () => {
    const store = newStore();
    const [first, second] = await Promise.all([
      store.append(lead(), { channels: ['smtp'], dedupKey: 'k1' }),
      store.append(lead(), { channels: ['smtp'], dedupKey: 'k1' }),
    ]);
    const third = await store.append(lead(), { channels: ['smtp'], dedupKey: 'k1' });
    expect([first.duplicate, second.duplicate, third.duplicate].sort()).toEqual([false, true, true]);
    expect(new Set([first.record.id, second.record.id, third.record.id]).size).toBe(1);
    expect(lines('messages.jsonl')).toHaveLength(1);
    // A fresh process (a restart) still knows the key from the file.
    expect((await newStore().append(lead(), { channels: ['smtp'], dedupKey: 'k1' })).duplicate).toBe(true);
    expect((await newStore().append(lead(), { channels: ['smtp'], dedupKey: 'k2' })).duplicate).toBe(false);
  });

  it('gives a spam lead no deliveries and lists it only with spam', async () => {
    const store = newStore();
    await store.append({ ...lead({}, true), spam_reason: 'honeypot filled' }, { channels: ['smtp'] });
    await store.append(lead({ from_email: 'real@example.com' }), { channels: ['smtp'] });
    const spam = await store.list({ spam: true });
    expect(spam).toHaveLength(1);
    expect(spam[0]).toMatchObject({ lead: { spam: true, spam_reason: 'honeypot filled' }, deliveries: [] });
    expect((await store.list({ state: 'pending' })).map((entry) => entry.lead.template_params.from_email)).toEqual(['real@example.com']);
    expect(await store.claim({ now: new Date(), limit: 10, leaseMs: 60_000, owner: 'a' })).toHaveLength(1);
  });

  it('hands a pending delivery to one claimant at a time, across store instances (processes), until recorded', async () => {
    const site = newStore();
    const cli = newStore();
    await site.append(lead(), { channels: ['smtp', 'webhook'] });
    const now = new Date(Date.now() + 1000);
    const bySite = await site.claim({ now, limit: 10, leaseMs: 60_000, owner: 'site' });
    expect(bySite.map((c) => c.delivery.channel).sort()).toEqual(['smtp', 'webhook']);
    expect(await cli.claim({ now, limit: 10, leaseMs: 60_000, owner: 'cli' })).toEqual([]);
    await site.recordAttempt(bySite[0]!.lead.id, 'smtp', { ok: true, at: now });
    // Delivered: nobody claims it again. The unrecorded one frees up once its lease expires.
    expect(await cli.claim({ now, limit: 10, leaseMs: 60_000, owner: 'cli' })).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const byCli = await cli.claim({ now: later, limit: 10, leaseMs: 60_000, owner: 'cli' });
    expect(byCli.map((c) => c.delivery.channel)).toEqual(['webhook']);
    const [entry] = await newStore().list();
    expect(entry!.deliveries.find((d) => d.channel === 'smtp')).toMatchObject({ state: 'delivered', attempts: 1 });
  });
});

describe('retry schedule', () => {
  const record = { ...lead(), id: 'x', received_at: '2026-01-01T00:00:00.000Z' };
  const at = (ms: number) => new Date(Date.parse(record.received_at) + ms);
  it('waits 1, 5, 30 minutes, then hourly, and gives up at 7 days', () => {
    const schedule = [60_000, 300_000, 1_800_000, 3_600_000];
    expect(nextAttemptAt(record, 1, at(0), schedule)).toEqual(at(60_000));
    expect(nextAttemptAt(record, 2, at(60_000), schedule)).toEqual(at(360_000));
    expect(nextAttemptAt(record, 3, at(0), schedule)).toEqual(at(1_800_000));
    expect(nextAttemptAt(record, 9, at(0), schedule)).toEqual(at(3_600_000));
    const week = 7 * 24 * 3_600_000;
    expect(nextAttemptAt(record, 50, at(week - 60_000), schedule)).toEqual(at(week));
    expect(nextAttemptAt(record, 51, at(week), schedule)).toBeNull();
  });
});

// The relay's behaviour is the store's contract: the same tests run on both stores.
afterAll(() => Promise.all(leadStoreBackends.map((backend) => backend.teardown())));

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'relay', () => {
    beforeAll(() => backend.setup(), 60_000);
    beforeEach(() => backend.reset());

    describe('relay by SMTP (a real mail server)', () => {
      it('mails each lead once: text and escaped HTML, subject naming form and visitor, Reply-To, Message-ID from the lead id', async () => {
        const mail = await startMailServer();
        try {
          const store = backend.open();
          const { record } = await store.append(lead(), { channels: ['smtp'] });
          const senders = { smtp: smtpSender({ url: mail.url, to: 'sales@ladle.example', siteHost: 'ladle.example', siteName: 'Ladle' }) };
          expect(await relayOnce({ store, senders, schedule: [1000] })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
          expect(await relayOnce({ store, senders, schedule: [1000] })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
          expect(mail.messages).toHaveLength(1);
          const [message] = mail.messages;
          expect(message!.messageId).toBe(`<${record.id}@ladle.example>`);
          expect(message!.subject).toBe('Contact request from Ana <b>Ruiz</b> (Ana & Co)');
          expect(message!.headers.get('reply-to')).toContain('<ana@example.com>');
          expect(message!.headers.get('to')).toBe('sales@ladle.example');
          expect(message!.headers.get('content-type')).toMatch(/^multipart\/alternative/);
          expect(message!.body).toContain('Name: Ana <b>Ruiz</b>\r\nEmail: ana@example.com');
          expect(message!.body).toContain('<td>Ana &lt;b&gt;Ruiz&lt;/b&gt;</td>');
          expect(message!.body).toContain('<td>Ana &amp; Co</td>');
          expect(message!.body).not.toContain('<td>Ana <b>');
          const [entry] = await store.list();
          expect(entry!.deliveries).toEqual([expect.objectContaining({ channel: 'smtp', state: 'delivered', attempts: 1 })]);
        } finally {
          closeSmtpTransports();
          await mail.close();
        }
      });

      it('keeps a lead pending with the error while the server is down, retries on schedule, then fails it at 7 days', async () => {
        const store = backend.open();
        const { record } = await store.append(lead(), { channels: ['smtp'] });
        const senders = { smtp: smtpSender({ url: 'smtp://127.0.0.1:1', to: 'sales@ladle.example', siteHost: 'ladle.example', siteName: 'Ladle' }) };
        let clock = Date.parse(record.received_at);
        const now = () => new Date(clock);
        expect(await relayOnce({ store, senders, schedule: [60_000], now })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
        const [pending] = await store.list({ state: 'pending' });
        expect(pending!.deliveries[0]).toMatchObject({ attempts: 1, next_attempt_at: new Date(clock + 60_000).toISOString() });
        expect(pending!.deliveries[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
        // Not due yet: nothing happens.
        expect(await relayOnce({ store, senders, schedule: [60_000], now })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
        clock += 7 * 24 * 3_600_000;
        expect(await relayOnce({ store, senders, schedule: [60_000], now })).toEqual({ delivered: 0, retrying: 0, failed: 1 });
        expect(await store.list({ state: 'failed' })).toHaveLength(1);
        expect((await store.list({ state: 'failed' }))[0]!.deliveries[0]).toMatchObject({ state: 'failed', attempts: 2 });
      });
    });

    describe('relay by webhook (a real HTTP receiver)', () => {
      it('POSTs the stored record with X-Lead-Id and a signature the receiver verifies; a 500 is retried', async () => {
        let calls = 0;
        const hook = await startWebhookReceiver({ status: () => (++calls === 1 ? 500 : 204) });
        try {
          const store = backend.open();
          const { record } = await store.append(lead({ utm_source: 'news', utm_campaign: 'fall', attr_page: '/contact', attr_experiment: 'contact-form', attr_variant: 'short' }), { channels: ['webhook'] });
          const senders = { webhook: webhookSender({ url: hook.url, secret: 'hook-secret' }) };
          let clock = Date.now();
          const now = () => new Date(clock);
          expect(await relayOnce({ store, senders, schedule: [1000], now })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
          clock += 1000;
          expect(await relayOnce({ store, senders, schedule: [1000], now })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
          expect(hook.received.map((r) => r.status)).toEqual([500, 204]);
          for (const request of hook.received) {
            // The stored record, and beside it where the lead came from, keyed by field.
            expect(JSON.parse(request.body)).toEqual({ ...record, attribution: { source: 'news', campaign: 'fall', page: '/contact', experiment: 'contact-form', variant: 'short' } });
            expect(request.headers['x-lead-id']).toBe(record.id);
            expect(request.headers['content-type']).toBe('application/json');
            expect(signatureIsValid(request.body, request.headers['x-lead-signature'], 'hook-secret')).toBe(true);
            expect(signatureIsValid(request.body, request.headers['x-lead-signature'], 'other-secret')).toBe(false);
          }
          const [entry] = await store.list();
          expect(entry!.deliveries[0]).toMatchObject({ state: 'delivered', attempts: 2, last_error: 'The webhook answered 500 Internal Server Error' });
        } finally {
          await hook.close();
        }
      });
    });
  });
});
