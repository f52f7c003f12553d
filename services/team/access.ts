import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientKey } from '@/lib/email/client-address';
import { serverEnv } from '@/lib/env';
import type { TeamMember, TeamRole } from '@/lib/team/members';
import { sameOriginPost } from '@/lib/team/origin';
import { allowedOrigins, memberByEmail, sessionCookie, teamStore } from './config';

/**
 * Who is asking: the member behind a request's session cookie, or nobody. A session whose
 * member is no longer in TEAM_MEMBERS is deleted on the spot, so a removed member is out at
 * their next request, whatever their cookie says.
 */
export type SignedIn = { member: TeamMember; sessionId: string };

export const SIGN_IN_PATH = '/team/sign-in';

export async function signedInBy(sessionId: string | undefined): Promise<SignedIn | null> {
  if (!sessionId) return null;
  const store = teamStore();
  const session = await store.readSession(sessionId, new Date());
  if (!session) return null;
  const member = memberByEmail(session.email);
  if (!member) {
    await store.deleteSession(sessionId);
    return null;
  }
  return { member, sessionId };
}

const cookieValue = (cookieHeader: string | null, name: string) =>
  cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The session id a request carries. */
export const requestSessionId = (requestHeaders: Headers) => cookieValue(requestHeaders.get('cookie'), sessionCookie().name);

export const requestAddress = (requestHeaders: Headers) => clientKey(requestHeaders, serverEnv().TRUST_PROXY);

/**
 * For a page: the signed-in member, or a redirect to the sign-in page. `forbidden` when the
 * member's role does not open the page (the page then says so, with 403).
 */
export async function pageAccess(roles: readonly TeamRole[]): Promise<{ member: TeamMember; forbidden: boolean }> {
  const jar = await cookies();
  const signedIn = await signedInBy(jar.get(sessionCookie().name)?.value);
  if (!signedIn) redirect(SIGN_IN_PATH);
  return { member: signedIn.member, forbidden: !roles.includes(signedIn.member.role) };
}

/** The client address of the page's request (for the audit log). */
export async function pageAddress() {
  return requestAddress(await headers());
}

export type PostRefusal = 'cross-site' | 'signed-out' | 'forbidden';

/**
 * For a form post: refused when it comes from another site (Origin), when nobody is signed in,
 * or when the member's role may not do it; otherwise the member.
 */
export async function postAccess(request: Request, roles: readonly TeamRole[]): Promise<{ ok: true; signedIn: SignedIn; address: string } | { ok: false; refusal: PostRefusal }> {
  if (!sameOriginPost(request.headers, allowedOrigins())) return { ok: false, refusal: 'cross-site' };
  const signedIn = await signedInBy(requestSessionId(request.headers));
  if (!signedIn) return { ok: false, refusal: 'signed-out' };
  if (!roles.includes(signedIn.member.role)) return { ok: false, refusal: 'forbidden' };
  return { ok: true, signedIn, address: requestAddress(request.headers) };
}

/** A team form post's fields; a body that is not a form reads as an empty one (each action then refuses its missing fields). */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** Writes one line of the audit log: who did what to what, from where. */
export async function audit(who: string, action: string, detail: string, address: string) {
  await teamStore().audit({ at: new Date().toISOString(), who, action, detail, address });
}
