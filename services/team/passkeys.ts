import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { serverEnv } from '@/lib/env';
import { normalEmail } from '@/lib/team/members';
import { sameOriginPost } from '@/lib/team/origin';
import { readLimitedText } from '@/lib/http/read-limited';
import { teamWords } from '@/content/team';
import { allowedOrigins, memberByEmail, sessionCookieHeader, signInLimiter, teamStore } from './config';
import { audit, postAccess, requestAddress, requestSessionId } from './access';

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: a signed-in member adds one (/team/account),
 * then signs in with it (/team/sign-in, a discoverable credential: no email to type). Each
 * ceremony is two JSON posts from the page's script (a passkey needs script; the one-time link
 * is the way in without it): options, whose challenge is kept on the server under a handle,
 * then the browser's answer with that handle, which takes the challenge once.
 * The relying party is SITE_URL: its host name is the RP ID, its origin the expected origin.
 */

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
const refused = (message: string, status: number) => json({ ok: false, message }, status);

function relyingParty() {
  const site = new URL(serverEnv().SITE_URL);
  return { rpID: site.hostname, origin: site.origin, rpName: teamWords.roomName };
}

/** A ceremony's answer is a few KB at most; anything bigger is refused unread. */
async function body(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const parsed = JSON.parse(await readLimitedText(request, 32 * 1024));
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** POST /team/passkeys/register/options (signed in): the creation options for a new passkey. */
export async function registrationOptions(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin', 'marketing', 'sales', 'editor']);
  if (!access.ok) return refused(teamWords.passkeys.refused, access.refusal === 'signed-out' ? 401 : 403);
  const { member } = access.signedIn;
  const store = teamStore();
  const { rpID, rpName } = relyingParty();
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: member.email,
    attestationType: 'none',
    excludeCredentials: (await store.passkeysOf(member.email)).map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const handle = await store.saveChallenge({ value: options.challenge, purpose: 'register', email: member.email }, new Date());
  return json({ ok: true, handle, options });
}

/** POST /team/passkeys/register/verify (signed in): stores the passkey the browser made. */
export async function verifyRegistration(request: Request): Promise<Response> {
  const access = await postAccess(request, ['admin', 'marketing', 'sales', 'editor']);
  if (!access.ok) return refused(teamWords.passkeys.refused, access.refusal === 'signed-out' ? 401 : 403);
  const { member } = access.signedIn;
  const data = await body(request);
  const store = teamStore();
  const challenge = typeof data?.handle === 'string' ? await store.takeChallenge(data.handle, new Date()) : null;
  if (!challenge || challenge.purpose !== 'register' || challenge.email !== member.email) return refused(teamWords.passkeys.expired, 400);
  const { rpID, origin } = relyingParty();
  try {
    const verified = await verifyRegistrationResponse({
      response: data!.response as RegistrationResponseJSON,
      expectedChallenge: challenge.value,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified.verified) return refused(teamWords.passkeys.failed, 400);
    const { credential } = verified.registrationInfo;
    await store.addPasskey({
      id: credential.id,
      email: member.email,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      created_at: new Date().toISOString(),
      last_used_at: null,
    });
    await audit(member.email, 'added a passkey', credential.id.slice(0, 16), access.address);
    return json({ ok: true, message: teamWords.passkeys.added });
  } catch (error) {
    console.error('[team] A passkey registration was refused', error);
    return refused(teamWords.passkeys.failed, 400);
  }
}

/** Sign-in ceremonies come from anyone: Origin and the sign-in limit first. */
async function signInGate(request: Request): Promise<Response | null> {
  if (!sameOriginPost(request.headers, allowedOrigins())) return refused(teamWords.refused.crossSite, 403);
  if (!(await signInLimiter()(`address:${requestAddress(request.headers)}`))) return refused(teamWords.signIn.limit, 429);
  return null;
}

/** POST /team/passkeys/sign-in/options: a challenge for any of the site's passkeys. */
export async function authenticationOptions(request: Request): Promise<Response> {
  const gate = await signInGate(request);
  if (gate) return gate;
  const { rpID } = relyingParty();
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  const handle = await teamStore().saveChallenge({ value: options.challenge, purpose: 'sign-in', email: null }, new Date());
  return json({ ok: true, handle, options });
}

/** POST /team/passkeys/sign-in/verify: the browser's signature checked; a new session, as a link's. */
export async function verifyAuthentication(request: Request): Promise<Response> {
  const gate = await signInGate(request);
  if (gate) return gate;
  const data = await body(request);
  const store = teamStore();
  const now = new Date();
  const challenge = typeof data?.handle === 'string' ? await store.takeChallenge(data.handle, now) : null;
  if (!challenge || challenge.purpose !== 'sign-in') return refused(teamWords.passkeys.expired, 400);
  const response = data!.response as AuthenticationResponseJSON;
  const passkey = typeof response?.id === 'string' ? await store.passkeyById(response.id) : null;
  const member = passkey ? memberByEmail(passkey.email) : undefined;
  if (!passkey || !member) return refused(teamWords.passkeys.unknown, 400);
  const { rpID, origin } = relyingParty();
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.value,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.public_key), counter: passkey.counter },
      requireUserVerification: false,
    });
    if (!verified.verified) return refused(teamWords.passkeys.failed, 400);
    await store.usePasskey(passkey.id, verified.authenticationInfo.newCounter, now);
  } catch (error) {
    console.error('[team] A passkey sign-in was refused', error);
    return refused(teamWords.passkeys.failed, 400);
  }
  const address = requestAddress(request.headers);
  const previous = requestSessionId(request.headers);
  if (previous) await store.deleteSession(previous);
  const id = await store.createSession({ email: normalEmail(member.email), address, now });
  await audit(member.email, 'signed in', 'passkey', address);
  return json({ ok: true, location: '/team' }, 200, { 'Set-Cookie': sessionCookieHeader(id) });
}
