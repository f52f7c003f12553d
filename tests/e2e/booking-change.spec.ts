import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, untilInteractive, type Browser, type Page } from './fixtures';
import { expectNoAxeViolations, pageWithoutJavaScript } from './support';
import { demoForm, fillDemoForm, invitationsFor, pickerWords, withBookingSite, type BookingSite } from './booking-support';
import { uniqueEmail, untilTicketHeld } from './lead-forms-support';

/**
 * Moving and cancelling a booked demo from the links in its invitation (issue 49), in English
 * and Spanish, with and without script: the links come from the mail the SMTP server received.
 * A move keeps the UID and raises SEQUENCE, and both sides get the updated REQUEST; a cancel
 * sends both METHOD:CANCEL (the MIME method the same) and frees the time; a link used again,
 * made stale by a change, or tampered with is refused in words with a 4xx. axe runs in the tests
 * with script (the same HTML; axe itself needs script).
 */

const site = withBookingSite();

const words = {
  en: {
    reschedule: 'Move your demo', cancel: 'Cancel your demo', moveTo: 'Move to this time', cancelButton: 'Cancel this demo',
    moved: /^Your demo is moved: .* with .+\. The updated invitation is on its way to /,
    cancelled: /^Your demo on .* is cancelled\. The cancellation for your calendar is on its way to /,
    meeting: /^Your demo with .+ is on /,
    linkInvalid: 'This link is not valid. Please open the link from your invitation exactly as it was sent.',
    linkChanged: 'Your demo has changed since this link was sent. Please use the links in your latest invitation.',
    linkCancelled: 'This demo is already cancelled, so this link can no longer change it.',
  },
  es: {
    reschedule: 'Cambie la hora de su demostración', cancel: 'Cancele su demostración', moveTo: 'Cambiar a esta hora', cancelButton: 'Cancelar esta demostración',
    moved: /^Cambiamos su demostración: .* con .+\. Le enviamos la invitación actualizada a /,
    cancelled: /^Cancelamos su demostración del .*\. Le enviamos la cancelación para su calendario a /,
    meeting: /^Su demostración con .+ es el /,
    linkInvalid: 'Este enlace no es válido. Abra el enlace de su invitación tal como se lo enviamos.',
    linkChanged: 'Su demostración cambió después de enviarle este enlace. Use los enlaces de su invitación más reciente.',
    linkCancelled: 'Esta demostración ya está cancelada, así que este enlace ya no puede cambiarla.',
  },
} as const;

type Language = keyof typeof words;

/** A demo request and a booked time, without script: what the visitor booked, and the request's token. */
async function bookDemo(browser: Browser, like: Page, booking: BookingSite, language: Language, email: string) {
  const noScript = await pageWithoutJavaScript(browser, booking.spare.baseURL, like);
  await noScript.goto(language === 'es' ? '/es/demo' : '/demo');
  const form = await fillDemoForm(noScript, language, email);
  await untilTicketHeld(noScript);
  await Promise.all([noScript.waitForEvent('load'), form.getByRole('button', { name: demoForm[language].send }).click()]);
  const picker = noScript.getByRole('region', { name: pickerWords[language].heading });
  // Seen before its radios are read: a read waits for them until the test's own timeout.
  await expect(picker).toBeVisible();
  const first = picker.getByRole('radio').first();
  const start = (await first.getAttribute('value'))!;
  const token = await picker.locator('input[name="token"]').inputValue();
  await picker.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await Promise.all([noScript.waitForEvent('load'), picker.getByRole('button', { name: pickerWords[language].book }).click()]);
  await expect(noScript.getByRole('status')).toHaveText(pickerWords[language].booked);
  await noScript.context().close();
  return { start, token };
}

/** The booking as the file store holds it. */
function stored(booking: BookingSite, email: string) {
  const document = JSON.parse(readFileSync(path.join(booking.bookingsDir, 'bookings.json'), 'utf8')) as { bookings: { start: string; state: string; sequence: number; uid: string; visitor: { email: string } }[] };
  return document.bookings.find((candidate) => candidate.visitor.email === email)!;
}

/** The times the request's own picker lists in `tz` (its no-script form, asked for another zone). */
async function offered(page: Page, token: string, language: Language, tz: string) {
  const response = await page.request.post('/api/booking/form', { form: { token, lang: language, tz, intent: 'zone' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/type="radio"[^>]*value="([^"]+)"/g)].map((match) => match[1]);
}

/** Both mails of the `nth` change (0: the booking), checked: one UID, the MIME method the file's. */
async function change(booking: BookingSite, email: string, nth: number) {
  const mails = (await invitationsFor(booking.mail, email, undefined, 2 * (nth + 1))).slice(2 * nth, 2 * nth + 2);
  expect(mails).toHaveLength(2);
  for (const received of mails) expect(received.mimeMethod).toBe(received.invitation.method);
  expect(new Set(mails.map((received) => received.invitation.uid)).size).toBe(1);
  return mails;
}

const visitorLinks = (mails: Awaited<ReturnType<typeof change>>, email: string) => mails.find((received) => received.to.includes(email))!.links;

for (const language of ['en', 'es'] as const) {
  test(`without script (${language}): the mail's link moves the demo, then the new mail's link cancels it; used links and tampered ones are refused`, async ({ browser, page }, testInfo) => {
    test.setTimeout(120_000);
    const booking = site();
    const said = words[language];
    const email = uniqueEmail(testInfo, `change-no-script-${language}`);
    const { start, token } = await bookDemo(browser, page, booking, language, email);
    const booked = await change(booking, email, 0);
    const first = booked[0];
    const links = visitorLinks(booked, email);
    // The visitor's links open pages in their language; the rep's, English ones.
    expect(links.reschedule).toMatch(language === 'es' ? /^\/es\/demo\/reschedule\?t=/ : /^\/demo\/reschedule\?t=/);
    expect(booked.find((received) => !received.to.includes(email))!.links.cancel).toMatch(/^\/demo\/cancel\?t=/);

    const noScript = await pageWithoutJavaScript(browser, booking.spare.baseURL, page);
    // A tampered link: refused in words, 400, nothing changed.
    const tampered = await noScript.goto(`${links.reschedule!.slice(0, -6)}AAAAAA`);
    expect(tampered!.status()).toBe(400);
    await expect(noScript.getByRole('main')).toContainText(said.linkInvalid);

    // Opening the link changes nothing: the meeting and the rep's free times, in the booking's zone.
    const opened = await noScript.goto(links.reschedule!);
    expect(opened!.status()).toBe(200);
    const picker = noScript.getByRole('region', { name: said.reschedule });
    await expect(picker.getByText(said.meeting)).toBeVisible();
    await expect(picker.getByLabel(pickerWords[language].zone)).toHaveValue('America/New_York');
    expect(stored(booking, email)).toMatchObject({ start, sequence: 0, state: 'booked' });

    // A time someone else just booked (the Spanish rep is the only one who fits): "just taken",
    // 409, with the nearest free times and the visitor's zone kept.
    if (language === 'es') {
      const other = await bookDemo(browser, page, booking, language, uniqueEmail(testInfo, 'change-taken-es'));
      const linkToken = new URL(links.reschedule!, 'http://x').searchParams.get('t')!;
      const taken = await noScript.request.post('/api/booking/reschedule', { form: { token: linkToken, lang: language, tz: 'Europe/Madrid', start: other.start, intent: 'book' }, maxRedirects: 0 });
      expect(taken.status()).toBe(409);
      const html = await taken.text();
      expect(html).toContain(pickerWords.es.taken);
      const near = [...html.matchAll(/type="radio"[^>]*value="([^"]+)"/g)].map((match) => match[1]);
      expect(near.length).toBeGreaterThan(0);
      expect(near.length).toBeLessThanOrEqual(6);
      expect(near).not.toContain(other.start);
      expect(html).toMatch(/<option selected="" value="Europe\/Madrid">|<option value="Europe\/Madrid" selected="">/);
      expect(stored(booking, email)).toMatchObject({ start, sequence: 0 });
    }

    // A new time (the last offered, so surely another), moved.
    const last = picker.getByRole('radio').last();
    const moved = (await last.getAttribute('value'))!;
    expect(moved).not.toBe(start);
    await picker.locator(`label[for="${await last.getAttribute('id')}"]`).click();
    const [answer] = await Promise.all([noScript.waitForResponse((response) => response.url().endsWith('/api/booking/reschedule')), picker.getByRole('button', { name: said.moveTo }).click()]);
    expect(answer.status()).toBe(200);
    await expect(noScript.getByRole('status')).toHaveText(said.moved);
    expect(stored(booking, email)).toMatchObject({ start: moved, sequence: 1, state: 'booked', uid: first!.invitation.uid });
    const update = await change(booking, email, 1);
    expect(update.map((received) => [received.mimeMethod, received.invitation.uid, received.invitation.sequence, received.invitation.start])).toEqual([
      ['REQUEST', first!.invitation.uid, 1, moved],
      ['REQUEST', first!.invitation.uid, 1, moved],
    ]);

    // The first mail's links are used up: refused in words with 409, the old time free again.
    const again = await noScript.goto(links.reschedule!);
    expect(again!.status()).toBe(409);
    await expect(noScript.getByRole('main')).toContainText(said.linkChanged);
    const staleCancel = await noScript.request.post('/api/booking/cancel', { form: { token: new URL(links.cancel!, 'http://x').searchParams.get('t')!, lang: language }, maxRedirects: 0 });
    expect(staleCancel.status()).toBe(409);
    expect(await staleCancel.text()).toContain(said.linkChanged);
    expect(await offered(noScript, token, language, 'America/New_York')).toContain(start);

    // The new mail's cancel link: the meeting and a Cancel button; the post cancels.
    const newLinks = visitorLinks(update, email);
    expect((await noScript.goto(newLinks.cancel!))!.status()).toBe(200);
    await expect(noScript.getByRole('main').getByText(said.meeting)).toBeVisible();
    if (language === 'es') expect(await offered(noScript, token, language, 'America/New_York')).not.toContain(moved);
    const [cancelled] = await Promise.all([noScript.waitForResponse((response) => response.url().endsWith('/api/booking/cancel')), noScript.getByRole('button', { name: said.cancelButton }).click()]);
    expect(cancelled.status()).toBe(200);
    await expect(noScript.getByRole('status')).toHaveText(said.cancelled);
    const cancel = await change(booking, email, 2);
    expect(cancel.map((received) => [received.mimeMethod, received.invitation.method, received.invitation.uid, received.invitation.sequence])).toEqual([
      ['CANCEL', 'CANCEL', first!.invitation.uid, 2],
      ['CANCEL', 'CANCEL', first!.invitation.uid, 2],
    ]);
    expect(stored(booking, email)).toMatchObject({ state: 'cancelled', sequence: 2 });
    // The time is offered again (the Spanish rep is the only one who fits: it was not, before).
    expect(await offered(noScript, token, language, 'America/New_York')).toContain(moved);
    // Both links are spent.
    const cancelAgain = await noScript.goto(newLinks.cancel!);
    expect(cancelAgain!.status()).toBe(410);
    await expect(noScript.getByRole('main')).toContainText(said.linkCancelled);
    expect((await noScript.goto(newLinks.reschedule!))!.status()).toBe(410);
    await noScript.context().close();
  });

  test(`with script (${language}): the link lists the rep's times in the browser's zone, moves the demo, and the new cancel link cancels it`, async ({ browser, page }, testInfo) => {
    test.setTimeout(120_000);
    const booking = site();
    const said = words[language];
    const email = uniqueEmail(testInfo, `change-script-${language}`);
    const { start } = await bookDemo(browser, page, booking, language, email);
    const links = visitorLinks(await change(booking, email, 0), email);

    const context = await browser.newContext({ baseURL: booking.spare.baseURL, viewport: page.viewportSize(), timezoneId: 'Asia/Tokyo' });
    const visitor = await context.newPage();
    await visitor.goto(links.reschedule!);
    await untilInteractive(visitor);
    // The page asks again in the browser's zone (a GET: nothing changes).
    await expect(visitor).toHaveURL(/[?&]tz=Asia%2FTokyo/);
    const picker = visitor.getByRole('region', { name: said.reschedule });
    await expect(picker.getByLabel(pickerWords[language].zone)).toHaveValue('Asia/Tokyo');
    await expect(picker).toContainText('Asia/Tokyo');
    await untilInteractive(visitor);
    await expectNoAxeViolations(visitor, `the ${language} reschedule page with script`);
    expect(stored(booking, email)).toMatchObject({ start, sequence: 0 });

    const second = picker.getByRole('radio').nth(1);
    const moved = (await second.getAttribute('value'))!;
    await picker.locator(`label[for="${await second.getAttribute('id')}"]`).click();
    const [answer] = await Promise.all([visitor.waitForResponse((response) => response.url().endsWith('/api/booking/reschedule')), picker.getByRole('button', { name: said.moveTo }).click()]);
    expect(answer.status()).toBe(200);
    await expect(visitor.getByRole('status')).toHaveText(said.moved);
    // The answer is a page the server fetched from itself, so it passed the page boundary twice:
    // its chunk loader is still allowed to run, and the page hydrates (lib/html/chunk-loader.mjs).
    await untilInteractive(visitor);
    expect(stored(booking, email)).toMatchObject({ start: moved, sequence: 1 });
    const update = await change(booking, email, 1);
    expect(update.map((received) => [received.mimeMethod, received.invitation.sequence, received.invitation.start])).toEqual([
      ['REQUEST', 1, moved],
      ['REQUEST', 1, moved],
    ]);

    await visitor.goto(visitorLinks(update, email).cancel!);
    await untilInteractive(visitor);
    await expectNoAxeViolations(visitor, `the ${language} cancel page with script`);
    const [cancelled] = await Promise.all([visitor.waitForResponse((response) => response.url().endsWith('/api/booking/cancel')), visitor.getByRole('button', { name: said.cancelButton }).click()]);
    expect(cancelled.status()).toBe(200);
    await expect(visitor.getByRole('status')).toHaveText(said.cancelled);
    await untilInteractive(visitor);
    const cancel = await change(booking, email, 2);
    expect(cancel.map((received) => [received.mimeMethod, received.invitation.method, received.invitation.sequence])).toEqual([
      ['CANCEL', 'CANCEL', 2],
      ['CANCEL', 'CANCEL', 2],
    ]);
    // The same cancel posted again (nginx passes a POST on after an instance dropped it): the same answer, 200.
    const token = new URL(visitorLinks(update, email).cancel!, 'http://x').searchParams.get('t')!;
    const twice = await visitor.request.post('/api/booking/cancel', { form: { token, lang: language }, maxRedirects: 0 });
    expect(twice.status()).toBe(200);
    expect(await twice.text()).toMatch(new RegExp(said.cancelled.source.slice(1)));
    // And opened again: the refusal page, in words, 410, axe clean.
    expect((await visitor.goto(visitorLinks(update, email).cancel!))!.status()).toBe(410);
    await expect(visitor.getByRole('main')).toContainText(said.linkCancelled);
    await untilInteractive(visitor);
    await expectNoAxeViolations(visitor, `the ${language} refused link with script`);
    await context.close();
  });
}
