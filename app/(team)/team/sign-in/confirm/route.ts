import { confirmLink } from '@/services/team/sign-in';

/** The link page's button: uses the link and starts a session (services/team/sign-in.ts). */
export const POST = confirmLink;
