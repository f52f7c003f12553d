import { requestLink } from '@/services/team/sign-in';

/** The sign-in form's post: mails a one-time link (services/team/sign-in.ts). */
export const POST = requestLink;
