import { verifyAuthentication } from '@/services/team/passkeys';

/** Sign-in with a passkey: the signature checked, a session started (services/team/passkeys.ts). */
export const POST = verifyAuthentication;
