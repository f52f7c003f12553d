/** @jest-environment node */
import crypto from 'node:crypto';
import { signToken, verifyToken } from '@/lib/booking/signed-token';

/**
 * Signed tokens (a demo request's right to book, reschedule and cancel links): only an
 * untouched token, for its own purpose, before its expiry, under the site's secret, passes.
 */

const secret = 'test-secret-0123456789';
const now = Date.parse('2026-11-28T12:00:00Z');
const later = now + 60_000;
const token = signToken('cancel', { bookingId: 'b-1' }, later, secret);

describe('signed tokens', () => {
  it('an untouched token passes before its expiry, carrying its payload', () => {
    expect(verifyToken<{ bookingId: string }>('cancel', token, now, secret)).toEqual({
      ok: true, payload: { bookingId: 'b-1', purpose: 'cancel', exp: later },
    });
  });

  it('is refused as forged when the payload, the signature or the secret differ', () => {
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = Buffer.from(JSON.stringify({ bookingId: 'b-2', purpose: 'cancel', exp: later })).toString('base64url');
    expect(verifyToken('cancel', `${otherBody}.${signature}`, now, secret)).toEqual({ ok: false, reason: 'forged' });
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyToken('cancel', `${body}.${flipped}`, now, secret)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyToken('cancel', token, now, 'another-secret')).toEqual({ ok: false, reason: 'forged' });
    expect(verifyToken('cancel', `${body}.${signature.slice(0, 10)}`, now, secret)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is refused as expired from its expiry on', () => {
    expect(verifyToken('cancel', token, later, secret)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken('cancel', token, later - 1, secret).ok).toBe(true);
  });

  it('is refused for another purpose, even with the same payload and secret', () => {
    expect(verifyToken('reschedule', token, now, secret)).toEqual({ ok: false, reason: 'wrong-purpose' });
    // A payload field named `purpose` cannot override the signer's purpose.
    const sneaky = signToken('book', { purpose: 'cancel' }, later, secret);
    expect(verifyToken('cancel', sneaky, now, secret)).toEqual({ ok: false, reason: 'wrong-purpose' });
  });

  it.each([
    ['empty', ''],
    ['no dot', 'abc'],
    ['three parts', 'a.b.c'],
    ['empty signature', `${token.split('.')[0]}.`],
  ])('is refused as malformed: %s', (_name, bad) => {
    expect(verifyToken('cancel', bad, now, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('a correctly signed body that is not a token payload is malformed', () => {
    const sign = (body: string) => `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
    expect(verifyToken('cancel', sign(Buffer.from('not json').toString('base64url')), now, secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyToken('cancel', sign(Buffer.from('[1]').toString('base64url')), now, secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyToken('cancel', sign(Buffer.from('{"purpose":"cancel"}').toString('base64url')), now, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('compares signatures in constant time (crypto.timingSafeEqual)', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    verifyToken('cancel', token, now, secret);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
