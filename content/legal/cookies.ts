import { loadLegalDocument } from './markdown';

/**
 * Cookie Policy. It describes what this website really stores: one consent entry in local
 * storage, the first touch after Accept All (lib/visit/first-touch.ts), the experiment cookie
 * and first-view marks after Accept All (lib/experiments), the lead forms' fill-time cookie
 * (lib/forms/ticket-cookie.ts), and no third-party trackers. If that ever changes, this text changes with it.
 */
export const cookiesDocument = loadLegalDocument('cookies');
