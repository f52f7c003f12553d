import { createTransport, type Transporter } from 'nodemailer';
import type { LeadRecord } from '../store';
import { ATTRIBUTION_HEADING, leadAttribution, leadBookingText, leadFields, leadIntro, leadMessage, leadSubject } from './lead-text';

/**
 * Mails each lead to the sales inbox through the configured SMTP server (nodemailer).
 * The Message-ID is derived from the lead id, so if a lead is ever delivered twice (the
 * process died after the server accepted it but before the attempt was recorded), the
 * two copies carry the same Message-ID and mail clients show one, or a person sees at once
 * that they are the same lead.
 */

/** `siteName` is the site's name the mails speak of ("Ladle website"); lib knows no site facts. */
export type SmtpSettings = { url: string; to: string; from?: string; siteHost: string; siteName: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The Message-ID of a lead's mail; later mails about the lead (its booking) answer it, so they thread. */
export const leadMessageId = (leadId: string, siteHost: string) => `<${leadId}@${siteHost}>`;

export function leadMail(lead: LeadRecord, settings: Omit<SmtpSettings, 'url'>) {
  const fields = leadFields(lead);
  const message = leadMessage(lead);
  // A lead mailed after its visitor booked (a retry) says so at once; otherwise a later mail does.
  const booked = leadBookingText(lead);
  const intro = booked ? `${leadIntro(lead, settings.siteName)}\n${booked}.` : leadIntro(lead, settings.siteName);
  const origin = leadAttribution(lead);
  const originText = origin.length ? ['', `${ATTRIBUTION_HEADING}:`, ...origin.map(([label, value]) => `${label}: ${value}`)] : [];
  const text = [intro, '', ...fields.map(([label, value]) => `${label}: ${value}`), '', 'Message:', message, ...originText, ''].join('\n');
  const row = ([label, value]: [string, string]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const originHtml = origin.length
    ? [`<h2 style="font-size:1em">${escapeHtml(ATTRIBUTION_HEADING)}</h2>`, '<table cellpadding="4" style="border-collapse:collapse">', ...origin.map(row), '</table>']
    : [];
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    `<p style="white-space:pre-line">${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...fields.map(row),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    ...originHtml,
    '</body></html>',
  ].join('\n');
  const email = String(lead.template_params.from_email ?? '');
  const name = String(lead.template_params.from_name ?? '');
  return {
    from: settings.from ?? { name: `${settings.siteName} website`, address: `no-reply@${settings.siteHost}` },
    to: settings.to,
    replyTo: email ? { name, address: email } : undefined,
    subject: leadSubject(lead),
    messageId: leadMessageId(lead.id, settings.siteHost),
    headers: { 'X-Lead-Id': lead.id },
    text,
    html,
  };
}

const transports = new Map<string, Transporter>();

/** One pooled connection set per server URL, kept for the life of the process (the booking invitations share it). */
export function transportFor(url: string) {
  let transport = transports.get(url);
  if (!transport) {
    transport = createTransport({
      url,
      pool: true,
      maxConnections: 4,
      // A mail server that hangs must not hold a delivery for longer than its claim lasts.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

export function smtpSender(settings: SmtpSettings) {
  return async (lead: LeadRecord) => {
    await transportFor(settings.url).sendMail(leadMail(lead, settings));
  };
}

/** Closes pooled connections, so a one-shot script can exit. */
export function closeSmtpTransports() {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
