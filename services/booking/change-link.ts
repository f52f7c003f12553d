import { signToken, verifyToken } from '@/lib/booking/signed-token';
import type { Booking } from '@/lib/booking-store/store';
import type { Locale } from '@/lib/i18n/locale';
import { serverEnv } from '@/lib/env';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';
import { bookingKeys, bookingSecret } from './tokens';

/**
 * The reschedule and cancel links every invitation carries: a signed token naming one booking
 * and the SEQUENCE it had when the invitation was sent, for one action. A link is good for
 * that booking only, and only until the booking changes: moving or cancelling raises SEQUENCE,
 * so the links of every earlier invitation (and a link used once) are refused from then on.
 * It expires when the meeting starts: a meeting already past can be neither moved nor
 * cancelled. Opening a link (GET) changes nothing; the action is the page's form post.
 */

export type ChangeAction = 'reschedule' | 'cancel';
/** Whose invitation a link came from: the rep's links say so, so a cancel from them is told as the rep's. */
export type ChangedBy = 'visitor' | 'rep';
type LinkPayload = { booking: string; sequence: number; by?: 'rep' };

/** The pages the links open (English paths; /es in front for Spanish), and where their forms post. */
export const CHANGE_PAGES: Record<ChangeAction, string> = {
  reschedule: `${leadFormPages.demo}/reschedule`,
  cancel: `${leadFormPages.demo}/cancel`,
};

const purpose = (action: ChangeAction) => `demo-${action}`;

export function changeToken(action: ChangeAction, booking: Pick<Booking, 'id' | 'sequence' | 'start'>, by: ChangedBy = 'visitor'): string {
  const payload: LinkPayload = { booking: booking.id, sequence: booking.sequence, ...(by === 'rep' ? { by } : {}) };
  return signToken(purpose(action), payload, Date.parse(booking.start), bookingSecret());
}

/** The page address of a link (site-relative), with its token. */
export const changePath = (action: ChangeAction, token: string, language: Locale) =>
  `${localizeHref(CHANGE_PAGES[action], language)}?t=${encodeURIComponent(token)}`;

/** Both links of a booking as it is now, absolute (they go out by mail), to pages in `language`. */
export function changeLinks(booking: Pick<Booking, 'id' | 'sequence' | 'start'>, language: Locale, by: ChangedBy = 'visitor'): Record<ChangeAction, string> {
  const site = serverEnv().SITE_URL;
  return {
    reschedule: new URL(changePath('reschedule', changeToken('reschedule', booking, by), language), site).toString(),
    cancel: new URL(changePath('cancel', changeToken('cancel', booking, by), language), site).toString(),
  };
}

export type LinkCheck = { ok: true; booking: string; sequence: number; by: ChangedBy } | { ok: false; reason: 'invalid' | 'past' };

/** What a link's token says, if the site signed it for this action: the booking and its SEQUENCE then. */
export function readChangeToken(action: ChangeAction, token: string | undefined | null, now: number): LinkCheck {
  if (!token) return { ok: false, reason: 'invalid' };
  const checked = verifyToken<LinkPayload>(purpose(action), token, now, bookingKeys());
  if (!checked.ok) return { ok: false, reason: checked.reason === 'expired' ? 'past' : 'invalid' };
  const { booking, sequence, by } = checked.payload;
  if (typeof booking !== 'string' || !Number.isInteger(sequence)) return { ok: false, reason: 'invalid' };
  return { ok: true, booking, sequence, by: by === 'rep' ? 'rep' : 'visitor' };
}
