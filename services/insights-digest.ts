import { createTransport } from 'nodemailer';
import { site } from '@/content/site';
import { serverEnv } from '@/lib/env';
import { leadStore } from '@/lib/leads';
import { reportText } from '@/lib/insights/format';
import { insightsStore } from '@/lib/insights';
import type { InsightsStore } from '@/lib/insights/store';
import { buildReport } from '@/lib/insights/report';
import { dueDigestWeek } from '@/lib/insights/week';
import { countedRoute } from './insights';
import { experimentSectionText } from './experiment-report';
import { parsePeriod, periodQuery } from './team/overview';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * How long one instance holds a week while it sends: far longer than a send may take (the
 * transport's 10 s connection, 10 s greeting and 30 s socket timeouts), so two instances never
 * both send; if the holder dies mid-send, another sends after this.
 */
export const DIGEST_LEASE_MS = 15 * 60_000;

/** The team room's overview of the digest's 7 days (the UTC days of readDays(7, now)). */
export const digestOverviewUrl = (now: Date) => `${serverEnv().SITE_URL}/team/insights${periodQuery(parsePeriod({ days: '7' }, now).period)}`;

/** The last 7 days' report as a mail (text, and the same table as HTML), with a link to the overview of that week. */
export async function digestMail(now = new Date(), store: InsightsStore = insightsStore()) {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const allLeads = (await leadStore().list({ spam: false })).map((stored) => stored.lead);
  const leads = allLeads.filter((lead) => lead.received_at >= since);
  const overview = digestOverviewUrl(now);
  const report = `${reportText(buildReport(await store.readDays(7, now), leads, 7, countedRoute))}\n\n${await experimentSectionText(store, allLeads, now)}`;
  const text = `What worked this week, with charts, in the team room: ${overview}\n\n${report}`;
  const html = `<!doctype html><html><body><h1 style="font:600 18px sans-serif">${escapeHtml(site.name)} website: the week in numbers</h1><p style="font:14px sans-serif"><a href="${escapeHtml(overview)}">What worked this week, with charts, in the team room</a></p><pre style="font:13px ui-monospace,monospace">${escapeHtml(report)}</pre></body></html>`;
  return { subject: `${site.name} website: weekly insights`, text, html };
}

/**
 * Sends this week's digest to LEAD_NOTIFY_TO when SMTP is configured and it is due (Monday
 * 08:00 or later in INSIGHTS_TIME_ZONE) and not sent yet. `force` sends now for the current
 * week (`npm run insights -- --digest`), still once. The week is held in the store while this
 * instance sends (no other sends meanwhile), counts as sent only once the SMTP server accepted
 * the mail, and is let go when sending failed, so the next check (10 minutes on) tries again.
 * Returns the week sent, or null; throws when sending failed.
 */
export async function sendDigestIfDue({ now = new Date(), force = false, store = insightsStore() }: { now?: Date; force?: boolean; store?: InsightsStore } = {}): Promise<string | null> {
  const env = serverEnv();
  if (!env.SMTP_URL || !env.LEAD_NOTIFY_TO) return null;
  const week = dueDigestWeek(now, env.INSIGHTS_TIME_ZONE) ?? (force ? dueDigestWeek(new Date(now.getTime() + 86_400_000), env.INSIGHTS_TIME_ZONE) : null);
  if (!week) return null;
  const token = await store.claimDigestWeek(week, DIGEST_LEASE_MS);
  if (!token) return null;
  try {
    const mail = await digestMail(now, store);
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
  } catch (error) {
    await store.releaseDigestWeek(week, token).catch(() => undefined);
    throw error;
  }
  await store.markDigestSent(week, token);
  return week;
}

let timer: NodeJS.Timeout | undefined;

/** Beside the relay loop: looks every 10 minutes whether this week's digest is due (or failed before and is due again). */
export function startDigestTimer() {
  if (timer) return;
  const check = () => void sendDigestIfDue().catch((error) => console.error('The weekly insights digest was not sent', error));
  check();
  timer = setInterval(check, 10 * 60_000);
  timer.unref();
}
