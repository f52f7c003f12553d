import type { Metadata } from 'next';
import { teamPages, teamWords } from '@/content/team';
import { TeamFrame } from '@/components/team/team-frame';
import { pageAccess } from '@/services/team/access';
import { teamStore } from '@/services/team/config';

export const metadata: Metadata = { title: 'Audit log' };

const words = teamWords.audit;
const page = teamPages.find((candidate) => candidate.path === '/team/audit')!;

/** /team/audit (admins): every action taken in the room, newest first. */
export default async function AuditPage() {
  const { member, forbidden } = await pageAccess(page.roles);
  const entries = forbidden ? [] : await teamStore().readAudit(500);
  return (
    <TeamFrame member={member} current="/team/audit" forbidden={forbidden} heading={words.heading}>
      <p className="mt-4">{words.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-6">{words.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={words.heading}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                {Object.values(words.columns).map((column) => (
                  <th key={column} scope="col" className="px-2 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`} className="border-b border-line align-top">
                  <td className="px-2 py-2 whitespace-nowrap">{entry.at.replace('T', ' ').slice(0, 19)}</td>
                  <td className="px-2 py-2">{entry.who}</td>
                  <td className="px-2 py-2">{entry.action}</td>
                  <td className="px-2 py-2">{entry.detail}</td>
                  <td className="px-2 py-2">{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TeamFrame>
  );
}
