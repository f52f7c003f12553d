import path from 'node:path';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { calendarPart, mimePart, parseInvitation } from '../fixtures/calendar-mail';
import { startSpareServer, type SpareServer } from './spare-server';

/**
 * Demo booking end to end (issue 49): a spare `next start` of the e2e build with its own
 * outbox and booking store, mailing through a real SMTP server (smtp-server) on loopback.
 */

const root = path.resolve(__dirname, '..', '..');
type Mail = Awaited<ReturnType<typeof startMailServer>>;
export type BookingSite = { spare: SpareServer; mail: Mail; bookingsDir: string };

export function withBookingSite(env: Record<string, string> = {}): () => BookingSite {
  let site: BookingSite | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    const mail = await startMailServer();
    const bookingsDir = path.join(root, '.test-output', `bookings-${testInfo.parallelIndex}-${process.pid}`);
    rmSync(bookingsDir, { recursive: true, force: true });
    const spare = await startSpareServer(testInfo, {
      SMTP_URL: mail.url,
      LEAD_NOTIFY_TO: 'sales@ladle.example',
      LEAD_RETRY_SCHEDULE_MS: '300',
      LEAD_RELAY_INTERVAL_MS: '300',
      BOOKINGS_DIR: bookingsDir,
      // A script types faster than a person: the fill time is the lead forms' own test.
      LEAD_MIN_FILL_MS: '0',
      ...env,
    });
    site = { spare, mail, bookingsDir };
  });
  test.afterAll(async () => {
    await site?.spare.stop();
    await site?.mail.close();
    if (site) rmSync(site.bookingsDir, { recursive: true, force: true });
  });
  return () => site!;
}

/** What the visitor types into the demo form, in the page's language. */
export const demoForm = {
  en: { form: 'Demo request', name: 'Name', email: 'Email', phone: 'Phone', type: 'Business type', no: 'No, thanks', send: 'Send Request' },
  es: { form: 'Solicitud de demostración', name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', type: 'Tipo de negocio', no: 'No, gracias', send: 'Enviar solicitud' },
} as const;

export const pickerWords = {
  en: { heading: 'Pick a time for your demo', held: /We are holding/, book: 'Book this time', booked: /Your demo is booked: .* with (.+)\. An invitation is on its way to/, zone: 'Time zone', showTimes: 'Show times in this zone', past: 'That time has already passed. Please choose a later one.', unknownZone: 'We do not know that time zone. Please choose one from the list.', taken: 'That time was just taken. Here are the nearest free times.' },
  es: { heading: 'Elija la hora de su demostración', held: /Le apartamos/, book: 'Reservar esta hora', booked: /Su demostración está reservada: .* con (.+)\. Le enviamos una invitación/, zone: 'Zona horaria', showTimes: 'Ver las horas en esta zona', past: 'Esa hora ya pasó. Elija una más tarde.', unknownZone: 'No conocemos esa zona horaria. Elija una de la lista.', taken: 'Alguien acaba de reservar esa hora. Estas son las horas libres más cercanas.' },
} as const;

export async function fillDemoForm(page: Page, language: 'en' | 'es', email: string) {
  const words = demoForm[language];
  const form = page.getByRole('main').getByRole('form', { name: words.form });
  await form.getByLabel(words.name).fill('Bea Baker');
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(words.phone).fill('(786) 555-0150');
  await form.getByLabel(words.type).selectOption('Bakeries');
  await form.getByRole('radio', { name: words.no }).check();
  return form;
}

/**
 * The invitations of `email`'s booking (the visitor's and the rep's, two per change), once
 * `count` arrived, in the order received: each with its calendar part parsed and the
 * reschedule and cancel links of its text (site-relative: the mail names the main e2e server).
 */
export async function invitationsFor(mail: Mail, email: string, repAddress: RegExp = /@ladle\.example/, count = 2) {
  // Invitations only (the lead's own notification to the sales inbox names the visitor too).
  const invitation = (raw: string) => /^Content-Type: text\/calendar/im.test(raw);
  const mine = () =>
    mail.messages.filter(
      (message) => invitation(message.raw) && ((message.headers.get('to') ?? '').includes(email) || (repAddress.test(message.headers.get('to') ?? '') && message.body.includes(email))),
    );
  await waitFor(() => mine().length >= count, 15_000);
  return mine().map((message) => {
    const part = calendarPart(message.raw);
    const text = mimePart(message.raw, 'text/plain').body;
    const link = (action: string) => {
      const found = new RegExp(`https?://\\S+(/demo/${action}\\?t=\\S+)`).exec(text);
      return found ? new URL(found[0]).pathname + new URL(found[0]).search : undefined;
    };
    return {
      to: message.headers.get('to') ?? '',
      subject: message.subject,
      mimeMethod: part.mimeMethod,
      invitation: parseInvitation(part.body),
      links: { reschedule: link('reschedule'), cancel: link('cancel') },
    };
  });
}

export { expect };
