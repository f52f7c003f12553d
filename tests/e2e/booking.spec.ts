import { expect, test } from './fixtures';
import { routeEmailJsTo } from './spare-server';
import { expectNoAxeViolations, pageWithoutJavaScript } from './support';
import { busyElsewhere, expectEventInRepCalendar, fillDemoForm, demoForm, invitationsFor, pickerWords, withBookingSite } from './booking-support';
import { uniqueEmail, untilTicketHeld } from './lead-forms-support';

/**
 * Booking a demo right after the request (issue 49), with and without script, in English and
 * Spanish at both widths: the request, the picker in the browser's zone, a time, booked; both
 * invitations reach the SMTP server and parse with ical.js, their METHOD the same as the MIME
 * method; the event is in the rep's CalDAV calendar (Xandikos), once; and an event another
 * client puts into the reps' calendars takes its time out of the slots offered.
 */

const site = withBookingSite();

for (const language of ['en', 'es'] as const) {
  test(`with script (${language}): a demo request, then a time, then booked, and both invitations arrive`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
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
    // Another client makes the reps busy at a time days from the first (whose buffer the next
    // time would reach): the site stops offering it.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'ladle-demo-request')!.value;
    const radios = picker.getByRole('radio');
    const middle = (await radios.nth(Math.floor((await radios.count()) / 2)).getAttribute('value'))!;
    const removeBusy = await busyElsewhere(site(), token, middle, `other-client-${language}-${testInfo.project.name}`);
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
    await expectEventInRepCalendar(site(), mails[0]!.invitation.uid, language === 'es' ? 'rep-es' : undefined);
    await removeBusy();
  });
}

for (const language of ['en', 'es'] as const) {
  test(`without script (${language}): the request's answer lists times as radios, a zone select changes them, a time books, and bad input is refused with words, a 4xx and the choice kept`, async ({ browser, page }, testInfo) => {
    test.setTimeout(120_000);
    const { spare, mail } = site();
    const words = pickerWords[language];
    const noScript = await pageWithoutJavaScript(browser, spare.baseURL, page);
    await noScript.goto(language === 'es' ? '/es/demo' : '/demo');
    const email = uniqueEmail(testInfo, `booking-no-script-${language}`);
    const form = await fillDemoForm(noScript, language, email);
    await untilTicketHeld(noScript);
    await Promise.all([noScript.waitForEvent('load'), form.getByRole('button', { name: demoForm[language].send }).click()]);

    let picker = noScript.getByRole('region', { name: words.heading });
    await expect(picker.getByLabel(words.zone)).toHaveValue('America/New_York');
    await expect(picker).toContainText('America/New York');
    expect(await picker.getByRole('radio').count()).toBeGreaterThan(0);

    // Another client makes the reps busy at a time days from the first one (booked below, whose
    // buffer the next time would reach): the next listing, in another zone, leaves it out.
    const radios = picker.getByRole('radio');
    const middle = (await radios.nth(Math.floor((await radios.count()) / 2)).getAttribute('value'))!;
    const removeBusy = await busyElsewhere(site(), await picker.locator('input[name="token"]').inputValue(), middle, `other-client-no-script-${language}-${testInfo.project.name}`);

    // Another zone, without script: its own submit lists the times there.
    await picker.getByLabel(words.zone).selectOption('Europe/Madrid');
    const [listed] = await Promise.all([noScript.waitForResponse((response) => response.url().endsWith('/api/booking/form')), picker.getByRole('button', { name: words.showTimes }).click()]);
    expect(listed.status()).toBe(200);
    picker = noScript.getByRole('region', { name: words.heading });
    await expect(picker.getByLabel(words.zone)).toHaveValue('Europe/Madrid');
    await expect(picker.getByRole('radio')).not.toHaveCount(0);
    await expect(picker.locator(`input[type="radio"][value="${middle}"]`)).toHaveCount(0);

    // Bad input, posted as the form posts it: a time already past, a zone that does not exist.
    const token = await picker.locator('input[name="token"]').inputValue();
    const first = picker.getByRole('radio').first();
    const start = (await first.getAttribute('value'))!;
    const other = (await picker.getByRole('radio').nth(1).getAttribute('value'))!;
    const post = (fields: Record<string, string>) => noScript.request.post('/api/booking/form', { form: { token, lang: language, tz: 'Europe/Madrid', intent: 'book', ...fields }, maxRedirects: 0 });
    const past = await post({ start: '2020-01-06T15:00:00.000Z' });
    expect(past.status()).toBe(400);
    expect(await past.text()).toContain(words.past);
    const badZone = await post({ start, tz: 'Mars/Olympus_Mons' });
    expect(badZone.status()).toBe(400);
    expect(await badZone.text()).toContain(words.unknownZone);
    const forged = await post({ start, token: `${token.slice(0, -4)}AAAA` });
    expect(forged.status()).toBe(401);

    // A time, booked.
    await picker.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    const [booked] = await Promise.all([noScript.waitForResponse((response) => response.url().endsWith('/api/booking/form')), picker.getByRole('button', { name: words.book }).click()]);
    expect(booked.status()).toBe(200);
    await expect(noScript.getByRole('status')).toHaveText(words.booked);
    const mails = await invitationsFor(mail, email);
    expect(mails.map((received) => [received.mimeMethod, received.invitation.method, received.invitation.start])).toEqual([
      ['REQUEST', 'REQUEST', start],
      ['REQUEST', 'REQUEST', start],
    ]);
    await expectEventInRepCalendar(site(), mails[0]!.invitation.uid, language === 'es' ? 'rep-es' : undefined);
    await removeBusy();

    // One booking per request: the same request cannot book another time. The same time posted
    // again (a double submit, or nginx passing the POST on) answers the booking it made.
    const another = await post({ start: other, token });
    expect(another.status()).toBe(409);
    expect(await another.text()).toContain(words.alreadyBooked);
    const repeated = await post({ start, token });
    expect(repeated.status()).toBe(200);
    expect(await invitationsFor(mail, email)).toHaveLength(2);
    await noScript.context().close();
  });
}
