import { expect, test } from './fixtures';
import { site } from '../../content/site';
import { termsDocument } from '../../content/legal/terms';
import { privacyDocument } from '../../content/legal/privacy';
import { cookiesDocument } from '../../content/legal/cookies';
import { SMS_POLICY_PDF, smsPolicyDocument } from '../../content/legal/sms-policy';
import { COOKIE_BANNER_DELAY_MS } from '../../lib/consent';
import { dismissCookieBanner, queuedTasksRun, serverHtml, stopPageClock } from './support';
import { documentStrings, htmlToText } from './legal-text';

const legalDocuments = [termsDocument, privacyDocument, cookiesDocument, smsPolicyDocument];

for (const doc of legalDocuments) {
  test(`${doc.path} serves its full text, its date and a working table of contents`, async ({ page }) => {
    const { status, html } = await serverHtml(page, doc.path);
    expect(status).toBe(200);
    const text = htmlToText(html);
    expect(text).toContain('Last updated September 26, 2025');
    const missing = documentStrings(doc).filter((s) => !text.includes(s));
    expect(missing, 'strings of the content module missing from the server HTML').toEqual([]);

    await dismissCookieBanner(page);
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(doc.sections.map((s) => `#${s.id}`));
    for (const href of hrefs) await expect(page.locator(href!)).toHaveCount(1);
    // Following an anchor lands on its numbered heading: one from the middle scrolls until the
    // heading stands just below the sticky header (its scroll margin), however many sections
    // before it a phone had not laid out yet.
    const middle = Math.floor(doc.sections.length / 2);
    await toc.getByRole('link', { name: doc.sections[middle]!.heading, exact: true }).click();
    const middleHeading = page.getByRole('heading', { level: 2, name: `${middle + 1}. ${doc.sections[middle]!.heading}` });
    await expect.poll(() => middleHeading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(88);
    const last = doc.sections.length;
    await toc.getByRole('link', { name: doc.sections[last - 1]!.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${doc.sections[last - 1]!.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: `${last}. ${doc.sections[last - 1]!.heading}` })).toBeInViewport();

    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
}

test('terms and privacy state the facts a merchant signs up to @desktop-only', async ({ page }) => {
  const terms = htmlToText((await serverHtml(page, '/terms')).html);
  for (const fact of ['State of Florida', 'in the 3 months before', 'at least 18 years old', 'free of charge for 30 days', 'no hardware commitment', 'same-day funding', 'cash discount (dual pricing)', 'chargebacks', 'reserve', 'Partner Banks', site.owner]) {
    expect(terms).toContain(fact);
  }
  const privacy = htmlToText((await serverHtml(page, '/privacy')).html);
  for (const fact of ['Partner application', 'Contact form', 'Demo request', 'ladle-cookie-consent', 'does not sell personal information', site.support.email]) {
    expect(privacy).toContain(fact);
  }
});

test('the SMS policy has the nine sections, the keywords and the 24-hour opt-out @desktop-only', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/privacy-phone-text');
  const headings = ['Data Collection', 'Data Usage', 'Data Security', 'Data Retention', 'Message and Data Rates', 'Help and Support', 'Opt-Out Options', 'Additional Assistance', 'Non-Sharing Clause'];
  const h2 = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(h2.filter((t) => t !== 'Contents')).toEqual(headings.map((h, i) => `${i + 1}. ${h}`));
  const main = page.getByRole('main');
  for (const keyword of ['STOP', 'UNSUBSCRIBE', 'HELP']) await expect(main).toContainText(keyword);
  await expect(main).toContainText('removed from our messaging list within 24 hours');

  const download = main.getByRole('link', { name: /Download the full policy \(PDF\)/ });
  await expect(download).toHaveAttribute('href', SMS_POLICY_PDF);
  await expect(download).toHaveAttribute('download', '');
  await expect(download).toHaveAttribute('target', '_blank');
  const response = await page.request.get(SMS_POLICY_PDF);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test('the cookie policy has its seven sections and describes the real storage @desktop-only', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/cookies');
  const h2 = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(h2.filter((t) => t !== 'Contents')).toEqual(
    ['What Are Cookies', 'Types of Cookies', 'How We Use Cookies', 'Managing Cookies', 'Third-Party Cookies', 'Updates to This Policy', 'Contact Us'].map((h, i) => `${i + 1}. ${h}`),
  );
  await expect(page.getByRole('main')).toContainText('ladle-cookie-consent');
  // No third-party trackers: a page without a lead form sets no cookies at all.
  expect(await page.context().cookies()).toEqual([]);
});

test('changing the cookie choice on /cookies updates the stored value and announces it', async ({ page }) => {
  // The banner's 2 s run on a clock the test moves (support.ts).
  await stopPageClock(page);
  await page.goto('/cookies');
  const status = page.getByRole('status').filter({ hasText: /choice|cookies/ });
  await expect(status).toContainText('You have not made a choice yet.');

  // A first-time visitor also gets the banner; answering on the page answers it too.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS);
  await expect(banner).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Accept cookies' }).click();
  await expect(status).toContainText('You accepted cookies.');
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('ladle-cookie-consent'))).toBe('accepted');

  await page.getByRole('button', { name: 'Decline cookies' }).click();
  await expect(status).toContainText('You declined optional cookies.');
  expect(await page.evaluate(() => localStorage.getItem('ladle-cookie-consent'))).toBe('declined');

  // The choice persists, and the banner (which reads the same key) stays away.
  // The same delay on the same clock that showed the banner above now shows nothing.
  await page.reload();
  await expect(status).toContainText('You declined optional cookies.');
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 500);
  await queuedTasksRun(page);
  await expect(banner).toHaveCount(0);
});
