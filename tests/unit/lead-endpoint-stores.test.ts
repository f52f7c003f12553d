/** @jest-environment node */
import { emailConfig } from '@/lib/email/config';
import { emailFixed } from '@/content/lead-mail';
import { handleSend } from '@/lib/email/endpoint';
import { closeRelay } from '@/lib/leads';
import { describeBackend, leadStoreBackends, type LeadStoreBackend } from '../fixtures/lead-stores';

/**
 * The email endpoint on each lead store (files, PostgreSQL): what it answers is what the
 * store holds, read back through another store instance (another process). Then the
 * database store's own promise: with the database stopped, 503 and nothing stored.
 */

const [, postgres] = leadStoreBackends as [LeadStoreBackend, LeadStoreBackend];

beforeAll(() => {
  process.env.EMAIL_RATE_LIMIT_PER_MINUTE = '100000';
});
afterAll(async () => {
  await closeRelay();
  await Promise.all(leadStoreBackends.map((backend) => backend.teardown()));
});

const params = (email: string, extra: Record<string, string> = {}) => ({
  from_name: 'Ana Ruiz',
  from_email: email,
  phone: '(954) 555-0100',
  message: `Partner application from ${email}.`,
  to_name: emailFixed.toName,
  subject: emailFixed.partnerSubject,
  ...extra,
});

let ip = 0;
const send = async (templateParams: Record<string, string>) => {
  const response = await handleSend(
    new Request('http://localhost/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${++ip % 250}` },
      body: JSON.stringify({
        lib_version: '4.4.1',
        user_id: emailConfig.publicKey,
        service_id: emailConfig.serviceId,
        template_id: emailConfig.templates.partner,
        template_params: templateParams,
      }),
    }),
    'send',
  );
  return { status: response.status, text: await response.text() };
};

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'the email endpoint', () => {
    beforeAll(() => backend.setup(), 60_000);
    beforeEach(() => backend.reset());

    it('answers 200 once the lead is stored: another instance reads it at once', async () => {
      expect(await send(params('ana@example.com'))).toEqual({ status: 200, text: 'OK' });
      const [stored, ...rest] = await backend.open().list();
      expect(rest).toEqual([]);
      expect(stored!.lead).toMatchObject({ form: 'partner', via: 'send', spam: false, template_params: params('ana@example.com') });
    });

    it('answers 200 to the same message again within 10 minutes and stores it once', async () => {
      const again = { message: 'One partner application, sent three times.' };
      const answers = await Promise.all([send(params('twice@example.com', again)), send(params('twice@example.com', again)), send(params('TWICE@example.com', again))]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await backend.open().list()).toHaveLength(1);
    });

    it('stores a filled honeypot as spam, still answering 200', async () => {
      expect((await send(params('bot@example.com', { website: 'https://spam.example' }))).status).toBe(200);
      const [stored] = await backend.open().list({ spam: true });
      expect(stored!.lead).toMatchObject({ spam: true, spam_reason: 'honeypot filled' });
    });
  });
});

describeBackend(postgres, 'the email endpoint with the lead database stopped', () => {
  beforeAll(() => postgres.setup(), 60_000);
  beforeEach(() => postgres.reset());

  it('answers 503 with a plain reason, never 200, and stores nothing; 200 again once the database is back', async () => {
    await postgres.cluster!().stop('fast');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => send(params(`down-${index}@example.com`))));
      expect(answers).toEqual(Array(10).fill({ status: 503, text: 'The message was not stored: the lead database is unavailable. Please try again later.' }));
    } finally {
      await postgres.cluster!().start();
    }
    expect(await postgres.open().list()).toEqual([]);
    expect(await send(params('back@example.com'))).toEqual({ status: 200, text: 'OK' });
    expect((await postgres.open().list()).map((stored) => stored.lead.template_params.from_email)).toEqual(['back@example.com']);
  }, 30_000);
});
