import { signOut } from '@/services/team/sign-in';

/** Sign out, or sign out everywhere (services/team/sign-in.ts). */
export const POST = signOut;
