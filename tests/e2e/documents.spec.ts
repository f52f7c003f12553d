import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../public/documents/manifest.json'), 'utf8')) as Record<string, { title: string }>;

// The served PDFs, read with poppler's pdfinfo and pdftotext: tagged, titled, several pages of real text.

const expectations: Record<string, string[]> = {
  '/documents/ladle-sms-privacy-policy.pdf': [
    'SMS Privacy Policy', 'Last updated September 26, 2025',
    'Data Collection', 'Data Usage', 'Data Security', 'Data Retention', 'Message and Data Rates',
    'Help and Support', 'Opt-Out Options', 'Additional Assistance', 'Non-Sharing Clause',
    'STOP', 'UNSUBSCRIBE', 'HELP', 'within 24 hours',
  ],
  '/documents/ladle-main-presentation.pdf': [
    'Point of sale, payments and banking', 'Made for owners who cook, pour and serve', 'Devices that fit the space you have',
    'Get paid the same day', 'up to $1,000 per merchant', 'Real people, around the clock',
  ],
  '/documents/ladle-brand-messaging-brochure.pdf': [
    'How we talk about Ladle', 'Four ideas behind every message', 'WE SAY', 'WE AVOID', 'What to say to whom', 'Partners and resellers',
  ],
  '/documents/ladle-logo-brand-guidelines.pdf': [
    'The mark and the wordmark', 'Clear space', '#C2410C', '#0F766E', 'Geist Sans', 'Flat shapes, rounded corners', "DON'T",
  ],
};

test.describe('generated PDFs @desktop-only', () => {
  for (const [href, phrases] of Object.entries(expectations)) {
    test(`${href} has several pages of real text`, async ({ request }) => {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const dir = mkdtempSync(path.join(tmpdir(), 'ladle-pdf-'));
      try {
        const file = path.join(dir, 'document.pdf');
        writeFileSync(file, await response.body());
        const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
        const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
        expect(pages).toBeGreaterThan(1);
        // Tagged for screen readers, with a document title and a language (the /accessibility page says so).
        expect(info).toMatch(/^Tagged:\s+yes$/m);
        expect(/^Title:\s+(.+)$/m.exec(info)?.[1]).toBe(`Ladle ${manifest[href]?.title}`);
        expect((await response.body()).toString('latin1')).toContain('/Lang (en-US)');
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
        expect(text.length).toBeGreaterThan(1500);
        const missing = phrases.filter((phrase) => !text.includes(phrase));
        expect(missing).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
