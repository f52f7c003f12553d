import { randomUUID } from 'node:crypto';
import { serverEnv } from '@/lib/env';

/**
 * A booking's iCalendar UID, `<random>@<the site's host>`: the same in the invitations and in
 * the rep's calendar, and how the busy-time read tells the site's own meetings (which the
 * booking store already blocks, and frees at once on a cancel) from the rep's other events.
 */
const suffix = () => `@${new URL(serverEnv().SITE_URL).hostname}`;

export const newBookingUid = () => `${randomUUID()}${suffix()}`;

export const isBookingUid = (uid: string) => uid.endsWith(suffix());
