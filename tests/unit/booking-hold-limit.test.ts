/** @jest-environment node */
import { SOCKET_ADDRESS_HEADER } from '@/lib/email/client-address';
import { allowHold } from '@/services/booking/http';

/**
 * The bound on what one client can make the booking store hold: BOOKING_HOLDS_PER_MINUTE holds
 * (and reschedule or cancel tries, which take the same limiter) per client address per minute,
 * then 429 (docs/seo-and-security.md, "What a stranger can make the server do").
 */
const from = (address: string) => new Headers({ [SOCKET_ADDRESS_HEADER]: address });

it('lets one client hold BOOKING_HOLDS_PER_MINUTE times a minute, then refuses it, and not another client', async () => {
  process.env.BOOKING_HOLDS_PER_MINUTE = '3';
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push(await allowHold(from('203.0.113.21')));
  expect(answers).toEqual([true, true, true, false, false]);
  expect(await allowHold(from('203.0.113.22'))).toBe(true);
});
