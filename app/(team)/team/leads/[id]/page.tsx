import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, TeamFrame } from '@/components/team/team-frame';
import { pageAccess } from '@/services/team/access';
import { leadView } from '@/services/team/lead-view';

export const metadata: Metadata = { title: 'Lead' };

const words = teamWords.leads;
const page = teamPages.find((candidate) => candidate.path === '/team/leads')!;
const utc = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

function Pairs({ pairs }: { pairs: [string, string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {pairs.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Params = Promise<{ id: string }>;
type Search = Promise<{ m?: string | string[] }>;

/** /team/leads/[id]: one lead, its attribution, its deliveries (with Send it again when one failed) and its booking. */
export default async function LeadPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const { id } = await params;
  const { m } = await searchParams;
  const view = forbidden ? undefined : await leadView(decodeURIComponent(id));
  const name = view ? String(view.entry.lead.template_params.from_name ?? '(no name)') : words.notFound;
  const canResend = member.role === 'admin' || member.role === 'sales';
  return (
    <TeamFrame member={member} current="/team/leads" forbidden={forbidden} heading={view ? `${words.formLabels[view.entry.lead.form]}: ${name}` : words.notFound}>
      <p className="mt-2">
        <a href="/team/leads" className="underline underline-offset-4">
          {words.back}
        </a>
      </p>
      {!view ? (
        <PageStatus status={404} />
      ) : (
        <>
          {m === 'resent' ? <Notice tone="success">{words.resent}</Notice> : null}
          <p className="mt-4 text-ink-muted">
            Received {utc(view.entry.lead.received_at)} UTC · id {view.entry.lead.id}
          </p>
          <h2 className="mt-8 text-xl font-bold">{words.fields}</h2>
          <Pairs pairs={view.fields} />
          {view.message ? <p className="mt-3 whitespace-pre-wrap rounded-control border border-line bg-surface p-3">{view.message}</p> : null}

          <h2 className="mt-8 text-xl font-bold">{words.attribution}</h2>
          {view.attribution.length ? <Pairs pairs={view.attribution} /> : <p className="mt-3">{words.noAttribution}</p>}

          <h2 className="mt-8 text-xl font-bold">{words.deliveries}</h2>
          {view.entry.lead.spam ? (
            <p className="mt-3">{words.spam(view.entry.lead.spam_reason ?? 'marked')}</p>
          ) : view.entry.deliveries.length === 0 ? (
            <p className="mt-3">{words.noDeliveries}</p>
          ) : (
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={words.deliveries}>
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    {Object.values(words.deliveryColumns).map((column) => (
                      <th key={column} scope="col" className="px-2 py-2">
                        {column}
                      </th>
                    ))}
                    <th scope="col" className="px-2 py-2">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.entry.deliveries.map((delivery) => (
                    <tr key={delivery.channel} className="border-b border-line align-top">
                      <td className="px-2 py-2">{delivery.channel}</td>
                      <td className="px-2 py-2">{words.deliveryLabels[delivery.state]}</td>
                      <td className="px-2 py-2">{delivery.attempts}</td>
                      <td className="px-2 py-2 break-words">{delivery.last_error ?? ''}</td>
                      <td className="px-2 py-2">{utc(delivery.delivered_at)}</td>
                      <td className="px-2 py-2">{utc(delivery.next_attempt_at)}</td>
                      <td className="px-2 py-2">
                        {delivery.state === 'failed' && canResend ? (
                          <form method="post" action="/team/leads/resend">
                            <input type="hidden" name="id" value={view.entry.lead.id} />
                            <input type="hidden" name="channel" value={delivery.channel} />
                            <Button type="submit" size="sm" aria-label={`${words.resend} by ${delivery.channel}`}>
                              {words.resend}
                            </Button>
                          </form>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h2 className="mt-8 text-xl font-bold">{words.booking}</h2>
          {view.booking ? (
            <>
              <Pairs
                pairs={[
                  ['State', view.booking.state],
                  ['Meeting (UTC)', `${utc(view.booking.start)} to ${utc(view.booking.end).slice(11)}`],
                  ['Rep', view.booking.rep],
                  ['Visitor’s time zone', view.booking.visitor.timeZone],
                  ['Booked at (UTC)', utc(view.booking.bookedAt)],
                  ['Changes sent (SEQUENCE)', String(view.booking.sequence)],
                  ...(view.booking.cancelledAt ? ([['Cancelled at (UTC)', utc(view.booking.cancelledAt)]] as [string, string][]) : []),
                ]}
              />
              <h3 className="mt-6 font-bold">History</h3>
              <ol className="mt-2 space-y-1">
                {view.history.map((item, index) => (
                  <li key={index}>
                    {utc(item.at)} UTC: {item.what}, {item.state} after {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
                    {item.lastError ? ` (last error: ${item.lastError})` : ''}
                  </li>
                ))}
              </ol>
            </>
          ) : view.entry.lead.booking ? (
            <Pairs pairs={[['State', view.entry.lead.booking.state], ['Meeting (UTC)', utc(view.entry.lead.booking.start)], ['Rep', view.entry.lead.booking.rep.name]]} />
          ) : (
            <p className="mt-3">{words.noBooking}</p>
          )}
        </>
      )}
    </TeamFrame>
  );
}
