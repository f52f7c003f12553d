import { contactParams, demoParams, partnerParams } from '@/services/forms/payloads';
import { PARTNER_EMPTY_FIELDS } from '@/content/forms';
import { businessTypeOptions as businessTypes } from '@/content/trades';
import {
  contactParamsSchema,
  contactValuesSchema,
  demoParamsSchema,
  demoValuesSchema,
  fieldErrors,
  partnerParamsSchema,
  partnerValuesSchema,
} from '@/services/forms/schemas';

describe('partner application values', () => {
  const valid = { name: 'Ana Ruiz', phone: '(954) 555-0100', email: 'ana@example.com', consent: 'no' };

  it.each(['name', 'phone', 'email'])('an empty-after-trim %s gives the catalogue message', (field) => {
    const result = partnerValuesSchema.safeParse({ ...valid, [field]: '   ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(PARTNER_EMPTY_FIELDS);
  });

  it('trims what it keeps and accepts either consent answer', () => {
    const parsed = partnerValuesSchema.parse({ ...valid, name: '  Ana Ruiz ', consent: 'yes' });
    expect(parsed.name).toBe('Ana Ruiz');
    expect(partnerValuesSchema.parse(valid).consent).toBe('no');
  });

  it('refuses a missing consent answer and a malformed email', () => {
    expect(partnerValuesSchema.safeParse({ ...valid, consent: '' }).success).toBe(false);
    const bad = partnerValuesSchema.safeParse({ ...valid, email: 'ana@' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(fieldErrors(bad.error).email).toMatch(/valid email/);
  });

  it('builds the template params the partner template expects, consent in the message', () => {
    const params = partnerParams(partnerValuesSchema.parse({ ...valid, consent: 'yes' }));
    expect(Object.keys(params).sort()).toEqual(['from_email', 'from_name', 'message', 'phone', 'subject', 'to_name']);
    expect(params).toMatchObject({ from_name: 'Ana Ruiz', from_email: 'ana@example.com', phone: '(954) 555-0100' });
    expect(params.message).toContain('Text-message consent: Yes');
    expect(partnerParamsSchema.safeParse(params).success).toBe(true);
  });
});

describe('contact values', () => {
  const valid = {
    name: 'Bo Chen',
    email: 'bo@example.com',
    company: '',
    phone: '',
    businessType: '',
    locations: '',
    message: '',
    consent: 'no',
  };

  it('needs only name, email and a consent answer', () => {
    expect(contactValuesSchema.safeParse(valid).success).toBe(true);
    const result = contactValuesSchema.safeParse({ ...valid, name: ' ', email: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(['email', 'name']);
  });

  it('offers the site business types and refuses anything else', () => {
    expect(businessTypes).toEqual(expect.arrayContaining(['Food Trucks', 'Ghost Kitchens', 'Quick Service', 'Other']));
    expect(contactValuesSchema.safeParse({ ...valid, businessType: 'Car Wash' }).success).toBe(false);
  });

  it('puts business type and number of locations in the message and in their own params', () => {
    const params = contactParams(
      contactValuesSchema.parse({ ...valid, businessType: 'Bakeries', locations: '2-5', message: 'Two shops.', consent: 'yes' }),
      '/contact',
    );
    expect(params).toMatchObject({ business_type: 'Bakeries', number_of_locations: '2-5' });
    expect(params.message).toContain('Two shops.');
    expect(params.message).toContain('Business type: Bakeries');
    expect(params.message).toContain('Number of locations: 2-5');
    expect(params.message).toContain('Sent from: /contact');
    expect(contactParamsSchema.safeParse(params).success).toBe(true);
  });
});

describe('demo values', () => {
  it('needs a phone number and validates it', () => {
    const base = { name: 'Cy', email: 'cy@example.com', phone: '12', businessType: '', message: '', consent: 'yes' };
    expect(demoValuesSchema.safeParse(base).success).toBe(false);
    const params = demoParams(demoValuesSchema.parse({ ...base, phone: '+1 954 555 0100' }));
    expect(demoParamsSchema.safeParse(params).success).toBe(true);
  });
});
