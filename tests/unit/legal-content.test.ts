import { termsDocument } from '@/content/legal/terms';
import { privacyDocument } from '@/content/legal/privacy';
import { cookiesDocument } from '@/content/legal/cookies';
import { smsPolicyDocument } from '@/content/legal/sms-policy';
import { formatLegalDate, legalDocumentSchema } from '@/content/legal/schema';
import { linkifySegments } from '@/content/legal/links';
import { site } from '@/content/site';

// Importing the modules runs their validation (a malformed entry throws here, as in next build).
const all = [termsDocument, privacyDocument, cookiesDocument, smsPolicyDocument];

test.each(all.map((d) => [d.path, d] as const))('%s is dated September 26, 2025', (_path, doc) => {
  expect(formatLegalDate(doc.lastUpdated)).toBe('September 26, 2025');
});

test('a duplicate anchor id is rejected', () => {
  const doc = { ...cookiesDocument, sections: [...cookiesDocument.sections, cookiesDocument.sections[0]!] };
  expect(legalDocumentSchema.safeParse(doc).success).toBe(false);
});

test('no legal text hard-codes a contact fact that differs from content/site.ts', () => {
  const text = JSON.stringify(all);
  for (const email of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
    expect([site.sales.email, site.support.email]).toContain(email);
  }
  expect(text).toContain(site.owner);
});

test('emails, phone numbers and other policies become links, but a page never links to itself', () => {
  const segments = linkifySegments(`Write to ${site.support.email} or call ${site.support.phone.display}; see our Privacy Policy and SMS Privacy Policy.`, '/privacy');
  const links = segments.filter((s) => s.href).map((s) => [s.text, s.href]);
  expect(links).toEqual([
    [site.support.email, `mailto:${site.support.email}`],
    [site.support.phone.display, `tel:${site.support.phone.e164}`],
    ['SMS Privacy Policy', '/privacy-phone-text'],
  ]);
  expect(segments.map((s) => s.text).join('')).toContain('see our Privacy Policy and');
});
