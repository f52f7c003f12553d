/** @jest-environment node */
import { createSharedRateLimiter } from '@/lib/email/shared-rate-limit';
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
 * The longest a send may wait on a dead or hung Redis: the bound plus room for a busy test
 * machine. Without the bound a send would wait for the client's reconnect loop, seconds or
 * for ever, so this still fails if the bound goes.
 */
const WAIT_BOUND_MS = REDIS_TIMEOUT_MS + 1_000;

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

describeWithRedis(`the email limit shared through Redis${skipped}`, () => {
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
    const instances = [0, 1].map(() => createSharedRateLimiter({ limit: () => 5, redisUrl: () => redis.url }));
    const answers: boolean[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await instances[i % 2]!('203.0.113.7'));
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(answers.slice(5)).toEqual(Array(5).fill(false));
    expect(await instances[0]!('203.0.113.8')).toBe(true);

    await redis.stop('SIGKILL');
    // Each instance now counts alone, and answers at once: no lead waits on a dead Redis.
    const client = '203.0.113.9';
    for (const instance of instances) {
      const runs = [];
      for (let i = 0; i < 6; i += 1) runs.push(await timed(() => instance(client)));
      expect(runs.map((run) => run.value)).toEqual([true, true, true, true, true, false]);
      expect(Math.max(...runs.map((run) => run.ms))).toBeLessThanOrEqual(WAIT_BOUND_MS);
    }
    const outageLines = errors.mock.calls.filter(([line]) => String(line).includes('is unavailable'));
    // One line per connection (one per instance here), not one per request.
    expect(outageLines.length).toBeLessThanOrEqual(2);

    await redis.start();
    const shared = '203.0.113.10';
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const after: boolean[] = [];
    for (let i = 0; i < 6; i += 1) after.push(await instances[i % 2]!(shared));
    instances.forEach((instance) => instance.close());
    expect(after).toEqual([true, true, true, true, true, false]);
  }, 20_000);

  it('a hung Redis costs one request at most REDIS_TIMEOUT_MS, then is skipped for a while', async () => {
    const allow = createSharedRateLimiter({ limit: () => 100, redisUrl: () => redis.url });
    expect(await allow('192.0.2.1')).toBe(true);
    redis.pause();
    try {
      const first = await timed(() => allow('192.0.2.1'));
      expect(first.value).toBe(true);
      expect(first.ms).toBeGreaterThanOrEqual(REDIS_TIMEOUT_MS - 50);
      expect(first.ms).toBeLessThanOrEqual(WAIT_BOUND_MS);
      const next = await timed(() => allow('192.0.2.1'));
      expect(next.value).toBe(true);
      expect(next.ms).toBeLessThan(250);
    } finally {
      redis.resume();
      allow.close();
    }
  });

  it('never refuses a lead when Redis is unreachable from the start', async () => {
    const allow = createSharedRateLimiter({ limit: () => 2, redisUrl: () => `redis://127.0.0.1:${redis.port + 1}` });
    const first = await timed(() => allow('198.51.100.1'));
    expect(first.value).toBe(true);
    expect(first.ms).toBeLessThanOrEqual(WAIT_BOUND_MS);
    expect(await allow('198.51.100.1')).toBe(true);
    expect(await allow('198.51.100.1')).toBe(false);
    allow.close();
  });
});
