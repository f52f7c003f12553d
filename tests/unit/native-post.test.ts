/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { handleNativePost } from '@/services/forms/native-post';
import { POST_FIELDS } from '@/services/forms/post-state';
import { issueTicket, judgeNativePost, ticketSecret, ticketTime, TICKET_COOKIE } from '@/lib/forms/ticket';
import { leadFormCopy, postedFormCopy, validationCopy } from '@/content/forms';
import { formCopyFor } from '@/content/es/forms';
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { emailConfig } from '@/lib/email/config';
import { site } from '@/content/site';

/**
 * The server side of a lead form posted without JavaScript: the same zod rules and messages
 * as the script path in the page's language, and the spam decision (honeypot, fill-time
 * ticket), where a refused post is never stored.
 */

let dir: string;
let ip = 0;
const NOW = 1_800_000_000_000;
const SECRET = 'unit-test-ticket-secret-0123456789';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-native-'));
  process.env.OUTBOX_DIR = dir;
  process.env.EMAIL_RATE_LIMIT_PER_MINUTE = '100000';
  process.env.LEAD_MIN_FILL_MS = '2000';
  process.env.FORM_TICKET_SECRET = SECRET;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const stored = () => {
  const file = path.join(dir, 'messages.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
};

const contact = { name: 'Ana Ruiz', email: 'ana@example.com', company: 'Ana Bakes', phone: '', businessType: 'Bakeries', locations: '', message: 'Hola', consent: 'no' };

function post(fields: Record<string, string>, { cookieAge = 10_000, language = 'en', form = 'contact', now = NOW, extra = {} as Record<string, string> } = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...fields, website: '', ...extra })) data.append(name, value);
  data.append(POST_FIELDS.form, form);
  data.append(POST_FIELDS.language, language);
  data.append(POST_FIELDS.page, language === 'es' ? '/es/contact' : '/contact');
  data.append(POST_FIELDS.source, 'contact');
  const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: `10.1.${++ip >> 8}.${ip % 256}` });
  if (cookieAge !== undefined && cookieAge >= 0) headers.set('cookie', `other=1; ${TICKET_COOKIE}=${issueTicket(NOW - cookieAge, SECRET)}`);
  return handleNativePost({ data, headers, now });
}

describe('a contact form posted without script', () => {
  it('is stored like an endpoint lead (via form-post, the payload builders, fill time, page and language) and answers the success message', async () => {
    const state = await post(contact);
    expect(state).toMatchObject({ form: 'contact', values: {}, errors: {}, message: { tone: 'success', text: leadFormCopy.contact.success } });
    const [lead] = stored();
    expect(stored()).toHaveLength(1);
    expect(lead).toMatchObject({
      form: 'contact',
      via: 'form-post',
      spam: false,
      service_id: emailConfig.serviceId,
      template_id: emailConfig.templates.contact,
      template_params: { from_name: 'Ana Ruiz', from_email: 'ana@example.com', company: 'Ana Bakes', business_type: 'Bakeries', fill_ms: '10000', attr_page: '/contact', attr_lang: 'en' },
    });
    expect(lead.template_params.message).toContain('Sent from: contact');
    expect(lead.template_params.message).toContain('Text-message consent: No');
  });

  it('refuses a bad e-mail address in the page language, keeps what was typed, stores nothing', async () => {
    const state = await post({ ...contact, email: 'ana@bakes' }, { language: 'es' });
    const spanish = formCopyFor('es');
    expect(state?.errors).toEqual({ email: spanish.common.messages.emailFormat });
    expect(state?.message).toEqual({ tone: 'error', text: spanish.forms.contact.invalid.one });
    expect(state?.values).toMatchObject({ ...contact, email: 'ana@bakes' });
    expect(stored()).toHaveLength(0);
  });

  it('refuses a missing consent answer with the catalogue message', async () => {
    const state = await post({ ...contact, consent: '' });
    expect(state?.errors).toEqual({ consent: validationCopy.consent });
    expect(stored()).toHaveLength(0);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const state = await post(contact, { extra: { website: 'https://spam.example' } });
    expect(state?.message).toEqual({ tone: 'success', text: leadFormCopy.contact.success });
    expect(stored()).toHaveLength(0);
  });

  it('refuses a post faster than LEAD_MIN_FILL_MS, keeps the values, and lets the same post through a few seconds later with the ticket it was given', async () => {
    const hurried = await post(contact, { cookieAge: 500 });
    expect(hurried?.message).toEqual({ tone: 'error', text: postedFormCopy.resend });
    expect(hurried?.values).toMatchObject(contact);
    expect(stored()).toHaveLength(0);
    // No cookie at all (blocked, or the field never took focus): only the answer's ticket counts.
    const again = await post(contact, { cookieAge: -1, now: NOW + 2_500, extra: { [POST_FIELDS.ticket]: hurried!.ticket! } });
    expect(again?.message?.tone).toBe('success');
    expect(stored()).toHaveLength(1);
  });

  it('refuses a post without a valid ticket (none, forged or expired) and stores nothing', async () => {
    const tickets: Record<string, string>[] = [{}, { [POST_FIELDS.ticket]: `${NOW - 60_000}.${'A'.repeat(43)}` }, { [POST_FIELDS.ticket]: issueTicket(NOW - 3 * 60 * 60 * 1000, SECRET) }];
    for (const extra of tickets) {
      const state = await post(contact, { cookieAge: -1, extra });
      expect(state?.message).toEqual({ tone: 'error', text: postedFormCopy.resend });
      expect(state?.ticket).toBeDefined();
    }
    expect(stored()).toHaveLength(0);
  });

  it('fills the reply time into the demo success message', async () => {
    const demo = { name: 'Dana', email: 'dana@example.com', phone: '(786) 555-0150', businessType: '', message: '', consent: 'yes' };
    const state = await post(demo, { form: 'demo' });
    expect(state?.message?.text).toBe(leadFormCopy.demo.success.replace('{replyWithin}', site.replyWithin));
    expect(stored()[0]).toMatchObject({ form: 'demo', via: 'form-post', template_params: { phone: '(786) 555-0150' } });
  });

  it('ignores a post that names no lead form', async () => {
    expect(await post(contact, { form: 'newsletter' })).toBeNull();
    expect(stored()).toHaveLength(0);
  });
});

describe('fill-time tickets', () => {
  it('round-trip with their secret only, and expire', () => {
    const ticket = issueTicket(NOW, SECRET);
    expect(ticketTime(ticket, SECRET, NOW + 1000)).toBe(NOW);
    expect(ticketTime(ticket, `${SECRET}x`, NOW + 1000)).toBeUndefined();
    expect(ticketTime(ticket.replace(String(NOW), String(NOW - 5000)), SECRET, NOW)).toBeUndefined();
    expect(ticketTime(ticket, SECRET, NOW + 3 * 60 * 60 * 1000)).toBeUndefined();
    expect(ticketTime(ticket, SECRET, NOW - 60_000)).toBeUndefined();
  });

  it('judge the honeypot first, then the oldest valid ticket against the minimum', () => {
    const base = { secret: SECRET, now: NOW, minFillMs: 2000 };
    expect(judgeNativePost({ ...base, honeypot: 'x', tickets: [issueTicket(NOW - 9000, SECRET)] })).toBe('honeypot');
    expect(judgeNativePost({ ...base, honeypot: '', tickets: [undefined, ''] })).toBe('no-ticket');
    expect(judgeNativePost({ ...base, honeypot: '', tickets: [issueTicket(NOW - 1999, SECRET)] })).toBe('too-fast');
    expect(judgeNativePost({ ...base, honeypot: '', tickets: [issueTicket(NOW - 1000, SECRET), issueTicket(NOW - 2000, SECRET)] })).toBeUndefined();
  });

  it('use FORM_TICKET_SECRET when it is set', () => {
    expect(ticketSecret()).toBe(SECRET);
  });
});
