import type { Metadata } from 'next';
import { teamPages } from '@/content/team';
import { vitalsWords as words } from '@/content/team-charts';
import { TeamFrame } from '@/components/team/team-frame';
import { VitalsView } from '@/components/team/vitals-view';
import { pageAccess } from '@/services/team/access';
import { parseVitalsQuery, vitalsPage } from '@/services/team/vitals';

export const metadata: Metadata = { title: words.heading };

const page = teamPages.find((candidate) => candidate.path === '/team/vitals')!;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** /team/vitals (admin, marketing): the field Web Vitals per route and device class, worst routes first, and per day for one route. */
export default async function VitalsPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(page.roles);
  const query = parseVitalsQuery(await searchParams);
  const figures = forbidden ? null : await vitalsPage(query);
  return (
    <TeamFrame member={member} current="/team/vitals" forbidden={forbidden} heading={words.heading}>
      <p className="mt-4 max-w-3xl">{words.intro}</p>
      {figures ? <VitalsView figures={figures} /> : null}
    </TeamFrame>
  );
}
