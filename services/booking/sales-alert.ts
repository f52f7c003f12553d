import { serverEnv } from '@/lib/env';
import { transportFor } from '@/lib/leads/channels/smtp';
import { site } from '@/content/site';

/**
 * A mail to the sales inbox (LEAD_NOTIFY_TO, through the lead mail's SMTP pool) when the
 * booking's calendars need a person: a rep's calendar that cannot be read, a booked event the
 * relay gave up writing. Always logged as an error too, so a site without SMTP_URL still says it.
 * Never throws: an alert that cannot be sent is logged, and the booking goes on.
 */
export async function alertSalesInbox(mail: { subject: string; text: string }): Promise<void> {
  console.error(`[booking] ${mail.subject}\n${mail.text}`);
  const env = serverEnv();
  if (!env.SMTP_URL || !env.LEAD_NOTIFY_TO) return;
  const host = new URL(env.SITE_URL).hostname;
  try {
    await transportFor(env.SMTP_URL).sendMail({
      from: env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${host}` },
      to: env.LEAD_NOTIFY_TO,
      subject: mail.subject,
      text: `${mail.text}\n`,
      headers: { 'X-Booking-Alert': 'calendar' },
    });
  } catch (error) {
    console.error(`[booking] The alert "${mail.subject}" could not be mailed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
