/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emailConfig } from '@/lib/email/config';
import { emailFixed } from '@/content/lead-mail';
import { handleSend } from '@/lib/email/endpoint';
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { contactParams, demoParams, partnerParams } from '@/services/forms/payloads';
import { contactParamsSchema, contactValuesSchema, demoValuesSchema, partnerValuesSchema, siteValuesSchemasFor, fieldErrors } from '@/services/forms/schemas';
import { validateValues } from '@/services/forms/validate';
import { formCopyFor } from '@/content/es/forms';

/**
 * The lead's language: Spanish forms send `language: "es"` in the template params, the
 * endpoint accepts "en" or "es", stores it, and refuses anything else with a 400 reason.
 */

let dir: string;
let ip = 0;
const url = 'http://localhost/api/v1.0/email/send';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-lang-'));
  process.env.OUTBOX_DIR = dir;
  process.env.EMAIL_RATE_LIMIT_PER_MINUTE = '100000';
  delete process.env.OUTBOX_MAX_BYTES;
  delete process.env.TRUST_PROXY;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const stored = () => {
  const file = path.join(dir, 'messages.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
};

const demo = { name: 'Marta Gómez', email: 'marta@example.com', phone: '(305) 555-0100', businessType: 'Bakeries', message: '', consent: 'yes' };
const contact = { name: 'Marta Gómez', email: 'marta@example.com', company: '', phone: '', businessType: '', locations: '', message: 'Hola', consent: 'no' };
const partner = { name: 'Ana Ruiz', phone: '(954) 555-0100', email: 'ana@example.com', consent: 'no' };

const send = (form: 'demo' | 'contact' | 'partner', template_params: Record<string, unknown>) =>
  handleSend(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: `10.9.${++ip >> 8}.${ip % 256}` },
      body: JSON.stringify({
        lib_version: '4.4.1',
        user_id: emailConfig.publicKey,
        service_id: emailConfig.serviceId,
        template_id: emailConfig.templates[form],
        template_params,
      }),
    }),
    'send',
  );

describe('payloads', () => {
  it('add language "es" and a reply-in-Spanish line to a Spanish lead, nothing to an English one', () => {
    const es = demoParams(demoValuesSchema.parse(demo), 'business:bakeries', 'es');
    expect(es.language).toBe('es');
    expect(es.message).toContain('Language: Spanish (es). Please reply in Spanish.');
    expect(es.subject).toBe(emailFixed.demoSubject);

    const en = demoParams(demoValuesSchema.parse(demo), 'business:bakeries');
    expect(en).not.toHaveProperty('language');
    expect(en.message).not.toContain('Spanish');
    // The Spanish payload is the English one plus the language.
    const { language, message, ...rest } = es;
    const { message: englishMessage, ...englishRest } = en;
    expect(language).toBe('es');
    expect(rest).toEqual(englishRest);
    expect(message.startsWith(englishMessage)).toBe(true);

    expect(contactParams(contactValuesSchema.parse(contact), '/es/contact', 'es').language).toBe('es');
    expect(partnerParams(partnerValuesSchema.parse(partner), 'es').language).toBe('es');
    expect(contactParams(contactValuesSchema.parse(contact), '/contact', 'en')).not.toHaveProperty('language');
  });

  it('the params schemas accept "en" and "es" and refuse other languages', () => {
    const params = contactParams(contactValuesSchema.parse(contact));
    expect(contactParamsSchema.safeParse({ ...params, language: 'es' }).success).toBe(true);
    expect(contactParamsSchema.safeParse({ ...params, language: 'en' }).success).toBe(true);
    expect(contactParamsSchema.safeParse({ ...params, language: 'fr' }).success).toBe(false);
  });
});

describe('validation in the copy\'s language', () => {
  const messages = formCopyFor('es').common.messages;

  it('gives the Spanish messages for the same rules', () => {
    const result = validateValues('contact', { ...contact, name: ' ', email: 'marta@', phone: '12' }, messages);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({ name: messages.name, email: messages.emailFormat, phone: messages.phoneFormat });
    }
    const tooLong = siteValuesSchemasFor(messages).contact.safeParse({ ...contact, message: 'x'.repeat(2001) });
    expect(tooLong.success).toBe(false);
    if (!tooLong.success) expect(fieldErrors(tooLong.error).message).toBe('Escriba menos de 2000 caracteres.');
    expect(validateValues('partner', { ...partner, consent: '' }, messages)).toMatchObject({ ok: false, errors: { consent: 'Elija sí o no.' } });
    expect(validateValues('contact', { ...contact, businessType: 'Panaderías' }, messages)).toMatchObject({ ok: false, errors: { businessType: messages.option } });
  });

  it('keeps the English messages without a copy', () => {
    const result = validateValues('contact', { ...contact, name: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe('Enter your name.');
  });
});

describe('the endpoint', () => {
  it('accepts and stores language "es" (and "en") with the lead', async () => {
    const params = demoParams(demoValuesSchema.parse(demo), 'home', 'es');
    const response = await send('demo', params);
    expect([response.status, await response.text()]).toEqual([200, 'OK']);
    const english = await send('contact', { ...contactParams(contactValuesSchema.parse(contact)), language: 'en' });
    expect(english.status).toBe(200);
    const [first, second] = stored();
    expect(first.template_params).toEqual(params);
    expect(first.template_params.language).toBe('es');
    expect(second.template_params.language).toBe('en');
  });

  it.each([
    ['fr', 'Invalid template_params.language: language must be "en" or "es"'],
    ['ES', 'Invalid template_params.language: language must be "en" or "es"'],
    ['', 'Invalid template_params.language: language must be "en" or "es"'],
  ])('answers 400 with a reason for language %j and stores nothing', async (language, reason) => {
    const response = await send('partner', { ...partnerParams(partnerValuesSchema.parse(partner)), language });
    expect([response.status, await response.text()]).toEqual([400, reason]);
    expect(stored()).toHaveLength(0);
  });

  it('answers 400 for a language that is not a string', async () => {
    const response = await send('partner', { ...partnerParams(partnerValuesSchema.parse(partner)), language: 1 });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Invalid template_params.language: /);
  });
});
