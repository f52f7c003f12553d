import { loadLegalDocument } from './markdown';

/** The printed copy of the SMS policy, generated from the same Markdown by `npm run documents`. */
export const SMS_POLICY_PDF = '/documents/ladle-sms-privacy-policy.pdf';

/** SMS Privacy Policy (content/legal/sms-policy.md): /privacy-phone-text renders it and the PDF prints it. */
export const smsPolicyDocument = loadLegalDocument('sms-policy');
