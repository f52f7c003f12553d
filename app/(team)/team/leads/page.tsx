import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { TeamFrame } from '@/components/team/team-frame';
import { LeadFilters } from '@/components/team/lead-filters';
import { pageAccess } from '@/services/team/access';
import { filterQuery, leadDelivery, leadPage, parseLeadFilter } from '@/services/team/leads';

export const metadata: Metadata = { title: 'Leads' };

const words = teamWords.leads;
const page = teamPages.find((candidate) => candidate.path === '/team/leads')!;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** /team/leads: the stored leads, newest first, filtered, in pages of 50, and their CSV. */
export default async function LeadsPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const filter = parseLeadFilter(await searchParams);
  const result = forbidden ? null : await leadPage(filter);
  return (
    <TeamFrame member={member} current="/team/leads" forbidden={forbidden} heading={words.heading}>
      <LeadFilters filter={filter} />
      {result ? (
        <>
          <p className="mt-6" role="status">
            {words.count(result.total, result.page, result.pages)}{' '}
            <a href={`/team/leads/export${filterQuery(filter)}`} className="underline underline-offset-4">
              {words.export}
            </a>
          </p>
          {result.leads.length === 0 ? (
            <p className="mt-4">{words.none}</p>
          ) : (
            <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={words.heading}>
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line">
                    {Object.values(words.columns).map((column) => (
                      <th key={column} scope="col" className="px-2 py-2 whitespace-nowrap">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.leads.map((entry) => {
                    const p = entry.lead.template_params;
                    return (
                      <tr key={entry.lead.id} className="border-b border-line align-top">
                        <td className="px-2 py-2 whitespace-nowrap">{entry.lead.received_at.replace('T', ' ').slice(0, 16)}</td>
                        <td className="px-2 py-2">{words.formLabels[entry.lead.form]}</td>
                        <td className="px-2 py-2">
                          <a href={`/team/leads/${encodeURIComponent(entry.lead.id)}`} className="underline underline-offset-4">
                            {String(p.from_name ?? '(no name)')}
                          </a>
                        </td>
                        <td className="px-2 py-2 break-all">{String(p.from_email ?? '')}</td>
                        <td className="px-2 py-2">{String(p.company ?? '')}</td>
                        <td className="px-2 py-2">{[p.utm_source, p.utm_medium, p.utm_campaign].filter(Boolean).join(' / ')}</td>
                        <td className="px-2 py-2">{words.deliveryLabels[leadDelivery(entry)]}</td>
                        <td className="px-2 py-2 whitespace-nowrap">{entry.lead.booking ? `${entry.lead.booking.state} ${entry.lead.booking.start.replace('T', ' ').slice(0, 16)}` : ''}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {result.pages > 1 ? (
            <nav aria-label="Pages of leads" className="mt-6 flex gap-6">
              {result.page > 1 ? (
                <a href={`/team/leads${filterQuery(filter, result.page - 1)}`} className="underline underline-offset-4">
                  {words.previous}
                </a>
              ) : null}
              {result.page < result.pages ? (
                <a href={`/team/leads${filterQuery(filter, result.page + 1)}`} className="underline underline-offset-4">
                  {words.next}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </TeamFrame>
  );
}
