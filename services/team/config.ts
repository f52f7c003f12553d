// No 'server-only' mark: `npm run team` (scripts/team.mjs) loads this under plain Node.
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { parseMembers, normalEmail, type TeamMember } from '@/lib/team/members';
import { FileTeamStore } from '@/lib/team/file-store';
import { PgTeamStore } from '@/lib/team/pg-store';
import { SESSION_ABSOLUTE_MS, type TeamStore } from '@/lib/team/store';
import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/rate-limit/shared-rate-limit';

/**
 * The team room's configuration: members from TEAM_MEMBERS (read on each call, so a removed
 * member is out at the next request), the store (PostgreSQL with DATABASE_URL, else files
 * under TEAM_DIR), the sign-in limiter and the session cookie's name.
 */

let parsed: { raw: string | undefined; members: Map<string, TeamMember> } | undefined;

export function teamMembers(): Map<string, TeamMember> {
  const raw = serverEnv().TEAM_MEMBERS;
  if (!parsed || parsed.raw !== raw) parsed = { raw, members: parseMembers(raw) };
  return parsed.members;
}

export const memberByEmail = (email: string) => teamMembers().get(normalEmail(email));

type State = { store?: { key: string; store: TeamStore }; limiter?: SharedRateLimiter };
const STATE_KEY = Symbol.for('ladle.team.state');
const state: State = ((globalThis as { [STATE_KEY]?: State })[STATE_KEY] ??= {});

export function teamDir() {
  const env = serverEnv();
  // Read at run time from the environment: nothing under it belongs in the build's traced files.
  return path.resolve(/*turbopackIgnore: true*/ env.TEAM_DIR ?? path.join(env.OUTBOX_DIR, '..', 'team'));
}

export function teamStore(): TeamStore {
  const env = serverEnv();
  const key = env.DATABASE_URL ? `postgres ${env.DATABASE_URL}` : `files ${teamDir()}`;
  if (state.store?.key !== key) {
    void state.store?.store.close().catch(() => undefined);
    state.store = { key, store: env.DATABASE_URL ? new PgTeamStore(env.DATABASE_URL) : new FileTeamStore(teamDir()) };
  }
  return state.store.store;
}

/** Sign-in attempts, per client address and per email address alike (keys `address:` and `email:`). */
export function signInLimiter(): SharedRateLimiter {
  return (state.limiter ??= createSharedRateLimiter({ name: 'team-sign-in', limit: () => serverEnv().TEAM_SIGN_IN_PER_MINUTE, redisUrl: () => serverEnv().REDIS_URL }));
}

/**
 * The session cookie. Over HTTPS (an https SITE_URL) it is `__Host-ladle-team`: Secure, Path=/,
 * no Domain, so no other host or path can set or shadow it. Browsers refuse a `__Host-` cookie
 * without Secure, and a Secure cookie is not sent over plain http, so with an http SITE_URL
 * (a laptop, the tests on loopback) it is `ladle-team`, otherwise the same.
 */
export function sessionCookie() {
  const secure = serverEnv().SITE_URL.startsWith('https:');
  return { name: secure ? '__Host-ladle-team' : 'ladle-team', secure };
}

export function sessionCookieHeader(id: string | null) {
  const { name, secure } = sessionCookie();
  // The server ends the session (12 h idle, 7 days in all); the cookie lasts as long as the longest.
  const lifetime = `; Max-Age=${id ? SESSION_ABSOLUTE_MS / 1000 : 0}`;
  return `${name}=${id ?? ''}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}${lifetime}`;
}

/** The origins a form post may come from: the site's own (the Host header's is accepted too). */
export const allowedOrigins = () => [new URL(serverEnv().SITE_URL).origin];
