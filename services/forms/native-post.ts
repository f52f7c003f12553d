import 'server-only';
import { parseCookie } from 'cookie';
import { commonFormCopy, invalidSummary, leadFormCopy, postedFormCopy, type CommonFormCopy, type LeadFormCopy, type PostedFormCopy } from '@/content/forms';
import { formCopyFor } from '@/content/es/forms';
import { leadForms } from '@/content/lead-forms';
import { site } from '@/content/site';
import { siteFor } from '@/content/es/site';
import { emailConfig, type EmailFormId } from '@/lib/email/config';
import { allowLead } from '@/lib/email/lead-rate-limit';
import { Rejection } from '@/lib/email/read-request';
import { validateEnvelope } from '@/lib/email/validate-request';
import { serverEnv } from '@/lib/env';
import { issueTicket, judgeNativePost, ticketSecret, ticketTime, TICKET_COOKIE } from '@/lib/forms/ticket';
import type { Locale } from '@/lib/i18n/locale';
import { FILL_TIME_PARAM, HONEYPOT_PARAM, acceptLead } from '@/lib/leads/accept';
import { ATTRIBUTION_PARAMS } from '@/lib/visit/attribution-params';
import { contactParams, demoParams, partnerParams } from './payloads';
import { POST_FIELDS, type LeadPostState } from './post-state';
import { validateValues } from './validate';
import { postedExperiment } from './post-experiment';
import { offerAfterPost } from '@/services/booking/view';

/**
 * A lead form posted without JavaScript (a native form post, through the Server Function of
 * post-lead.ts). The same rules as the script path: the form's zod schema with the page's
 * language's messages, the honeypot, a fill time the server can check (lib/forms/ticket.ts),
 * the per-client limit, then the payload builders and lib/leads/accept.ts, so the lead is
 * stored and relayed exactly like one that came through the EmailJS-compatible endpoint.
 * A refused post is never stored; it comes back with everything typed and the reason in words.
 */

const FORMS: readonly EmailFormId[] = ['partner', 'contact', 'demo'];

const builders: { [F in EmailFormId]: (values: never, source: string | undefined, language: Locale) => Record<string, string> } = {
  partner: (values, _source, language) => partnerParams(values, language),
  contact: (values, source, language) => contactParams(values, source, language),
  demo: (values, source, language) => demoParams(values, source, language),
};

function copyFor(form: EmailFormId, language: Locale): { copy: LeadFormCopy; common: CommonFormCopy; posted: PostedFormCopy; replyWithin: string } {
  if (language === 'en') return { copy: leadFormCopy[form], common: commonFormCopy, posted: postedFormCopy, replyWithin: site.replyWithin };
  const localized = formCopyFor(language);
  return { copy: localized.forms[form], common: localized.common, posted: localized.posted, replyWithin: siteFor(language).replyWithin };
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n') : '';
};

/** A browser that asks not to be tracked (Global Privacy Control, Do Not Track) sends no attribution, as with script. */
const trackingRefused = (headers: Headers) => headers.get('sec-gpc') === '1' || headers.get('dnt') === '1';

/** The experiment and variant the form's page showed, as attribution params (post-experiment.ts). */
function postedAttribution(headers: Headers, page: string, now: number): Record<string, string> {
  const shown = postedExperiment({ headers, page, now });
  return shown ? { [ATTRIBUTION_PARAMS.experiment]: shown.experiment, [ATTRIBUTION_PARAMS.variant]: shown.variant } : {};
}

export type NativePostRequest = { data: FormData; headers: Headers; now?: number };

export async function handleNativePost({ data, headers, now = Date.now() }: NativePostRequest): Promise<LeadPostState> {
  const requested = text(data, POST_FIELDS.form);
  const form = FORMS.find((id) => id === requested);
  if (!form) return null;
  const language: Locale = text(data, POST_FIELDS.language) === 'es' ? 'es' : 'en';
  const { copy, common, posted, replyWithin } = copyFor(form, language);
  const values: Record<string, string> = Object.fromEntries(
    [...leadForms[form].fields.map((field) => field.name), 'consent'].map((name) => [name, text(data, name)]),
  );
  const secret = ticketSecret();
  const again = (message: string, errors: Record<string, string> = {}): LeadPostState => ({
    form,
    values,
    errors,
    message: { tone: 'error', text: message },
    ticket: issueTicket(now, secret),
  });

  const checked = validateValues(form, values, common.messages);
  const tickets = [parseCookie(headers.get('cookie') ?? '')[TICKET_COOKIE], text(data, POST_FIELDS.ticket)];
  const verdict = judgeNativePost({ honeypot: text(data, HONEYPOT_PARAM), tickets, secret, now, minFillMs: serverEnv().LEAD_MIN_FILL_MS });
  // A bot that fills the honeypot is told what a person is told on success, and nothing is kept (as with script).
  const success = { form, values: {}, errors: {}, message: { tone: 'success', text: copy.success.replace('{replyWithin}', replyWithin) } } as const;
  if (verdict === 'honeypot') return success;
  if (!checked.ok) return again(invalidSummary(copy.invalid, checked.errors), checked.errors);
  if (verdict) return again(posted.resend);
  if (!(await allowLead(headers))) return again(copy.failure);

  const page = text(data, POST_FIELDS.page);
  const source = text(data, POST_FIELDS.source) || undefined;
  const started = Math.min(...tickets.map((ticket) => ticketTime(ticket, secret, now) ?? now));
  const params = {
    ...builders[form](checked.data as never, source, language),
    [FILL_TIME_PARAM]: String(now - started),
    ...(trackingRefused(headers) || !page.startsWith('/') ? {} : { [ATTRIBUTION_PARAMS.page]: page, [ATTRIBUTION_PARAMS.lang]: language, ...postedAttribution(headers, page, now) }),
  };
  try {
    // The endpoint's own check and cleaning, so the stored lead has exactly the endpoint's shape.
    const message = validateEnvelope({
      user_id: emailConfig.publicKey,
      service_id: emailConfig.serviceId,
      template_id: emailConfig.templates[form],
      template_params: params,
    });
    const stored = await acceptLead({ ...message, via: 'form-post' });
    // A stored demo request may be booked at once: its token and the free times travel with the answer.
    const booking = form === 'demo' ? await offerAfterPost(stored.record) : undefined;
    return booking ? { ...success, booking } : success;
  } catch (error) {
    if (error instanceof Rejection) console.error(`A ${form} form posted without script was refused: ${error.message}`);
    else console.error(`A ${form} form posted without script could not be stored`, error);
    return again(copy.failure);
  }
}
