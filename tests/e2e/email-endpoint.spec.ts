import { expect, test } from './fixtures';
import { emailConfig } from '../../lib/email/config';
import { emailFixed } from '../../content/lead-mail';
import { outboxRecords } from './lead-forms-support';
import { useSpareServer } from './spare-server';

/**
 * The built-in EmailJS-compatible endpoint over real HTTP against `next start`. Detailed
 * shape checks (every 400 reason, rate limit, SIGKILL durability) live in
 * tests/unit/email-endpoint.test.ts and tests/unit/outbox-durability.test.ts.
 * Viewport does not matter here, so these run once. @desktop-only
 */
test.describe('built-in email endpoint @desktop-only', () => {
  const ids = {
    user_id: emailConfig.publicKey,
    service_id: emailConfig.serviceId,
    template_id: emailConfig.templates.partner,
  };
  const params = (marker: string) => ({
    from_name: 'Endpoint Test',
    from_email: `${marker}@example.com`,
    phone: '(954) 555-0100',
    message: `Stored by the endpoint spec (${marker}).`,
    to_name: emailFixed.toName,
    subject: emailFixed.partnerSubject,
  });

  test('a JSON send answers 200 "OK" and is already on disk when the answer arrives', async ({ request }) => {
    const marker = `json-${Date.now()}`;
    const response = await request.post('/api/v1.0/email/send', {
      data: { lib_version: '4.4.1', ...ids, template_params: params(marker) },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('OK');
    // Read synchronously right after the answer: no waiting, no polling.
    const stored = outboxRecords().filter((r) => r.template_params.from_email === `${marker}@example.com`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: 'partner', via: 'send', template_params: params(marker) });
    expect(stored[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a multipart send-form is stored with its fields as template params', async ({ request }) => {
    const marker = `multipart-${Date.now()}`;
    const response = await request.post('/api/v1.0/email/send-form', {
      multipart: {
        ...params(marker),
        company: 'Test Co',
        business_type: 'Bakeries',
        number_of_locations: '1',
        lib_version: '4.4.1',
        ...ids,
        template_id: emailConfig.templates.contact,
      },
    });
    expect(await response.text()).toBe('OK');
    const [stored] = outboxRecords().filter((r) => r.template_params.from_email === `${marker}@example.com`);
    expect(stored).toMatchObject({ form: 'contact', via: 'send-form', template_params: { company: 'Test Co', business_type: 'Bakeries' } });
    expect(stored!.template_params).not.toHaveProperty('user_id');
  });

  test('malformed requests get a plain-text 400 naming the problem, and 413 over 64 KB', async ({ request }) => {
    const cases: [unknown, string][] = [
      [{ ...ids, user_id: '', template_params: params('x') }, 'The user_id parameter is required (the public key, a non-empty string)'],
      [{ ...ids, service_id: 'other', template_params: params('x') }, 'The service ID (service_id) is invalid'],
      [{ ...ids, template_id: 7, template_params: params('x') }, 'The template_id parameter is required (a non-empty string)'],
      [{ ...ids, template_params: 'text' }, 'The template_params parameter must be an object'],
    ];
    for (const [data, reason] of cases) {
      const response = await request.post('/api/v1.0/email/send', { data: data as object });
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(reason);
    }
    const big = await request.post('/api/v1.0/email/send', {
      data: { ...ids, template_params: { ...params('big'), message: 'x'.repeat(70 * 1024) } },
    });
    expect(big.status()).toBe(413);
  });

  test('answers the CORS preflight', async ({ request }) => {
    const response = await request.fetch('/api/v1.0/email/send', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status()).toBe(204);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['access-control-allow-methods']).toContain('POST');
  });

  test('200 concurrent sends give 200 complete lines', async ({ request }) => {
    const marker = `burst-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request.post('/api/v1.0/email/send', {
          data: { ...ids, template_params: { ...params(marker), from_name: `Burst ${i}`, message: `${i}:`.padEnd(3000, '.') } },
        }),
      ),
    );
    expect(responses.map((r) => r.status())).toEqual(Array(200).fill(200));
    // Every line of the file parses (none torn or interleaved) and all 200 are there.
    const mine = outboxRecords().filter((r) => r.template_params.from_email === `${marker}@example.com`);
    expect(mine).toHaveLength(200);
    expect(new Set(mine.map((r) => r.template_params.from_name)).size).toBe(200);
    for (const record of mine) expect(record.template_params.message).toHaveLength(3000);
  });
});

/**
 * Over real HTTP against `next start` with a per-client limit of 5: the limit keys on the
 * socket address, which `next start` does not give a route handler by itself (it keeps a
 * client-sent X-Forwarded-For as it is). instrumentation.ts passes it on.
 */
test.describe('per-client limit under next start @desktop-only', () => {
  const spare = useSpareServer({ EMAIL_RATE_LIMIT_PER_MINUTE: '5' });

  test('a new spoofed X-Forwarded-For or x-socket-address on every request is still one client', async ({ playwright }) => {
    const client = await playwright.request.newContext({ baseURL: spare().baseURL });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await client.post('/api/v1.0/email/send', {
        // Refused as malformed (400) until the limit: nothing is stored.
        data: { template_params: 'flood' },
        headers: { 'X-Forwarded-For': `198.51.100.${i}`, 'X-Socket-Address': `192.0.2.${i}` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    await client.dispose();
  });
});
