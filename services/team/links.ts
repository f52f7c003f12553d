import { serverEnv } from '@/lib/env';
import { normalEmail } from '@/lib/team/members';
import { teamStore } from './config';

/** The page a sign-in mail's link opens (app/(team)/team/sign-in/link/page.tsx). */
export const LINK_PAGE = '/team/sign-in/link';

/** The address of the link page for one token, on the site's own origin (the mail's link). */
export const linkUrl = (token: string) => `${serverEnv().SITE_URL}${LINK_PAGE}?t=${token}`;

/** Makes a one-time link (15 minutes, once) for a member: the sign-in form, and `npm run team -- invite`. */
export async function newSignInLink(email: string) {
  const token = await teamStore().createLink(normalEmail(email), new Date());
  return linkUrl(token);
}
