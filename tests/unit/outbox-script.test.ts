/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run outbox` as a reader runs it: a child process over a crafted outbox. A field
 * carrying terminal control sequences must come out as visible escapes, never raw bytes
 * that clear the screen, recolour text or return the cursor to forge a line.
 */
jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-script-'));
  const base = { service_id: 'ladle_outbox', via: 'send', spam: false };
  const records = [
    {
      ...base,
      id: 'lead-crafted',
      received_at: '2026-11-20T10:00:00.000Z',
      form: 'contact',
      template_id: 'ladle_contact',
      channels: ['smtp'],
      template_params: {
        from_name: 'Eve\u001b[2J\u001b[31m\rFORGED: 0 leads',
        from_email: 'eve@example.com',
        company: '=HYPERLINK("http://x.example")',
        message: 'line one\nline two\u009b2K\u202eevil\u0007',
      },
    },
    { ...base, id: 'lead-spam', received_at: '2026-11-20T11:00:00.000Z', form: 'demo', template_id: 'ladle_demo', spam: true, spam_reason: 'honeypot filled', channels: [], template_params: { from_name: 'Bot', from_email: 'bot@example.com', message: 'buy' } },
    { ...base, id: 'lead-done', received_at: '2026-11-20T12:00:00.000Z', form: 'partner', template_id: 'ladle_partner', channels: ['smtp'], template_params: { from_name: 'Dee', from_email: 'dee@example.com', message: 'hi', attr_landing: '/', utm_source: 'news', utm_medium: 'email', utm_campaign: 'fall', attr_page: '/partnerships', attr_lang: 'en', attr_viewport: 'phone', attr_experiment: 'partner-headline', attr_variant: 'control' } },
  ];
  writeFileSync(path.join(dir, 'messages.jsonl'), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  // A demo booked after the lead was stored (lib/leads/file-store.ts's third log).
  const booking = { id: 'booking-1', state: 'booked', start: '2026-12-08T17:00:00.000Z', end: '2026-12-08T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' }, sequence: 0, updated_at: '2026-11-20T12:05:00.000Z' };
  writeFileSync(path.join(dir, 'lead-bookings.jsonl'), `${JSON.stringify({ lead_id: 'lead-done', booking })}\n`);
  writeFileSync(path.join(dir, 'deliveries.jsonl'), `${JSON.stringify({ lead_id: 'lead-done', channel: 'smtp', at: '2026-11-20T12:00:01.000Z', ok: true })}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runs = new Map<string, string>();
/** Each distinct invocation runs once (a few seconds each: the script loads the TypeScript store). */
const outbox = (...args: string[]) => {
  const key = args.join(' ');
  if (!runs.has(key)) {
    runs.set(key, execFileSync(process.execPath, [path.join(__dirname, '../../scripts/outbox.mjs'), ...args], { env: { ...process.env, OUTBOX_DIR: dir }, encoding: 'utf8' }));
  }
  return runs.get(key)!;
};

// Every C0 control except the line feed, DEL, C1, and bidirectional overrides.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

it('prints control characters escaped, in every output format', () => {
  const text = outbox();
  expect(text).not.toMatch(RAW_CONTROL);
  expect(text).toContain('From:     Eve\\x1b[2J\\x1b[31m\\rFORGED: 0 leads <eve@example.com>');
  expect(text).toContain('    line two\\x9b2K\\u202eevil\\x07');
  for (const flag of ['--csv', '--json', '--pending']) expect(outbox(flag)).not.toMatch(RAW_CONTROL);
  expect(JSON.parse(outbox('--json').split('\n')[1]!).template_params.from_name).toBe('Eve\u001b[2J\u001b[31m\rFORGED: 0 leads');
});

it('shows each lead with its delivery state and filters by state and spam', () => {
  const text = outbox();
  expect(text).toMatch(/^2 stored leads/);
  expect(text).toContain('Delivery: smtp delivered 2026-11-20T12:00:01.000Z (1 attempt)');
  expect(text).toContain('Delivery: smtp pending, next try 2026-11-20T10:00:00.000Z (0 attempts)');
  expect(text).not.toContain('lead-spam');
  expect(outbox('--pending')).toMatch(/^1 pending lead[^]*lead-crafted/);
  expect(outbox('--pending')).not.toContain('lead-done');
  expect(outbox('--failed')).toMatch(/^0 failed leads/);
  expect(outbox('--spam')).toContain('Delivery: spam (honeypot filled), not relayed');
  const csv = outbox('--csv').trimEnd().split('\n');
  expect(csv[0]).toBe(
    'id,received_at,form,from_name,from_email,phone,company,business_type,number_of_locations,message,' +
      'attr_landing,attr_referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,attr_page,attr_lang,attr_viewport,attr_experiment,attr_variant,' +
      'booking_state,booking_start_utc,booking_end_utc,booking_rep_id,booking_rep,delivery,spam_reason',
  );
  expect(csv[1]).toBe(
    'lead-done,2026-11-20T12:00:00.000Z,partner,Dee,dee@example.com,,,,,hi,/,,news,email,fall,,,/partnerships,en,phone,partner-headline,control,' +
      'booked,2026-12-08T17:00:00.000Z,2026-12-08T17:30:00.000Z,rep-east,Avery Placeholder,smtp delivered 2026-11-20T12:00:01.000Z (1 attempt),',
  );
  expect(text).toContain('  Demo booked: 2026-12-08 17:00–17:30 UTC with Avery Placeholder (rep-east)');
  expect(text).toContain('Where this lead came from: Landing page /; Campaign source news; Campaign medium email; Campaign fall; Sent from page /partnerships; Page language en; Screen phone; Experiment partner-headline; Variant seen control');
  // A formula is defused for spreadsheets.
  expect(csv.join('\n')).toContain(`"'=HYPERLINK(""http://x.example"")"`);
});
