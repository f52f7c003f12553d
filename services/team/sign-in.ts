import 'server-only';
import { serverEnv } from '@/lib/env';
import { normalEmail } from '@/lib/team/members';
import { sameOriginPost } from '@/lib/team/origin';
import { transportFor } from '@/lib/leads/channels/smtp';
import { site } from '@/content/site';
import { teamWords } from '@/content/team';
import { pageWithStatus } from '@/services/booking/http';
import { LINK_PAGE, newSignInLink } from './links';
import { allowedOrigins, memberByEmail, sessionCookieHeader, signInLimiter, teamStore } from './config';
import { audit, postAccess, postedForm, requestAddress, requestSessionId, SIGN_IN_PATH, type PostRefusal } from './access';

/**
 * The sign-in and sign-out form posts of the team room. A one-time link is the first way in
 * and the recovery: asked for on /team/sign-in, mailed through the site's SMTP, opened on
 * /team/sign-in/link (which changes nothing: mail scanners follow links), used by that page's
 * button, which posts here. Every post checks its Origin; sign-in attempts are limited per
 * client address and per email address by the site's one limiter.
 */


const see = (location: string, extraHeaders: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...extraHeaders } });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refused post, in words: 403 for another site's post or a role that may not; the sign-in page for nobody signed in. */
export function refusedPost(refusal: PostRefusal): Response {
  if (refusal === 'signed-out') return see(`${SIGN_IN_PATH}?m=expired`);
  const [heading, text] = refusal === 'cross-site' ? [teamWords.refused.crossSiteHeading, teamWords.refused.crossSite] : [teamWords.refused.heading, teamWords.refused.notAllowed];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><p><a href="/team">${escapeHtml(teamWords.roomName)}</a></p></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 320) : '';
};

/** Both budgets are spent on every attempt, so neither many addresses nor many emails get past. */
async function withinSignInLimit(address: string, email: string | undefined) {
  const limiter = signInLimiter();
  const byAddress = await limiter(`address:${address}`);
  const byEmail = email ? await limiter(`email:${email}`) : true;
  return byAddress && byEmail;
}

async function mailLink(to: string, link: string) {
  const env = serverEnv();
  const host = new URL(env.SITE_URL).hostname;
  await transportFor(env.SMTP_URL!).sendMail({
    from: env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${host}` },
    to,
    subject: teamWords.mail.subject,
    text: teamWords.mail.text(link),
  });
}

/** POST /team/sign-in/request: mails a link to a member; the same answer for anyone else. */
export async function requestLink(request: Request): Promise<Response> {
  if (!sameOriginPost(request.headers, allowedOrigins())) return refusedPost('cross-site');
  const data = await postedForm(request);
  const typed = field(data, 'email');
  const email = normalEmail(typed);
  const address = requestAddress(request.headers);
  const again = (message: string, status: number) => pageWithStatus(request, `${SIGN_IN_PATH}?m=${message}&email=${encodeURIComponent(typed)}`, status);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return again('bad-email', 400);
  if (!(await withinSignInLimit(address, email))) return again('limit', 429);
  if (!serverEnv().SMTP_URL) return again('no-mail', 200);
  const member = memberByEmail(email);
  if (member) {
    const link = await newSignInLink(member.email);
    try {
      await mailLink(member.email, link);
    } catch (error) {
      console.error('[team] The sign-in link could not be mailed', error);
      return again('mail-failed', 200);
    }
    await audit(member.email, 'sign-in link mailed', '', address);
  }
  return see(`${SIGN_IN_PATH}?m=sent`);
}

/** POST /team/sign-in/confirm: uses the link, starts a new session (a new id), ends the one the browser had. */
export async function confirmLink(request: Request): Promise<Response> {
  if (!sameOriginPost(request.headers, allowedOrigins())) return refusedPost('cross-site');
  const data = await postedForm(request);
  const token = field(data, 't');
  const address = requestAddress(request.headers);
  if (!(await withinSignInLimit(address, undefined))) return pageWithStatus(request, `${SIGN_IN_PATH}?m=limit`, 429);
  const store = teamStore();
  const now = new Date();
  const used = await store.useLink(token, now);
  if (!used.ok) {
    const status = used.refusal === 'unknown' ? 400 : used.refusal === 'used' ? 409 : 410;
    return pageWithStatus(request, `${LINK_PAGE}?e=${used.refusal}`, status);
  }
  const member = memberByEmail(used.email);
  if (!member) return pageWithStatus(request, `${LINK_PAGE}?e=unknown`, 400);
  const previous = requestSessionId(request.headers);
  if (previous) await store.deleteSession(previous);
  const id = await store.createSession({ email: member.email, address, now });
  await audit(member.email, 'signed in', 'one-time link', address);
  // After a link, a member without a passkey is asked to add one.
  const next = (await store.passkeysOf(member.email)).length ? '/team' : '/team/account?m=add-passkey';
  return see(next, { 'Set-Cookie': sessionCookieHeader(id) });
}

/** POST /team/sign-out (`everywhere=1`: every session of the member). */
export async function signOut(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin', 'marketing', 'sales', 'editor']);
  if (!access.ok) return refusedPost(access.refusal);
  const data = await postedForm(request);
  const everywhere = field(data, 'everywhere') === '1';
  const { member, sessionId } = access.signedIn;
  const store = teamStore();
  if (everywhere) await store.deleteSessionsOf(member.email);
  else await store.deleteSession(sessionId);
  await audit(member.email, everywhere ? 'signed out everywhere' : 'signed out', '', access.address);
  return see(`${SIGN_IN_PATH}?m=${everywhere ? 'out-everywhere' : 'out'}`, { 'Set-Cookie': sessionCookieHeader(null) });
}
