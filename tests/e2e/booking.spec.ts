import { expect, test } from './fixtures';
import { routeEmailJsTo } from './spare-server';
import { expectNoAxeViolations } from './support';
import { fillDemoForm, demoForm, invitationsFor, pickerWords, withBookingSite } from './booking-support';
import { uniqueEmail } from './lead-forms-support';

/**
 * Booking a demo right after the request (issue 49), with script, in English and Spanish at
 * both widths: the request, the picker in the browser's zone, a time, booked; both invitations
 * reach the SMTP server and parse with ical.js, their METHOD the same as the MIME method.
 */

const site = withBookingSite();

for (const language of ['en', 'es'] as const) {
  test(`with script (${language}): a demo request, then a time, then booked, and both invitations arrive`, async ({ page }, testInfo) => {
    const { spare, mail } = site();
    await routeEmailJsTo(page, spare);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${spare.baseURL}${language === 'es' ? '/es/demo' : '/demo'}`);
    const email = uniqueEmail(testInfo, `booking-${language}`);
    const form = await fillDemoForm(page, language, email);
    await form.getByRole('button', { name: demoForm[language].send }).click();

    const words = pickerWords[language];
    const picker = page.getByRole('region', { name: words.heading });
    await expect(picker).toBeVisible();
    await expect(page.getByRole('heading', { name: words.heading })).toBeFocused();
    await expect(form).toBeHidden();
    // The browser's own zone (Playwright's default here: the machine's).
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/_/g, ' '));
    await expect(picker).toContainText(zone);
    await expectNoAxeViolations(page, `the ${language} picker`);

    const first = picker.getByRole('radio').first();
    const start = await first.getAttribute('value');
    await picker.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await expect(picker.getByRole('alert')).toContainText(words.held);
    await picker.getByRole('button', { name: words.book }).click();
    const booked = picker.getByRole('status');
    await expect(booked).toHaveText(words.booked);

    const mails = await invitationsFor(mail, email);
    expect(mails).toHaveLength(2);
    for (const received of mails) {
      expect(received.mimeMethod).toBe('REQUEST');
      expect(received.invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start });
      expect(received.invitation.attendees.join(' ')).toContain(email);
    }
    expect(new Set(mails.map((received) => received.invitation.uid)).size).toBe(1);
    // Spanish requests go to the Spanish-speaking rep.
    if (language === 'es') expect((await booked.textContent()) ?? '').toContain('Marisol Marcador');
  });
}
