import { loadLegalDocument } from './markdown';

/**
 * Cookie Policy. It describes what this website really stores: one consent entry in local
 * storage and no third-party trackers. If that ever changes, this text changes with it.
 */
export const cookiesDocument = loadLegalDocument('cookies');
