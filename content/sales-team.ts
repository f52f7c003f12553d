import Holidays from 'date-holidays';
import { z } from 'zod';

/**
 * The sales team that gives demos (issue 49): who can be booked, in which languages, and when.
 * Each rep's working hours are local to the rep's own time zone; services/booking turns them
 * into the free 30-minute slots a visitor sees after a demo request.
 *
 * The names and addresses below are placeholders, plainly invented (example.com style
 * domain, "Placeholder" in the name): a real owner replaces them here and nowhere else.
 * `calendar` is the rep's CalDAV calendar, a path under CALDAV_URL, used only when CALDAV_URL
 * is set (docs/booking.md); without it working hours and the booking store alone decide.
 * `holidays` is where the rep works, ISO 3166 country and region codes as the maintained
 * `date-holidays` library knows them: its public holidays are days off (no slots).
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)');
const span = z
  .object({ from: hhmm, to: hhmm })
  .refine((value) => value.from < value.to, 'a span must end after it starts');
const weekday = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
const knownZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone');

const places = new Holidays();
const holidayPlace = z
  .object({ country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code, like US'), region: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be a region code, like NY').optional() })
  .strict()
  .refine((place) => Boolean(places.getCountries()[place.country]), 'date-holidays does not know this country')
  .refine((place) => !place.region || Boolean(places.getStates(place.country)?.[place.region]), 'date-holidays does not know this region of the country');

export const salesRepSchema = z
  .object({
    /** Stable key: stored with each booking, and the suffix of the rep's CalDAV credentials. */
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be a lowercase slug'),
    name: z.string().min(2),
    email: z.email(),
    languages: z.array(z.enum(['en', 'es'])).min(1),
    timeZone: knownZone,
    weeklyHours: z.partialRecord(weekday, z.array(span).min(1)),
    meetingMinutes: z.literal(30),
    bufferMinutes: z.number().int().min(0).max(60),
    minimumNoticeMinutes: z.number().int().min(0).max(7 * 24 * 60),
    maxPerDay: z.number().int().min(1).max(16),
    calendar: z.object({ path: z.string().startsWith('/') }).optional(),
    holidays: holidayPlace,
  })
  .strict();

export type SalesRep = z.infer<typeof salesRepSchema>;

const salesTeamSchema = z
  .array(salesRepSchema)
  .min(1)
  .refine((reps) => new Set(reps.map((rep) => rep.id)).size === reps.length, 'two reps share an id')
  .refine((reps) => reps.some((rep) => rep.languages.includes('es')), 'at least one rep must speak Spanish (Spanish requests go to one)');

const weekdays = (from: string, to: string) =>
  Object.fromEntries((['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ from, to }]]));

export const salesTeam: readonly SalesRep[] = salesTeamSchema.parse([
  {
    id: 'rep-east',
    name: 'Avery Placeholder',
    email: 'avery.placeholder@ladle.example',
    languages: ['en'],
    timeZone: 'America/New_York',
    weeklyHours: weekdays('09:00', '17:00'),
    meetingMinutes: 30,
    bufferMinutes: 10,
    minimumNoticeMinutes: 120,
    maxPerDay: 6,
    calendar: { path: '/rep-east/calendars/calendar/' },
    holidays: { country: 'US', region: 'NY' },
  },
  {
    id: 'rep-central',
    name: 'Jordan Placeholder',
    email: 'jordan.placeholder@ladle.example',
    languages: ['en'],
    timeZone: 'America/Chicago',
    weeklyHours: weekdays('10:00', '18:00'),
    meetingMinutes: 30,
    bufferMinutes: 10,
    minimumNoticeMinutes: 120,
    maxPerDay: 6,
    calendar: { path: '/rep-central/calendars/calendar/' },
    holidays: { country: 'US', region: 'IL' },
  },
  {
    id: 'rep-es',
    name: 'Marisol Marcador',
    email: 'marisol.marcador@ladle.example',
    languages: ['es', 'en'],
    timeZone: 'Europe/Madrid',
    weeklyHours: { ...weekdays('14:00', '20:00'), fri: [{ from: '10:00', to: '14:00' }] },
    meetingMinutes: 30,
    bufferMinutes: 10,
    minimumNoticeMinutes: 120,
    maxPerDay: 6,
    calendar: { path: '/rep-es/calendars/calendar/' },
    holidays: { country: 'ES', region: 'MD' },
  },
]);

/** The reps who can give a demo in `language`: Spanish requests go to Spanish-speaking reps. */
export const repsFor = (language: 'en' | 'es', team: readonly SalesRep[] = salesTeam) => team.filter((rep) => rep.languages.includes(language));

/** How far ahead a visitor may book, in business days (Mon–Fri), and how long a chosen slot is held. */
export const bookingRules = { businessDays: 10, holdMinutes: 5 } as const;
