/**
 * The booking store: demo meetings booked from the site, the 5-minute holds on slots a visitor
 * has chosen, and the work each booking leaves for later (invitation mails, calendar writes).
 * Two implementations, chosen like the lead store's: files beside OUTBOX_DIR (one writer under
 * a lock, file-store.ts) and PostgreSQL with DATABASE_URL (an exclusion constraint over the rep
 * and the blocked time range, pg-store.ts). Knows no site facts: reps are ids.
 *
 * The contract both keep (tests/unit/booking-store-contract.test.ts):
 * - Two live entries (holds not yet expired, and bookings not cancelled) of one rep never
 *   block overlapping times. `blockedUntil` is the meeting's end plus the rep's buffer, so the
 *   buffer between two meetings is kept by the same atomic rule.
 * - A request has at most one live hold (a new hold replaces its old one) and one booking.
 * - hold() and book() decide atomically: of any number of concurrent callers for one slot,
 *   exactly one wins; the others get `taken`.
 * - With `caps`, hold() and book() also refuse (`capped`), in the same atomic step, a client
 *   address that already has `holdsPerClient` live holds of other requests or
 *   `bookingsPerClient` future bookings, and a visitor email with `bookingsPerEmail` future
 *   bookings: a script from one address cannot fill the calendar.
 */

export type Entry = {
  id: string;
  /** The demo request (lead id) that holds or booked it. */
  request: string;
  rep: string;
  start: string;
  end: string;
  /** end + the rep's buffer: what the entry keeps other entries out of. */
  blockedUntil: string;
  /** The client address that held or booked it (an IPv4 address, or an IPv6 /64), for the caps. */
  client?: string;
};

export type Hold = Entry & { expiresAt: string };

export type BookingState = 'booked' | 'cancelled';

export type Booking = Entry & {
  state: BookingState;
  /** The meeting's iCalendar UID: stable across reschedules. */
  uid: string;
  /** Raised on every change that is sent out (reschedule, cancel). */
  sequence: number;
  bookedAt: string;
  cancelledAt?: string;
  /** Who booked, in which language and zone: what the invitations and the lead views need. */
  visitor: { name: string; email: string; language: string; timeZone: string };
};

/**
 * Work a booking leaves for the outbox relay, retried until done: a mail, the calendar's write
 * ('calendar-put' PUTs the event while booked and DELETEs it once cancelled), the lead's copy of
 * the booking, the CRM webhook. (Migration 006 also allows 'calendar-delete', a kind no code
 * makes: the one calendar job does both.)
 */
export type Job = {
  id: string;
  booking: string;
  kind: 'mail' | 'calendar-put' | 'lead-booking' | 'webhook';
  /** What to do, as the service that made the job wrote it (the invitation, the recipient). */
  payload: Record<string, unknown>;
  createdAt: string;
  state: 'pending' | 'done' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
};

export type NewEntry = Omit<Entry, 'id'>;

/** What one client address and one visitor email may have at once (BOOKING_MAX_PER_CLIENT, BOOKING_MAX_PER_EMAIL). */
export type Caps = { email: string; holdsPerClient: number; bookingsPerClient: number; bookingsPerEmail: number };

export type HoldOutcome = { ok: true; hold: Hold } | { ok: false; reason: 'taken' | 'capped' };
export type BookOutcome = { ok: true; booking: Booking } | { ok: false; reason: 'taken' | 'hold-expired' | 'already-booked' | 'capped' };
export type ChangeOutcome = { ok: true; booking: Booking } | { ok: false; reason: 'taken' | 'not-found' | 'cancelled' };

export type NewJob = Pick<Job, 'kind' | 'payload'>;

/** What runs each kind of job when the relay claims it (a kind without a runner waits). */
export type JobRunners = Partial<Record<Job['kind'], (job: Job) => Promise<void>>>;

/** A booking as a calendar read compares it: with whether its calendar writes are all done. */
export type CalendarBooking = Booking & { calendarSettled: boolean };

export interface BookingStore {
  /** Live holds and bookings of these reps that block any time inside [from, to). */
  blocking(reps: string[], from: Date, to: Date, now: Date): Promise<Entry[]>;
  /** Bookings (not cancelled) per rep, to count meetings per day and find who was booked last. */
  lastBookedAt(reps: string[]): Promise<Record<string, string | null>>;
  /** Holds a slot for a request for `ttlMs`, replacing the request's earlier hold. */
  hold(entry: NewEntry, options: { now: Date; ttlMs: number; caps?: Caps }): Promise<HoldOutcome>;
  /**
   * Books: turns the request's hold `holdId` into a booking (refused once the hold expired), or
   * with no hold books the times directly if nothing blocks them. Also records its jobs.
   */
  book(
    input: { holdId?: string; entry: NewEntry; uid: string; visitor: Booking['visitor'] },
    options: { now: Date; jobs: (booking: Booking) => NewJob[]; caps?: Caps },
  ): Promise<BookOutcome>;
  get(id: string): Promise<Booking | undefined>;
  /** The request's live booking, if it has one. */
  forRequest(request: string): Promise<Booking | undefined>;
  /**
   * Moves a booking (same UID, SEQUENCE + 1) if the new times are free; records its jobs. With
   * `rep`, to that rep (a booking whose rep has left the team moves to one who fits).
   */
  reschedule(id: string, times: Pick<Entry, 'start' | 'end' | 'blockedUntil'> & { rep?: string }, options: { now: Date; jobs: (booking: Booking) => NewJob[] }): Promise<ChangeOutcome>;
  /** Cancels (SEQUENCE + 1), freeing the times; records its jobs. */
  cancel(id: string, options: { now: Date; jobs: (booking: Booking) => NewJob[] }): Promise<ChangeOutcome>;
  /**
   * The rep's live bookings that overlap [from, to) or carry one of `uids`, each with whether
   * every 'calendar-put' job it has is done (`calendarSettled`): what a read of the rep's
   * calendar is compared with.
   */
  calendarBookings(rep: string, options: { from: Date; to: Date; uids: string[] }): Promise<CalendarBooking[]>;
  /** Every booking, newest first (lead views, insights). */
  list(): Promise<Booking[]>;
  /**
   * Pending jobs due at `now`, claimed for `leaseMs` so two relays never run one job at once.
   * Each call (every relay pass) also prunes: holds expired by `now`, and jobs finished (done or
   * given up) made more than FINISHED_JOBS_KEPT_MS before, so the store stays small.
   */
  claimJobs(options: { now: Date; limit: number; leaseMs: number; owner: string }): Promise<Job[]>;
  recordJob(id: string, outcome: { ok: true } | { ok: false; error: string; nextAttemptAt: Date | null }): Promise<void>;
  /** The jobs (of one booking, when given), oldest first. */
  jobs(bookingId?: string): Promise<Job[]>;
  close(): Promise<void>;
}

/** The store cannot be reached: nothing was stored (the page says so, never "booked"). */
export class BookingStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BookingStoreUnavailableError';
  }

  static [Symbol.hasInstance](value: unknown) {
    return value instanceof Error && value.name === 'BookingStoreUnavailableError';
  }
}

/** How long a finished job (sent, or given up) is kept to look into: 30 days from when it was made. */
export const FINISHED_JOBS_KEPT_MS = 30 * 24 * 60 * 60_000;

const ms = (iso: string) => Date.parse(iso);

/** Whether two entries keep each other out: same rep and overlapping blocked ranges (half-open). */
export function collides(a: Pick<Entry, 'rep' | 'start' | 'blockedUntil'>, b: Pick<Entry, 'rep' | 'start' | 'blockedUntil'>) {
  return a.rep === b.rep && ms(a.start) < ms(b.blockedUntil) && ms(b.start) < ms(a.blockedUntil);
}

/**
 * Whether `entry` would take its client or its visitor's email over `caps`, given the live
 * holds and bookings in `holds` and `bookings` (the file store's rule; pg-store.ts counts the
 * same in SQL). The request's own hold never counts: a new hold replaces it.
 */
export function overCaps(
  entry: Pick<Entry, 'request' | 'client'>,
  { holds, bookings }: { holds: Hold[]; bookings: Booking[] },
  caps: Caps,
  now: Date,
  { countHolds }: { countHolds: boolean },
) {
  // The request's own booking never counts either: a confirmation sent twice answers that booking.
  const future = bookings.filter((booking) => booking.state === 'booked' && booking.request !== entry.request && ms(booking.start) > now.getTime());
  const email = caps.email.toLowerCase();
  if (future.filter((booking) => booking.visitor.email.toLowerCase() === email).length >= caps.bookingsPerEmail) return true;
  if (!entry.client) return false;
  if (future.filter((booking) => booking.client === entry.client).length >= caps.bookingsPerClient) return true;
  const held = holds.filter((hold) => hold.client === entry.client && hold.request !== entry.request && ms(hold.expiresAt) > now.getTime());
  return countHolds && held.length >= caps.holdsPerClient;
}
