/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, parseServerEnv } from '@/lib/env';

describe('the server environment', () => {
  it('fills the documented defaults when nothing is set', () => {
    expect(parseServerEnv({})).toEqual({
      SITE_URL: 'http://localhost:3000',
      BLOG_FUNCTION_BASE: undefined,
      BLOG_FUNCTION_TOKEN: undefined,
      BLOG_REVALIDATE_SECONDS: 300,
      REVALIDATE_SECRET: undefined,
      OUTBOX_DIR: 'data/outbox',
      EMAIL_RATE_LIMIT_PER_MINUTE: 20,
      BOOKING_HOLDS_PER_MINUTE: 20,
      BOOKING_MAX_PER_CLIENT: 2,
      BOOKING_HOLDS_PER_CLIENT: 1,
      BOOKING_MAX_PER_EMAIL: 2,
      CACHE_MAX_ENTRIES: 2000,
      BOOKING_LISTINGS_PER_MINUTE: 60,
      INSIGHTS_EVENTS_PER_MINUTE: 120,
      INSIGHTS_DIR: undefined,
      INSIGHTS_TIME_ZONE: 'America/New_York',
      OUTBOX_MAX_BYTES: 1024 ** 3,
      TRUST_PROXY: false,
      SMTP_URL: undefined,
      LEAD_NOTIFY_TO: undefined,
      LEAD_NOTIFY_FROM: undefined,
      LEAD_WEBHOOK_URL: undefined,
      LEAD_WEBHOOK_SECRET: undefined,
      LEAD_RETRY_SCHEDULE_MS: [60_000, 300_000, 1_800_000, 3_600_000],
      LEAD_RELAY_INTERVAL_MS: 60_000,
      LEAD_MIN_FILL_MS: 2000,
      LEAD_LEASE_MS: 120_000,
      SHUTDOWN_GRACE_MS: 10_000,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      EXPERIMENTS_FILE: undefined,
      CALDAV_URL: undefined,
      CALDAV_USERNAME: undefined,
      CALDAV_STALE_AFTER: 15 * 60_000,
      CALDAV_REP_ACCOUNTS: {},
      TEAM_SIGN_IN_PER_MINUTE: 5,
    });
  });

  it('reads CALDAV_URL without credentials, the shared CalDAV account, and each rep\'s own by its id', () => {
    const env = parseServerEnv({
      CALDAV_URL: ' https://dav.example/dav/ ', CALDAV_USERNAME: 'sales', CALDAV_PASSWORD: 'shared secret',
      CALDAV_USERNAME_REP_EAST: 'avery', CALDAV_PASSWORD_REP_EAST: 'avery-secret', CALDAV_PASSWORD_REP_ES: ' ', CALDAV_USERNAME_REP_ES: 'marisol',
    });
    expect(env).toMatchObject({ CALDAV_URL: 'https://dav.example/dav', CALDAV_USERNAME: 'sales', CALDAV_PASSWORD: 'shared secret' });
    expect(env.CALDAV_REP_ACCOUNTS).toEqual({ 'rep-east': { username: 'avery', password: 'avery-secret' }, 'rep-es': { username: 'marisol', password: undefined } });
    expect(() => parseServerEnv({ CALDAV_URL: 'https://sales:s3cret@dav.example/' })).toThrow('CALDAV_USERNAME');
    expect([' 15m ', '90s', '500ms', '2h'].map((value) => parseServerEnv({ CALDAV_STALE_AFTER: value }).CALDAV_STALE_AFTER)).toEqual([900_000, 90_000, 500, 7_200_000]);
    expect(() => parseServerEnv({ CALDAV_STALE_AFTER: '15' })).toThrow('a duration like 15m');
  });

  it('trims values, drops trailing slashes and treats blank values as unset', () => {
    const env = parseServerEnv({ SITE_URL: 'https://ladle.example/', BLOG_FUNCTION_BASE: ' https://fn.example/v1// ', REVALIDATE_SECRET: '  s3cret ', BLOG_FUNCTION_TOKEN: '   ' });
    expect(env.SITE_URL).toBe('https://ladle.example');
    expect(env.BLOG_FUNCTION_BASE).toBe('https://fn.example/v1');
    expect(env.REVALIDATE_SECRET).toBe('s3cret');
    expect(env.BLOG_FUNCTION_TOKEN).toBeUndefined();
  });

  it('reads TRUST_PROXY=1 as true and OUTBOX_MAX_BYTES as a byte count', () => {
    expect(parseServerEnv({ TRUST_PROXY: '1', OUTBOX_MAX_BYTES: '2048' })).toMatchObject({ TRUST_PROXY: true, OUTBOX_MAX_BYTES: 2048 });
  });

  it.each([
    ['SITE_URL', 'ladle.example'],
    ['BLOG_FUNCTION_BASE', 'ftp://fn.example'],
    ['BLOG_REVALIDATE_SECONDS', 'soon'],
    ['EMAIL_RATE_LIMIT_PER_MINUTE', '-3'],
    ['OUTBOX_MAX_BYTES', '1GB'],
    ['TRUST_PROXY', 'yes'],
    ['INSIGHTS_TIME_ZONE', 'Mars/Olympus'],
    ['INSIGHTS_EVENTS_PER_MINUTE', '0'],
    ['SMTP_URL', 'http://mail.example'],
    ['LEAD_WEBHOOK_URL', 'crm.example/hook'],
    ['LEAD_RETRY_SCHEDULE_MS', '60000,0'],
    ['LEAD_RETRY_SCHEDULE_MS', 'soon'],
    ['LEAD_LEASE_MS', '0'],
    ['SHUTDOWN_GRACE_MS', 'ten seconds'],
    ['DATABASE_URL', 'mysql://db.example/leads'],
    ['DATABASE_URL', 'ladle-db:5432'],
    ['REDIS_URL', 'http://cache.example:6379'],
    ['REDIS_URL', 'cache.example:6379'],
    ['CALDAV_URL', 'webcal://dav.example/'],
  ])('names the bad variable %s in the error', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseServerEnv({ [name]: value })).toThrow(name);
  });

  it('reads the retry schedule as milliseconds and wants an inbox with SMTP_URL', () => {
    expect(parseServerEnv({ LEAD_RETRY_SCHEDULE_MS: ' 500, 1000 ' }).LEAD_RETRY_SCHEDULE_MS).toEqual([500, 1000]);
    expect(() => parseServerEnv({ SMTP_URL: 'smtp://mail.example:587' })).toThrow('LEAD_NOTIFY_TO');
    expect(parseServerEnv({ SMTP_URL: 'smtps://u:p@mail.example', LEAD_NOTIFY_TO: 'sales@ladle.example' }).SMTP_URL).toBe('smtps://u:p@mail.example');
  });

  it('takes a PostgreSQL URL for the lead store, a Unix socket one too, without echoing it in errors', () => {
    expect(parseServerEnv({ DATABASE_URL: ' postgres://ladle:s3cret@db.internal:5432/ladle ' }).DATABASE_URL).toBe('postgres://ladle:s3cret@db.internal:5432/ladle');
    expect(parseServerEnv({ DATABASE_URL: 'postgresql://ladle@/ladle?host=/var/run/postgresql' }).DATABASE_URL).toBe('postgresql://ladle@/ladle?host=/var/run/postgresql');
    expect(parseServerEnv({}).DATABASE_URL).toBeUndefined();
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://ladle:s3cret@db' })).not.toThrow('s3cret');
  });

  it('takes a redis:// or rediss:// URL for the shared cache and rate limit', () => {
    expect(parseServerEnv({ REDIS_URL: ' redis://127.0.0.1:6379/0 ' }).REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(parseServerEnv({ REDIS_URL: 'rediss://default:s3cret@cache.example:6380' }).REDIS_URL).toBe('rediss://default:s3cret@cache.example:6380');
    expect(parseServerEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });
});

describe('one reader of the settings', () => {
  /** Every site module Next runs, the .mjs ones it loads as they are (the cache handler) included. */
  const siteFiles = (): string[] => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    return [...['app', 'components', 'content', 'lib', 'services', 'seo'].flatMap(walk), 'proxy.ts', 'server.mjs', 'instrumentation.ts'].filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  };

  it('no module but lib/server-env.mjs reads a setting from process.env: each goes through lib/env', () => {
    const settings = Object.keys(parseServerEnv({}));
    const reads = new RegExp(`process\\.env(\\.|\\[['"])(${settings.join('|')})\\b`, 'g');
    const found = siteFiles()
      .filter((file) => file !== path.join('lib', 'server-env.mjs'))
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(reads)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
  });
});
