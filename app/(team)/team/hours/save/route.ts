import { saveHours } from '@/services/team/hours-form';

/** A rep's hours and time off saved, after naming the meetings it leaves out (services/team/hours-form.ts). */
export const POST = saveHours;
