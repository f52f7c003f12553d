import { authenticationOptions } from '@/services/team/passkeys';

/** Sign-in with a passkey: the challenge (services/team/passkeys.ts). */
export const POST = authenticationOptions;
