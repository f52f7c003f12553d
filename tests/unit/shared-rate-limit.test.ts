/** @jest-environment node */
import { createSharedRateLimiter } from '@/lib/rate-limit/shared-rate-limit';
import { REDIS_TIMEOUT_MS } from '@/lib/redis/connection.mjs';
import { freePort, startRedis } from '../fixtures/cluster';
import { environmentSkip, installed } from '../fixtures/environment.mjs';

/**
 * The endpoint's cluster-wide limit on a real Redis (Debian's redis-server on a free port):
 * two limiters stand for two instances. Skipped, saying so, where redis-server is missing.
 */
const hasRedis = installed('redis-server');
const skipped = hasRedis ? '' : ` (${environmentSkip('redis-server (apt-get install redis-server)')})`;
if (skipped) console.warn(`shared rate limit tests${skipped}`);
const describeWithRedis = hasRedis ? describe : describe.skip;

/**
 * Behaviour only: how long a send waits on a dead, hung or unreachable Redis is measured by
 * `npm run bench:redis` (scripts/bench-redis.mjs), where a busy machine cannot fail a test.
 * Here the hung case runs on Jest's clock, so "REDIS_TIMEOUT_MS, then skipped" is exact.
 */

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the limit in memory (no REDIS_URL)', () => {
  it('allows `limit` per client per minute, and a flood of distinct clients never shuts a newcomer out', async () => {
    const allow = createSharedRateLimiter({ name: 'memory-test', limit: () => 2, redisUrl: () => undefined });
    expect([await allow('a'), await allow('a'), await allow('a'), await allow('b')]).toEqual([true, true, false, true]);
    // 20,000 distinct addresses inside one minute: more than the old limiter's 10,000 slots.
    for (let i = 0; i < 20_000; i += 1) await allow(`flood-${i}`);
    expect(await allow('newcomer')).toBe(true);
    expect(await allow('a')).toBe(false);
  });

  it('keeps each named limit on its own budget', async () => {
    const email = createSharedRateLimiter({ name: 'email-budget', limit: () => 1, redisUrl: () => undefined });
    const insights = createSharedRateLimiter({ name: 'insights-budget', limit: () => 3, redisUrl: () => undefined });
    expect([await email('c'), await email('c')]).toEqual([true, false]);
    expect([await insights('c'), await insights('c'), await insights('c'), await insights('c')]).toEqual([true, true, true, false]);
  });
});

describeWithRedis(`the limit shared through Redis${skipped}`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    await redis?.destroy();
  });
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('counts one client once across instances, and Redis away falls back to each instance, logged once', async () => {
    const instances = [0, 1].map(() => createSharedRateLimiter({ name: 'email', limit: () => 5, redisUrl: () => redis.url }));
    const answers: boolean[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await instances[i % 2]!('203.0.113.7'));
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(answers.slice(5)).toEqual(Array(5).fill(false));
    expect(await instances[0]!('203.0.113.8')).toBe(true);

    await redis.stop('SIGKILL');
    // Each instance now counts alone: no lead is refused because Redis is away.
    const client = '203.0.113.9';
    for (const instance of instances) {
      const runs = [];
      for (let i = 0; i < 6; i += 1) runs.push(await instance(client));
      expect(runs).toEqual([true, true, true, true, true, false]);
    }
    const outageLines = errors.mock.calls.filter(([line]) => String(line).includes('is unavailable'));
    // One line per connection (one per instance here), not one per request.
    expect(outageLines.length).toBeLessThanOrEqual(2);

    await redis.start();
    const shared = '203.0.113.10';
    // Both connections come back by themselves: Redis counts them (and the query's own).
    await until(async () => (await redis.clients()) >= 3, 'both limiters reconnected');
    const after: boolean[] = [];
    for (let i = 0; i < 6; i += 1) after.push(await instances[i % 2]!(shared));
    instances.forEach((instance) => instance.close());
    expect(after).toEqual([true, true, true, true, true, false]);
  }, 20_000);

  it('the insights budget is shared by two instances in Redis too, apart from the email budget', async () => {
    const instances = [0, 1].map(() => createSharedRateLimiter({ name: 'insights', limit: () => 3, redisUrl: () => redis.url }));
    const email = createSharedRateLimiter({ name: 'email', limit: () => 3, redisUrl: () => redis.url });
    const answers: boolean[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await instances[i % 2]!('203.0.113.50'));
    expect(answers).toEqual([true, true, true, false, false, false]);
    expect(await email('203.0.113.50')).toBe(true);
    [...instances, email].forEach((instance) => instance.close());
  });

  it('a hung Redis costs one request REDIS_TIMEOUT_MS, then is skipped for a while', async () => {
    const allow = createSharedRateLimiter({ name: 'email', limit: () => 100, redisUrl: () => redis.url });
    expect(await allow('192.0.2.1')).toBe(true);
    redis.pause();
    // Jest's clock from here: the bound is a timer, which runs only when the test moves it.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const answers: boolean[] = [];
      const first = allow('192.0.2.1').then((value) => answers.push(value));
      await jest.advanceTimersByTimeAsync(REDIS_TIMEOUT_MS - 1);
      expect(answers).toEqual([]); // still waiting on Redis
      await jest.advanceTimersByTimeAsync(1);
      await first;
      expect(answers).toEqual([true]); // answered without it at the bound
      // Skipped now: the next answer comes with the clock standing still, Redis still hung.
      const next = allow('192.0.2.1').then((value) => answers.push(value));
      await jest.advanceTimersByTimeAsync(0);
      expect(answers).toEqual([true, true]);
      await next;
    } finally {
      jest.useRealTimers();
      redis.resume();
      allow.close();
    }
  });

  it('never refuses a lead when Redis is unreachable from the start', async () => {
    const allow = createSharedRateLimiter({ name: 'email', limit: () => 2, redisUrl: () => `redis://127.0.0.1:${redis.port + 1}` });
    expect(await allow('198.51.100.1')).toBe(true);
    expect(await allow('198.51.100.1')).toBe(true);
    expect(await allow('198.51.100.1')).toBe(false);
    allow.close();
  });
});
