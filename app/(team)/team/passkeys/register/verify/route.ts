import { verifyRegistration } from '@/services/team/passkeys';

/** A signed-in member's new passkey: the browser's answer, checked and stored (services/team/passkeys.ts). */
export const POST = verifyRegistration;
