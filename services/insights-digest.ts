import { createTransport } from 'nodemailer';
import { site } from '@/content/site';
import { serverEnv } from '@/lib/env';
import { leadStore } from '@/lib/leads';
import { reportText } from '@/lib/insights/format';
import { insightsStore } from '@/lib/insights';
import { buildReport } from '@/lib/insights/report';
import { dueDigestWeek } from '@/lib/insights/week';
import { countedRoute } from './insights';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Claims a week's digest in the configured store (a file, or a PostgreSQL row): true once. */
export const claimDigestWeek = (week: string) => insightsStore().claimDigestWeek(week);

/** The last 7 days' report as a mail (text, and the same table as HTML). */
export async function digestMail(now = new Date()) {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const leads = (await leadStore().list({ spam: false })).map((stored) => stored.lead).filter((lead) => lead.received_at >= since);
  const text = reportText(buildReport(await insightsStore().readDays(7, now), leads, 7, countedRoute));
  const html = `<!doctype html><html><body><h1 style="font:600 18px sans-serif">${escapeHtml(site.name)} website: the week in numbers</h1><pre style="font:13px ui-monospace,monospace">${escapeHtml(text)}</pre></body></html>`;
  return { subject: `${site.name} website: weekly insights`, text, html };
}

/**
 * Sends this week's digest to LEAD_NOTIFY_TO when SMTP is configured and it is due (Monday
 * 08:00 or later in INSIGHTS_TIME_ZONE) and no one has sent it yet. `force` sends now for
 * the current week (`npm run insights -- --digest`), still claimed, so still once.
 * Returns the week sent, or null.
 */
export async function sendDigestIfDue({ now = new Date(), force = false } = {}): Promise<string | null> {
  const env = serverEnv();
  if (!env.SMTP_URL || !env.LEAD_NOTIFY_TO) return null;
  const week = dueDigestWeek(now, env.INSIGHTS_TIME_ZONE) ?? (force ? dueDigestWeek(new Date(now.getTime() + 86_400_000), env.INSIGHTS_TIME_ZONE) : null);
  if (!week || !(await claimDigestWeek(week))) return null;
  const mail = await digestMail(now);
  const transport = createTransport({ url: env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  try {
    await transport.sendMail({
      from: env.LEAD_NOTIFY_FROM ?? { name: `${site.name} website`, address: `no-reply@${new URL(env.SITE_URL).hostname}` },
      to: env.LEAD_NOTIFY_TO,
      ...mail,
    });
  } finally {
    transport.close();
  }
  return week;
}

let timer: NodeJS.Timeout | undefined;

/** Beside the relay loop: looks every 10 minutes whether this week's digest is due. */
export function startDigestTimer() {
  if (timer) return;
  const check = () => void sendDigestIfDue().catch((error) => console.error('The weekly insights digest was not sent', error));
  check();
  timer = setInterval(check, 10 * 60_000);
  timer.unref();
}
