import 'server-only';
import { kickRelay, leadStore } from '@/lib/leads';
import { leadsCsv } from '@/lib/leads/csv';
import type { DeliveryChannel } from '@/lib/leads/store';
import { teamPages } from '@/content/team';
import { audit, requestAddress, requestSessionId, signedInBy, postAccess, postedForm, SIGN_IN_PATH } from './access';
import { filteredLeads, parseLeadFilter } from './leads';
import { refusedPost } from './sign-in';

/**
 * What the team does to leads: the CSV export of the filtered list (a GET: a link, not a
 * change, though signed in and audited) and "Send it again" for a failed delivery (a post).
 */

const leadRoles = teamPages.find((page) => page.path === '/team/leads')!.roles;
/** Sending again changes what goes out: not for the read-only marketing role. */
const resendRoles = ['admin', 'sales'] as const;

export async function exportLeads(request: Request): Promise<Response> {
  const signedIn = await signedInBy(requestSessionId(request.headers));
  if (!signedIn) return new Response(null, { status: 303, headers: { Location: SIGN_IN_PATH, 'Cache-Control': 'no-store' } });
  if (!(leadRoles as readonly string[]).includes(signedIn.member.role)) return refusedPost('forbidden');
  const url = new URL(request.url);
  const filter = parseLeadFilter(Object.fromEntries(url.searchParams));
  const leads = await filteredLeads(filter);
  await audit(signedIn.member.email, 'exported leads as CSV', `${leads.length} leads${url.search ? `, filters ${url.search}` : ''}`, requestAddress(request.headers));
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

const CHANNELS: readonly DeliveryChannel[] = ['smtp', 'webhook'];

/** POST /team/leads/resend: a failed delivery of one lead made pending, and the relay kicked. */
export async function resendLead(request: Request): Promise<Response> {
  const access = await postAccess(request, resendRoles);
  if (!access.ok) return refusedPost(access.refusal);
  const data = await postedForm(request);
  const id = String(data.get('id') ?? '').slice(0, 100);
  const channel = CHANNELS.find((candidate) => candidate === data.get('channel'));
  const again = channel && /^[\w-]+$/.test(id) ? await leadStore().sendAgain(id, channel, new Date()) : false;
  if (again) {
    await audit(access.signedIn.member.email, 'sent a lead again', `${id} by ${channel}`, access.address);
    kickRelay();
  }
  return new Response(null, { status: 303, headers: { Location: `/team/leads/${encodeURIComponent(id)}?m=${again ? 'resent' : 'not-failed'}`, 'Cache-Control': 'no-store' } });
}
