import { loadLegalDocument } from './markdown';

/** Privacy Policy: what the website and the services collect, why, and the visitor's choices. */
export const privacyDocument = loadLegalDocument('privacy');
