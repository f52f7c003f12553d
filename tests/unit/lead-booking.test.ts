/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeBookingStore } from '@/lib/booking-store';
import { closeRelay, leadStore, relayPending } from '@/lib/leads';
import type { NewLead } from '@/lib/leads/store';
import { bookSlot } from '@/services/booking/book';
import { bookingRelayIdle } from '@/services/booking/relay';
import { csvRecords } from '../fixtures/csv';
import { signatureIsValid, startMailServer, startWebhookReceiver, waitFor } from '../fixtures/lead-receivers';
import { describeBackend, leadStoreBackends } from '../fixtures/lead-stores';

/**
 * Issue 49, "Where it shows": a demo request is stored and mailed, then its visitor books. The
 * booking reaches what the sales team reads, on both lead stores, through real parts: the
 * sales inbox (smtp-server) gets "Demo booked" in the thread of the request's mail, the CRM
 * receiver gets a signed `demo.booked` event, the stored lead carries the time (UTC) and the
 * rep, and `npm run outbox -- --csv` shows them.
 */
jest.setTimeout(60_000);

// Monday 7 December 2026, 13:00 UTC; the time booked is Tuesday 17:00 UTC (12:00 in New York).
const NOW = new Date('2026-12-07T13:00:00Z');
const SECRET = 'crm-shared-secret';

const demoLead: NewLead = {
  form: 'demo',
  service_id: 'ladle_outbox',
  template_id: 'ladle_demo',
  via: 'send',
  spam: false,
  template_params: { from_name: 'Bea Baker', from_email: 'bea@example.com', company: 'Bea Bakes', message: 'Two cafes', attr_page: '/demo', utm_source: 'newsletter' },
};

let mail: Awaited<ReturnType<typeof startMailServer>>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let bookingsDir: string;
beforeAll(async () => {
  mail = await startMailServer();
  hook = await startWebhookReceiver();
  // The booking relay's jobs fall due at the booking's time; the clock starts there and runs on.
  jest.useFakeTimers({ now: NOW, advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
});
afterAll(async () => {
  jest.useRealTimers();
  await Promise.all([mail.close(), hook.close()]);
  await Promise.all(leadStoreBackends.map((backend) => backend.teardown()));
});

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'a demo booked after its request was mailed', () => {
    beforeAll(() => backend.setup(), 60_000);
    beforeEach(async () => {
      await backend.reset();
      bookingsDir = mkdtempSync(path.join(os.tmpdir(), 'ladle-lead-bookings-'));
      Object.assign(process.env, { BOOKINGS_DIR: bookingsDir, SMTP_URL: mail.url, LEAD_NOTIFY_TO: 'sales@ladle.example', LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
      mail.messages.length = 0;
      hook.received.length = 0;
    });
    afterEach(async () => {
      await bookingRelayIdle();
      await closeRelay();
      await closeBookingStore();
      rmSync(bookingsDir, { recursive: true, force: true });
    });

    it('shows in the sales inbox, the CRM webhook, the stored lead and the CSV', async () => {
      const { record } = await leadStore().append(demoLead, { channels: ['smtp', 'webhook'] });
      await relayPending();
      const requestMail = mail.messages.find((message) => message.leadId === record.id)!;
      expect(requestMail.subject).toBe('Demo request from Bea Baker (Bea Bakes)');

      const booked = await bookSlot({ request: { lead: record.id, name: 'Bea Baker', email: 'bea@example.com', language: 'en' }, timeZone: 'America/New_York', start: '2026-12-08T17:00:00.000Z', now: NOW });
      expect(booked).toMatchObject({ ok: true, rep: { name: 'Avery Placeholder' } });
      await bookingRelayIdle();

      // The sales inbox: a short mail answering the request's own, so it is read in that thread.
      const toSales = () => mail.messages.filter((message) => message.headers.get('to') === 'sales@ladle.example');
      expect(await waitFor(() => toSales().length === 2, 10_000)).toBe(true);
      const note = toSales().find((message) => message !== requestMail)!;
      expect(note.subject).toBe('Demo booked: Bea Baker with Avery Placeholder, Tuesday, December 8 at 12:00 PM');
      expect(note.headers.get('in-reply-to')).toBe(requestMail.messageId);
      expect(note.body).toContain('Bea Baker <bea@example.com> booked a demo with Avery Placeholder for Tuesday, December 8 at 12:00 PM (America/New York), 2026-12-08 17:00 UTC.');
      expect(note.body).toContain(`Their demo request is lead ${record.id}`);

      // The CRM: the lead as before, then the booking event, both signed with the shared secret.
      const events = hook.received.filter((received) => received.headers['x-lead-event'] === 'demo.booked');
      expect(events).toHaveLength(1);
      expect(signatureIsValid(events[0]!.body, events[0]!.headers['x-lead-signature'], SECRET)).toBe(true);
      expect(JSON.parse(events[0]!.body)).toMatchObject({
        event: 'demo.booked',
        lead_id: record.id,
        booking: { state: 'booked', start: '2026-12-08T17:00:00.000Z', end: '2026-12-08T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' } },
        visitor: { name: 'Bea Baker', email: 'bea@example.com', language: 'en', timeZone: 'America/New_York' },
      });

      // The stored lead, as every reader of the lead store sees it.
      const [stored] = await leadStore().list();
      expect(stored!.lead.booking).toMatchObject({ state: 'booked', start: '2026-12-08T17:00:00.000Z', end: '2026-12-08T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' } });

      // The CSV export, run as people run it.
      const [row] = csvRecords(execFileSync(process.execPath, [path.join(__dirname, '../../scripts/outbox.mjs'), '--csv'], { env: process.env, encoding: 'utf8' }));
      expect([row!.id, row!.booking_state, row!.booking_start_utc, row!.booking_end_utc, row!.booking_rep_id, row!.booking_rep]).toEqual([
        record.id,
        'booked',
        '2026-12-08T17:00:00.000Z',
        '2026-12-08T17:30:00.000Z',
        'rep-east',
        'Avery Placeholder',
      ]);
    });
  });
});
