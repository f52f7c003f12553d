import type { Metadata } from 'next';
import { teamPages } from '@/content/team';
import { experimentsWords as words } from '@/content/team-charts';
import { TeamFrame } from '@/components/team/team-frame';
import { ExperimentSection } from '@/components/team/experiment-section';
import { ChartTableView, CsvLink } from '@/components/team/charts';
import { pageAccess } from '@/services/team/access';
import { experimentsCsvHref, experimentsPage } from '@/services/team/experiments';

export const metadata: Metadata = { title: words.heading };

const page = teamPages.find((candidate) => candidate.path === '/team/experiments')!;

/** /team/experiments (admin, marketing): each running or recently ended experiment's figures, drawn, and the scheduled ones. */
export default async function ExperimentsPage() {
  const { member, forbidden } = await pageAccess(page.roles);
  const figures = forbidden ? null : await experimentsPage();
  return (
    <TeamFrame member={member} current="/team/experiments" forbidden={forbidden} heading={words.heading}>
      <p className="mt-4 max-w-3xl">{words.intro}</p>
      {figures ? (
        <>
          {figures.experiments.length === 0 ? <p className="mt-6">{words.none}</p> : null}
          {figures.experiments.map((experiment) => (
            <ExperimentSection key={experiment.key} experiment={experiment} />
          ))}
          {figures.scheduled.rows.length > 0 ? (
            <section aria-labelledby="experiments-scheduled" className="mt-12">
              <h2 id="experiments-scheduled" className="mb-4 text-xl font-bold">
                {words.scheduled.heading}
              </h2>
              <ChartTableView table={figures.scheduled} title={words.scheduled.heading} />
              <CsvLink href={experimentsCsvHref('scheduled')} title={words.scheduled.heading} />
            </section>
          ) : null}
        </>
      ) : null}
    </TeamFrame>
  );
}
