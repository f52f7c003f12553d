/** @jest-environment node */
import { createRateLimiter } from '@/lib/email/rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per client per minute, then a new window starts', () => {
    let time = 0;
    const allow = createRateLimiter({ limit: () => 2, now: () => time });
    expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
    time = 60_000;
    expect(allow('a')).toBe(true);
  });

  it('keeps at most maxClients windows, evicting the oldest first', () => {
    let time = 0;
    const allow = createRateLimiter({ limit: () => 1, now: () => time, maxClients: 3 });
    for (const key of ['a', 'b', 'c']) allow(key);
    time = 10;
    expect(allow('d')).toBe(true);
    expect(allow.clients()).toBe(3);
    // "a" was the oldest window and was evicted, so it starts afresh; "c" still counts.
    expect(allow('a')).toBe(true);
    expect(allow('c')).toBe(false);
  });

  it('stays bounded under a flood of distinct addresses inside one minute', () => {
    const allow = createRateLimiter({ limit: () => 1, now: () => 1_000, maxClients: 10_000 });
    for (let i = 0; i < 50_000; i += 1) allow(`client-${i}`);
    expect(allow.clients()).toBe(10_000);
    // The newest clients are the ones still counted.
    expect(allow('client-49999')).toBe(false);
    expect(allow('client-0')).toBe(true);
  });

  it('forgets finished windows as time passes', () => {
    let time = 0;
    const allow = createRateLimiter({ limit: () => 1, now: () => time });
    for (let i = 0; i < 100; i += 1) allow(`c${i}`);
    time = 61_000;
    allow('late');
    expect(allow.clients()).toBe(1);
  });
});
