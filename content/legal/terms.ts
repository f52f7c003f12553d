import { loadLegalDocument } from './markdown';

/** Terms and Conditions: the agreement between Ladle Fintech LLC and every user of the site and services. */
export const termsDocument = loadLegalDocument('terms');
