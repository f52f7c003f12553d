import type { EmailFormId } from '@/lib/email/config';
import type { Locale } from '@/lib/i18n/locale';
import { sendContactForm, sendDemoRequest, sendPartnerApplication, type SendResult } from '@/lib/email/client';
import { attributionParams } from '@/lib/visit/first-touch';
import { contactParams, demoParams, partnerParams } from './payloads';
import type { ContactValues, DemoValues, PartnerValues } from './schemas';

/**
 * What a page adds to a lead beyond the visitor's fields. Hidden facts about the
 * submission (the page it came from; later, say, when the form was first shown) travel
 * here from the form shell to the payload builders.
 */
export type LeadContext = {
  source?: string;
  /** The page's language: a Spanish form's lead carries `language: "es"`. */
  language?: Locale;
};

type Values = { contact: ContactValues; demo: DemoValues; partner: PartnerValues };

/** Every lead also says where its visit came from and where it was sent (lib/visit). */
const withVisit = <P extends object>(params: P, context: LeadContext): P =>
  ({ ...params, ...attributionParams({ page: window.location.pathname, lang: context.language ?? 'en' }) });

const senders: { [F in EmailFormId]: (values: Values[F], context: LeadContext) => Promise<SendResult> } = {
  contact: (values, context) => sendContactForm(withVisit(contactParams(values, context.source, context.language), context)),
  demo: (values, context) => sendDemoRequest(withVisit(demoParams(values, context.source, context.language), context)),
  partner: (values, context) => sendPartnerApplication(withVisit(partnerParams(values, context.language), context)),
};

/**
 * Builds a form's EmailJS params from its validated values and sends them. Loaded with
 * validation on the visitor's first interaction, so the SDK, the payload builders and the
 * email configuration stay out of the page's first load.
 */
export function sendLead<F extends EmailFormId>(form: F, values: Values[F], context: LeadContext) {
  return senders[form](values, context);
}
