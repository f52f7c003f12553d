/** @jest-environment node */
import { leadMail } from '@/lib/leads/channels/smtp';
import type { LeadRecord } from '@/lib/leads/store';

const lead = (extra: Record<string, string>): LeadRecord => ({
  id: '6f1c1b9e-8a57-4a5e-9d0f-1c2b3a4d5e6f',
  received_at: '2026-11-24T15:00:00.000Z',
  form: 'demo',
  service_id: 'service',
  template_id: 'template',
  via: 'send',
  spam: false,
  template_params: { from_name: 'Ana Ruiz', from_email: 'ana@example.com', message: 'A demo, please', business_type: 'Bakery', ...extra },
});
const settings = { to: 'sales@ladle.example', siteHost: 'ladle.example', siteName: 'Ladle' };

describe('the notification mail says where the lead came from', () => {
  it('in text and HTML, after the message, not among the visitor’s fields', () => {
    const mail = leadMail(lead({ attr_landing: '/', utm_source: 'news', utm_medium: 'email', utm_campaign: 'fall', attr_page: '/business/bakeries', attr_viewport: 'phone' }), settings);
    expect(mail.text).toContain(
      ['Where this lead came from:', 'Landing page: /', 'Campaign source: news', 'Campaign medium: email', 'Campaign: fall', 'Sent from page: /business/bakeries', 'Screen: phone'].join('\n'),
    );
    expect(mail.text.indexOf('Where this lead came from')).toBeGreaterThan(mail.text.indexOf('A demo, please'));
    expect(mail.text).not.toContain('utm_source');
    expect(mail.html).toContain('<h2 style="font-size:1em">Where this lead came from</h2>');
    expect(mail.html).toContain('<tr><th align="left" valign="top">Campaign</th><td>fall</td></tr>');
  });

  it('names the experiment and the variant the lead was sent from', () => {
    const mail = leadMail(lead({ attr_page: '/', attr_experiment: 'home-headline', attr_variant: 'same-day-money' }), settings);
    expect(mail.text).toContain(['Sent from page: /', 'Experiment: home-headline', 'Variant seen: same-day-money'].join('\n'));
    expect(mail.html).toContain('<tr><th align="left" valign="top">Variant seen</th><td>same-day-money</td></tr>');
  });

  it('leaves the block out for a lead that carries no attribution', () => {
    const mail = leadMail(lead({}), settings);
    expect(mail.text).not.toContain('Where this lead came from');
    expect(mail.html).not.toContain('Where this lead came from');
  });
});

describe('a lead mailed after its visitor booked (a retry) says so', () => {
  it('names the booked time in UTC and the rep in its first lines, in text and HTML; before a booking, nothing', () => {
    const booking = { id: 'b-1', state: 'booked' as const, start: '2026-12-08T17:00:00.000Z', end: '2026-12-08T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' }, sequence: 0, updated_at: '2026-11-24T15:05:00.000Z' };
    const mail = leadMail({ ...lead({}), booking }, settings);
    expect(mail.text.split('\n').slice(0, 2)).toEqual([
      'Demo request from the Ladle website, received 2026-11-24T15:00:00.000Z (lead 6f1c1b9e-8a57-4a5e-9d0f-1c2b3a4d5e6f).',
      'Demo booked: 2026-12-08 17:00–17:30 UTC with Avery Placeholder (rep-east).',
    ]);
    expect(mail.html).toContain('Demo booked: 2026-12-08 17:00–17:30 UTC with Avery Placeholder (rep-east).');
    expect(leadMail(lead({}), settings).text).not.toContain('Demo booked');
  });
});
