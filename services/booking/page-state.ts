import { signToken, verifyToken } from '@/lib/booking/signed-token';
import { bookingKeys, bookingSecret } from './secret';

/**
 * What a form post's answer page must show, signed into that page's address for a minute
 * (./page-answer.ts renders it), so nobody else can make the page say it.
 */
export function pageState<T extends object>(purpose: string) {
  return {
    sign: (state: T) => signToken(purpose, state, Date.now() + 60_000, bookingSecret()),
    read(signed: string | undefined): T | undefined {
      if (!signed) return undefined;
      const checked = verifyToken<T>(purpose, signed, Date.now(), bookingKeys());
      return checked.ok ? checked.payload : undefined;
    },
  };
}
