import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { E2E_EMAIL, e2eEnv } from './env.mjs';
import { TICKET_COOKIE } from '../../lib/forms/ticket-cookie';

/**
 * Helpers shared by the lead-form specs (partner, contact, demo, endpoint).
 *
 * Where each form lives after the page work is merged. FORMS_E2E_HOST points every form
 * spec at one path instead (the forms branch renders all forms on its temporary home page).
 */
const hostOverride = process.env.FORMS_E2E_HOST;
export const formHosts = {
  partnerPage: hostOverride ?? '/',
  partnerModal: hostOverride ?? '/partnerships',
  contact: hostOverride ?? '/contact',
  demo: hostOverride ?? '/',
};

export const blockedEmail = E2E_EMAIL.blockedEmail;
export const throttleMs = E2E_EMAIL.throttleMs;

export const EMAIL_PATH = '/api/v1.0/email/';

/** An address no other test uses, so its line in the outbox can be found. */
export function uniqueEmail(testInfo: TestInfo, label: string) {
  return `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
}

/** Every request the page sends to an EmailJS path, in order. */
export function recordEmailRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(EMAIL_PATH)) requests.push(request);
  });
  return requests;
}

/** Console errors, to check that failures are logged. */
export function recordConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The stored outbox lines of the running server (OUTBOX_DIR of tests/e2e/env.mjs). */
export function outboxRecords(): { id: string; received_at: string; form: string; via: string; template_params: Record<string, string> }[] {
  const file = path.resolve(e2eEnv({ withBlogFixture: false }).OUTBOX_DIR, 'messages.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export function outboxRecordFor(email: string) {
  return outboxRecords().filter((record) => record.template_params.from_email === email);
}

/** The multipart fields of a send-form request. */
export async function multipartFields(request: Request) {
  const body = new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0));
  const type = (await request.allHeaders())['content-type'] ?? '';
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const form = await new Response(body, { headers: { 'Content-Type': type } }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value).replace(/\r\n/g, '\n')]));
}

/**
 * Holds matching requests until `release()` is called, then lets them reach the real
 * endpoint: the in-flight state can be asserted without faking the answer.
 */
export async function holdRequests(page: Page, pathSuffix: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${EMAIL_PATH}${pathSuffix}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The failures the forms must survive, each answered at the network layer. */
export const failureAnswers = [
  { label: '403 Forbidden', status: 403, body: 'Forbidden' },
  { label: '429 Too Many Requests', status: 429, body: 'Too Many Requests' },
  { label: '451 Unavailable For Headless Browser', status: 451, body: 'Unavailable For Headless Browser' },
  { label: '500 server error', status: 500, body: 'Internal Server Error' },
  { label: 'an aborted request (network failure)', status: 0, body: '' },
] as const;

export async function answerEmailWith(page: Page, pathSuffix: string, answer: (typeof failureAnswers)[number]) {
  await page.route(`**${EMAIL_PATH}${pathSuffix}`, (route) =>
    answer.status === 0
      ? route.abort('failed')
      : route.fulfill({ status: answer.status, body: answer.body, contentType: 'text/plain' }),
  );
}

/**
 * Waits until the browser holds a lead form's fill-time ticket: the cookie its `focus-within`
 * background (app/api/forms/ticket) sets when a field first takes focus. A person types for
 * seconds after that; a script presses Send within milliseconds, on a busy machine before the
 * ticket's answer has come, and a post without one is rightly not kept: it comes back asking to
 * press again (services/forms/native-post.ts). Call it after filling a form posted without script.
 */
export async function untilTicketHeld(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === TICKET_COOKIE), { message: 'the browser holds the fill-time ticket' })
    .toBe(true);
}

/** Presses Tab until `target` has focus (keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Opens the page's demo dialog with the first button of the main content named `button`
 * (the default labels unless given) and sends a demo request from `email`.
 */
export async function sendDemoRequest(page: Page, email: string, button: string | RegExp = /^(Request Demo|Get Started)$/) {
  await page.getByRole('main').getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a demo' });
  const form = dialog.getByRole('form', { name: 'Demo request' });
  await form.getByLabel('Name').fill('Bea Baker');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(786) 555-0150');
  await form.getByLabel('Business type').selectOption('Bakeries');
  await form.getByRole('radio', { name: 'No, thanks' }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
}
