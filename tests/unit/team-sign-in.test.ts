/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileTeamStore } from '@/lib/team/file-store';
import { PgTeamStore } from '@/lib/team/pg-store';
import { LINK_TTL_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type TeamStore } from '@/lib/team/store';
import { migrate } from '@/lib/leads/pg-migrate';
import { closeSmtpTransports } from '@/lib/leads/channels/smtp';
import { signedInBy } from '@/services/team/access';
import { teamStore } from '@/services/team/config';
import { confirmLink, requestLink, signOut } from '@/services/team/sign-in';
import { startMailServer } from '../fixtures/lead-receivers';
import { postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';

/**
 * Who gets into the team room (issue 55), through the real form-post handlers, a real SMTP
 * server and the file store (the store contract also on PostgreSQL): a one-time link by mail,
 * used once, within 15 minutes; a new session id at sign-in; the Origin and the sign-in limit;
 * a member removed from TEAM_MEMBERS out at the next request.
 */

const SITE = 'http://localhost:3000';
const ANA = 'ana@ladle.example';
const BO = 'bo@ladle.example';
const MEMBERS = `${ANA}=admin, Bo@Ladle.example=sales`;

let dir: string;
let mail: Awaited<ReturnType<typeof startMailServer>>;
const saved = { ...process.env };

beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  closeSmtpTransports();
  await mail.close();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'team-'));
  Object.assign(process.env, { SITE_URL: SITE, TEAM_DIR: dir, TEAM_MEMBERS: MEMBERS, SMTP_URL: mail.url, LEAD_NOTIFY_TO: 'sales@ladle.example', TEAM_SIGN_IN_PER_MINUTE: '1000' });
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  mail.messages.splice(0);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** A form post as a browser sends it from one of the site's pages (or `origin`), from `address`. */
function post(pathname: string, fields: Record<string, string>, { origin = SITE, cookie, address = '203.0.113.9' }: { origin?: string; cookie?: string; address?: string } = {}) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', origin, host: 'localhost:3000', 'x-socket-address': address });
  if (cookie) headers.set('cookie', cookie);
  return new Request(`${SITE}${pathname}`, { method: 'POST', headers, body: new URLSearchParams(fields) });
}

const linkIn = (body: string) => /http:\/\/localhost:3000\/team\/sign-in\/link\?t=([\w-]+)/.exec(body)?.[1];
const sessionOf = (response: Response) => /^ladle-team=([\w-]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1];

async function mailedToken(email = ANA) {
  const response = await requestLink(post('/team/sign-in/request', { email }));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/team/sign-in?m=sent');
  const message = mail.messages.filter((received) => received.headers.get('to') === email.toLowerCase()).at(-1);
  expect(message?.subject).toBe('Your sign-in link for the Ladle team room');
  return linkIn(message!.body)!;
}

describe('sign-in by one-time link', () => {
  it('mails a member a link whose button post signs them in, with an HttpOnly SameSite=Strict cookie', async () => {
    const token = await mailedToken();
    expect(token).toHaveLength(43);
    const response = await confirmLink(post('/team/sign-in/confirm', { t: token }));
    expect(response.status).toBe(303);
    // No passkey yet: the member is asked to add one.
    expect(response.headers.get('location')).toBe('/team/account?m=add-passkey');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ladle-team=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    const signedIn = await signedInBy(sessionOf(response));
    expect(signedIn?.member).toEqual({ email: ANA, role: 'admin' });
    const audit = await teamStore().readAudit(10);
    expect(audit.map((entry) => [entry.who, entry.action, entry.address])).toEqual([
      [ANA, 'signed in', '203.0.113.9'],
      [ANA, 'sign-in link mailed', '203.0.113.9'],
    ]);
  });

  it('answers an address outside the team exactly as a member’s, and mails nothing', async () => {
    const response = await requestLink(post('/team/sign-in/request', { email: 'stranger@example.com' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/team/sign-in?m=sent');
    expect(mail.messages).toHaveLength(0);
  });

  it('refuses a used, an expired and a tampered link', async () => {
    const token = await mailedToken();
    expect((await confirmLink(post('/team/sign-in/confirm', { t: token }))).status).toBe(303);
    const again = await confirmLink(post('/team/sign-in/confirm', { t: token }));
    // The page that says so is fetched from the running server; without one the handler redirects to it.
    expect(again.headers.get('location')).toBe('/team/sign-in/link?e=used');
    expect(again.headers.get('set-cookie')).toBeNull();

    const tampered = await mailedToken();
    const flipped = `${tampered.slice(0, -1)}${tampered.endsWith('A') ? 'B' : 'A'}`;
    expect((await confirmLink(post('/team/sign-in/confirm', { t: flipped }))).headers.get('location')).toBe('/team/sign-in/link?e=unknown');

    const store = new FileTeamStore(dir);
    const old = await store.createLink(ANA, new Date(Date.now() - LINK_TTL_MS - 1000));
    const expired = await confirmLink(post('/team/sign-in/confirm', { t: old }));
    expect(expired.headers.get('location')).toBe('/team/sign-in/link?e=expired');
    expect(expired.headers.get('set-cookie')).toBeNull();
    // The tampered and expired tries used nothing up: the good link still works once.
    expect(sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: tampered })))).toBeDefined();
  });

  it('makes a new session id at sign-in and ends the one the browser carried', async () => {
    const first = sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: await mailedToken() })))!;
    const second = sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: await mailedToken() }, { cookie: `ladle-team=${first}` })))!;
    expect(second).not.toBe(first);
    expect(await signedInBy(first)).toBeNull();
    expect((await signedInBy(second))?.member.email).toBe(ANA);
  });

  it('refuses a post from another site, mailing nothing and signing nobody in', async () => {
    const crossSite = await requestLink(post('/team/sign-in/request', { email: ANA }, { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('This form was sent from another site, so nothing was done.');
    expect(mail.messages).toHaveLength(0);
    const token = await mailedToken();
    expect((await confirmLink(post('/team/sign-in/confirm', { t: token }, { origin: 'null' }))).status).toBe(403);
    // Refused before the link was looked at: it still works.
    expect((await confirmLink(post('/team/sign-in/confirm', { t: token }))).status).toBe(303);
  });

  it('limits sign-in attempts per client address and per email address', async () => {
    process.env.TEAM_SIGN_IN_PER_MINUTE = '3';
    const from = (address: string, email: string) => requestLink(post('/team/sign-in/request', { email }, { address }));
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.1', `guess${i}@example.com`)).headers.get('location')).toBe('/team/sign-in?m=sent');
    const fourth = await from('198.51.100.1', 'guess3@example.com');
    expect(fourth.headers.get('location')).toMatch(/^\/team\/sign-in\?m=limit&/);
    // One email from many addresses is limited too.
    for (let i = 0; i < 3; i += 1) await from(`198.51.100.${10 + i}`, BO);
    expect((await from('198.51.100.20', BO)).headers.get('location')).toMatch(/^\/team\/sign-in\?m=limit&email=bo%40ladle.example$/);
    expect(mail.messages.filter((message) => message.headers.get('to') === BO)).toHaveLength(3);
  });

  it('lets a removed member in no more, at their next request', async () => {
    const bo = sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: await mailedToken(BO) })))!;
    expect((await signedInBy(bo))?.member).toEqual({ email: BO, role: 'sales' });
    process.env.TEAM_MEMBERS = `${ANA}=admin`;
    expect(await signedInBy(bo)).toBeNull();
    // And the session is gone, not only ignored: adding them back needs a new sign-in.
    process.env.TEAM_MEMBERS = MEMBERS;
    expect(await signedInBy(bo)).toBeNull();
  });

  it('signs out here, or everywhere', async () => {
    const here = sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: await mailedToken() })))!;
    const there = sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: await mailedToken() })))!;
    const out = await signOut(post('/team/sign-out', {}, { cookie: `ladle-team=${here}` }));
    expect(out.headers.get('location')).toBe('/team/sign-in?m=out');
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await signedInBy(here)).toBeNull();
    expect(await signedInBy(there)).not.toBeNull();
    const again = sessionOf(await confirmLink(post('/team/sign-in/confirm', { t: await mailedToken() })))!;
    expect((await signOut(post('/team/sign-out', { everywhere: '1' }, { cookie: `ladle-team=${again}` }))).headers.get('location')).toBe('/team/sign-in?m=out-everywhere');
    expect(await signedInBy(there)).toBeNull();
    expect(await signedInBy(again)).toBeNull();
    // Signed out, a post goes to the sign-in page; from another site, 403.
    expect((await signOut(post('/team/sign-out', {}, { cookie: `ladle-team=${again}` }))).headers.get('location')).toBe('/team/sign-in?m=expired');
    expect((await signOut(post('/team/sign-out', {}, { origin: 'https://evil.example', cookie: `ladle-team=${there}` }))).status).toBe(403);
  });

  it('names the cookie __Host-ladle-team, Secure, when the site is served over HTTPS', async () => {
    process.env.SITE_URL = 'https://www.ladle.example';
    const response = await confirmLink(post('/team/sign-in/confirm', { t: await new FileTeamStore(dir).createLink(ANA, new Date()) }, { origin: 'https://www.ladle.example' }));
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-ladle-team=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=604800$/);
  });
});

type Backend = { name: string; missing?: string; open: () => Promise<TeamStore>; done: () => Promise<void> };
let pg: PgCluster | undefined;
const backends: Backend[] = [
  { name: 'file store', open: async () => new FileTeamStore(mkdtempSync(path.join(os.tmpdir(), 'team-store-'))), done: async () => undefined },
  {
    name: 'PostgreSQL store',
    missing: postgresMissing,
    open: async () => {
      pg ??= await startPostgres();
      const url = await pg.createDatabase(`team${Date.now()}`);
      await migrate(url);
      return new PgTeamStore(url);
    },
    done: async () => {
      await pg?.destroy();
      pg = undefined;
    },
  },
];

describe.each(backends)('the team store contract: $name', (backend) => {
  const run = backend.missing ? describe.skip : describe;
  run('sessions and links', () => {
    let store: TeamStore;
    beforeAll(async () => {
      store = await backend.open();
    }, 60_000);
    afterAll(async () => {
      await store.close();
      await backend.done();
    });

    it('ends a session after 12 hours idle or 7 days in all', async () => {
      const start = new Date('2026-12-01T08:00:00Z');
      const later = (ms: number) => new Date(start.getTime() + ms);
      const idle = await store.createSession({ email: ANA, address: '203.0.113.9', now: start });
      expect(await store.readSession(idle, later(SESSION_IDLE_MS - 60_000))).not.toBeNull();
      expect(await store.readSession(idle, later(2 * SESSION_IDLE_MS - 120_000))).not.toBeNull();
      expect(await store.readSession(idle, later(3 * SESSION_IDLE_MS))).toBeNull();

      const busy = await store.createSession({ email: ANA, address: '203.0.113.9', now: start });
      for (let ms = 0; ms < SESSION_ABSOLUTE_MS - 3_600_000; ms += 6 * 3_600_000) expect(await store.readSession(busy, later(ms))).not.toBeNull();
      expect(await store.readSession(busy, later(SESSION_ABSOLUTE_MS))).toBeNull();
    });

    it('uses a link once, even when two uses race', async () => {
      const now = new Date();
      const token = await store.createLink(ANA, now);
      expect(await store.peekLink(token, now)).toMatchObject({ ok: true, email: ANA });
      const uses = await Promise.all(Array.from({ length: 10 }, () => store.useLink(token, now)));
      expect(uses.filter((use) => use.ok)).toHaveLength(1);
      expect(await store.peekLink(token, now)).toEqual({ ok: false, refusal: 'used' });
      expect(await store.useLink(await store.createLink(ANA, now), new Date(now.getTime() + LINK_TTL_MS))).toEqual({ ok: false, refusal: 'expired' });
      expect(await store.useLink('x'.repeat(43), now)).toEqual({ ok: false, refusal: 'unknown' });
    });

    it('takes a WebAuthn challenge once, and not after 5 minutes', async () => {
      const now = new Date();
      const handle = await store.saveChallenge({ value: 'challenge-1', purpose: 'sign-in', email: null }, now);
      const takes = await Promise.all(Array.from({ length: 5 }, () => store.takeChallenge(handle, now)));
      expect(takes.filter(Boolean)).toEqual([{ value: 'challenge-1', purpose: 'sign-in', email: null }]);
      const late = await store.saveChallenge({ value: 'challenge-2', purpose: 'register', email: ANA }, now);
      expect(await store.takeChallenge(late, new Date(now.getTime() + 5 * 60_000 + 1))).toBeNull();
      expect(await store.takeChallenge('x'.repeat(43), now)).toBeNull();
    });

    it('keeps passkeys per member, with their counter', async () => {
      const passkey = { id: `cred-${Date.now()}`, email: BO, public_key: 'pk', counter: 0, transports: ['internal'], created_at: new Date().toISOString(), last_used_at: null };
      await store.addPasskey(passkey);
      expect(await store.passkeysOf(BO)).toEqual([passkey]);
      await store.usePasskey(passkey.id, 7, new Date('2026-12-01T10:00:00Z'));
      expect(await store.passkeyById(passkey.id)).toMatchObject({ counter: 7, last_used_at: '2026-12-01T10:00:00.000Z' });
      expect(await store.deletePasskey(passkey.id, ANA)).toBe(false);
      expect(await store.deletePasskey(passkey.id, BO)).toBe(true);
      expect(await store.passkeysOf(BO)).toEqual([]);
    });

    it('keeps the audit log newest first', async () => {
      for (const action of ['one', 'two', 'three']) await store.audit({ at: new Date().toISOString(), who: ANA, action, detail: '', address: '203.0.113.9' });
      expect((await store.readAudit(2)).map((entry) => entry.action)).toEqual(['three', 'two']);
    });
  });
});
