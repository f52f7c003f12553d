import { registrationOptions } from '@/services/team/passkeys';

/** A signed-in member's new passkey: its creation options (services/team/passkeys.ts). */
export const POST = registrationOptions;
