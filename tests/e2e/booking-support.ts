import path from 'node:path';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { calendarPart, mimePart, parseInvitation } from '../fixtures/calendar-mail';
import { startSpareServer, type SpareServer } from './spare-server';
import { startXandikos, type Xandikos } from '../fixtures/xandikos';
import { salesTeam } from '../../content/sales-team';
import { DEMO_REQUEST_COOKIE as REQUEST_COOKIE } from '../../lib/forms/demo-request-cookie';

/**
 * Demo booking end to end (issue 49): a spare `next start` of the e2e build with its own
 * outbox and booking store, mailing through a real SMTP server (smtp-server) and keeping the
 * reps' calendars on a real CalDAV server (Xandikos, CALDAV_URL), both on loopback.
 */

const root = path.resolve(__dirname, '..', '..');
type Mail = Awaited<ReturnType<typeof startMailServer>>;
export type BookingSite = { spare: SpareServer; mail: Mail; bookingsDir: string; calendars: RepCalendars };

export function withBookingSite(env: Record<string, string> = {}): () => BookingSite {
  let site: BookingSite | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    const mail = await startMailServer();
    const calendars = await startRepCalendars();
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
      CALDAV_URL: calendars.url,
      ...env,
    });
    site = { spare, mail, bookingsDir, calendars };
  });
  test.afterAll(async () => {
    await site?.spare.stop();
    await site?.mail.close();
    await site?.calendars.stop();
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
  en: { heading: 'Pick a time for your demo', held: /We are holding/, book: 'Book this time', booked: /Your demo is booked: .* with (.+)\. An invitation is on its way to/, zone: 'Time zone', showTimes: 'Show times in this zone', past: 'That time has already passed. Please choose a later one.', unknownZone: 'We do not know that time zone. Please choose one from the list.', taken: 'That time was just taken. Here are the nearest free times.', alreadyBooked: 'Your demo is already booked. The invitation in your inbox has links to move or cancel it.' },
  es: { heading: 'Elija la hora de su demostración', held: /Le apartamos/, book: 'Reservar esta hora', booked: /Su demostración está reservada: .* con (.+)\. Le enviamos una invitación/, zone: 'Zona horaria', showTimes: 'Ver las horas en esta zona', past: 'Esa hora ya pasó. Elija una más tarde.', unknownZone: 'No conocemos esa zona horaria. Elija una de la lista.', taken: 'Alguien acaba de reservar esa hora. Estas son las horas libres más cercanas.', alreadyBooked: 'Su demostración ya está reservada. La invitación de su correo tiene enlaces para cambiarla o cancelarla.' },
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

/**
 * The sales team's CalDAV calendars on a throwaway Xandikos (each rep's `calendar.path`, made
 * as the rep's client makes it), and what another client sees and does there: list the
 * objects of a calendar, put an event of its own, delete it.
 */
export type RepCalendars = Xandikos & {
  objects: (repId: string) => Promise<string[]>;
  putBusy: (repId: string, uid: string, start: string, end: string) => Promise<void>;
  remove: (repId: string, uid: string) => Promise<void>;
  /** Every calendar object with this UID, in any rep's calendar: [rep id, file name]. */
  find: (uid: string) => Promise<Array<[string, string]>>;
};

const calendarOf = (server: Xandikos, repId: string) => `${server.url}${salesTeam.find((rep) => rep.id === repId)!.calendar!.path}`;
const icalUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export async function startRepCalendars(): Promise<RepCalendars> {
  const server = await startXandikos();
  for (const rep of salesTeam) await server.makeCalendarAt(rep.calendar!.path);
  const objects = async (repId: string) => {
    const response = await fetch(calendarOf(server, repId), { method: 'PROPFIND', headers: { Depth: '1' } });
    return [...(await response.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\//g)].map((match) => decodeURIComponent(match[1]!.split('/').at(-1)!));
  };
  return {
    ...server,
    objects,
    putBusy: async (repId, uid, start, end) => {
      const body = [
        'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Another client//EN', 'BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${icalUtc(new Date().toISOString())}`,
        `DTSTART:${icalUtc(start)}`, `DTEND:${icalUtc(end)}`, 'SUMMARY:Busy', 'END:VEVENT', 'END:VCALENDAR', '',
      ].join('\r\n');
      const response = await fetch(`${calendarOf(server, repId)}${uid}.ics`, { method: 'PUT', headers: { 'Content-Type': 'text/calendar' }, body });
      expect(response.status).toBeLessThan(300);
    },
    remove: async (repId, uid) => {
      await (await fetch(`${calendarOf(server, repId)}${uid}.ics`, { method: 'DELETE' })).arrayBuffer();
    },
    find: async (uid) => {
      const found = await Promise.all(salesTeam.map(async (rep) => (await objects(rep.id)).filter((name) => name === `${uid}.ics`).map((name): [string, string] => [rep.id, name])));
      return found.flat();
    },
  };
}

/** The starts the site offers a request now (GET /api/booking/slots with its token as the cookie), in UTC. */
export async function offeredStarts(baseURL: string, requestToken: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/booking/slots?tz=UTC`, { headers: { cookie: `${REQUEST_COOKIE}=${requestToken}` } });
  expect(response.status).toBe(200);
  const { slots } = (await response.json()) as { slots: { days: { slots: { start: string }[] }[] } };
  return slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

/**
 * Another client (a plain PUT) makes every rep who could take `start` busy for its half hour;
 * the site stops offering it: within the 300 ms budget, or on the next listing once the read
 * it left behind has arrived. Returns the UID, to remove the event afterwards.
 */
export async function busyElsewhere(site: BookingSite, requestToken: string, start: string, uid: string) {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  for (const rep of salesTeam) await site.calendars.putBusy(rep.id, uid, start, end);
  await expect.poll(() => offeredStarts(site.spare.baseURL, requestToken), { timeout: 10_000 }).not.toContain(start);
  return async () => {
    for (const rep of salesTeam) await site.calendars.remove(rep.id, uid);
  };
}

/** The booked event in the rep's calendar, written by the relay: exactly one object with the invitation's UID. */
export async function expectEventInRepCalendar(site: BookingSite, uid: string, repId?: string) {
  await expect.poll(() => site.calendars.find(uid), { timeout: 15_000 }).toHaveLength(1);
  if (repId) expect(await site.calendars.find(uid)).toEqual([[repId, `${uid}.ics`]]);
}

export { expect };
