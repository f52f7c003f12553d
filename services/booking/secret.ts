import path from 'node:path';
import { keyFromFile } from '@/lib/booking/key-file';
import { bookingsDir } from '@/lib/booking-store';
import { serverEnv } from '@/lib/env';

/**
 * The key of every booking token (a demo request's right to book, holds, the reschedule and
 * cancel links mailed with each invitation, the answer pages' state). It must outlive builds
 * and restarts, or every link already mailed stops working:
 * - BOOKING_SECRET when set;
 * - else, on one server (the file store), a secret the site makes on first start and keeps in
 *   `booking-secret` beside the bookings (mode 0600), read again by every later process;
 * - never made up with DATABASE_URL set: several instances share those bookings and each
 *   would make its own, so the server refuses to start (instrumentation.ts) and says why.
 * BOOKING_SECRET_PREVIOUS still verifies (never signs) during a change of key.
 */

export const SECRET_FILE = 'booking-secret';

export const MISSING_SECRET =
  'BOOKING_SECRET is not set, and DATABASE_URL is: several instances share the bookings, so they must sign the booking links with one key. ' +
  'Set BOOKING_SECRET (16+ characters, the same on every instance; for example the output of `openssl rand -base64 32`) and start again (docs/booking.md, "The booking secret").';

type Made = { file: string; key: string };
// One read per process and file (on globalThis: Next bundles this module once per route).
const KEY = Symbol.for('ladle.booking.secret-file');
const holder = globalThis as typeof globalThis & { [KEY]?: Made };

/** The key new tokens are signed with. Throws MISSING_SECRET with DATABASE_URL set and no BOOKING_SECRET. */
export function bookingSecret(): string {
  const env = serverEnv();
  if (env.BOOKING_SECRET) return env.BOOKING_SECRET;
  if (env.DATABASE_URL) throw new Error(MISSING_SECRET);
  const file = path.join(bookingsDir(env), SECRET_FILE);
  if (holder[KEY]?.file !== file) holder[KEY] = { file, key: keyFromFile(file) };
  return holder[KEY].key;
}

/** The keys a token may be signed with: the current one, then BOOKING_SECRET_PREVIOUS during a change of key. */
export function bookingKeys(): string[] {
  const previous = serverEnv().BOOKING_SECRET_PREVIOUS;
  return previous ? [bookingSecret(), previous] : [bookingSecret()];
}
