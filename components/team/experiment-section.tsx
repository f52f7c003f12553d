import { experimentsWords as words } from '@/content/team-charts';
import { formatNumber } from '@/lib/charts/format';
import { BarChart, IntervalChart } from '@/components/team/charts';
import { experimentsCsvHref, type ExperimentFigures } from '@/services/team/experiments';

const percent = (value: number) => `${formatNumber(value)}%`;
const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value)}%`;
const levelText = (level: number) => percent(Number((level * 100).toFixed(1)));

/**
 * One experiment on /team/experiments: its state and dates, the split check (a warning in
 * words when it fails), each variant's rate with its interval, the difference from the
 * control with its interval, and the progress toward the planned sample size.
 */
export function ExperimentSection({ experiment }: { experiment: ExperimentFigures }) {
  const id = `experiment-${experiment.key}`;
  const { rates, difference, progress } = experiment.tables;
  const level = levelText(experiment.level);
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-line pt-8">
      <h2 id={id} className="text-xl font-bold">
        {experiment.key}
      </h2>
      <p className="mt-1">
        <strong>{words.state[experiment.state]}</strong>, {words.dates(experiment.start, experiment.end)}. {words.judgedBy(experiment.metricLabel)}
      </p>
      {experiment.splitCheck.mismatch ? (
        <div className="mt-4 rounded-card border-2 border-danger bg-surface p-4" data-warning="sample-ratio">
          <p className="flex items-start gap-2 font-bold text-danger">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 shrink-0">
              <path d="M10 2 19 18H1Z" className="fill-danger" />
              <path d="M10 8v4M10 14.5v1" className="stroke-surface" strokeWidth="2" />
            </svg>
            {words.split.warning}
          </p>
          <p className="mt-1">{words.split.mismatch(experiment.splitCheck.pText ?? '')}</p>
        </div>
      ) : (
        <p className="mt-2">{experiment.splitCheck.pText ? words.split.fits(experiment.splitCheck.pText) : words.split.waits}</p>
      )}
      <IntervalChart
        title={`${experiment.key}: ${words.rates.title}`}
        description={words.rates.description(level)}
        table={rates}
        csvHref={experimentsCsvHref('rates', experiment.key)}
        label="variant"
        estimate="rate"
        low="low"
        high="high"
        reference={experiment.controlRate === null ? undefined : { value: experiment.controlRate, label: words.rates.reference(percent(experiment.controlRate)) }}
        format={percent}
      />
      {difference ? (
        <IntervalChart
          title={`${experiment.key}: ${words.difference.title}`}
          description={words.difference.description(level)}
          table={difference}
          csvHref={experimentsCsvHref('difference', experiment.key)}
          label="variant"
          estimate="uplift"
          low="low"
          high="high"
          reference={{ value: 0, label: words.difference.reference }}
          format={signedPercent}
        />
      ) : (
        <p className="mt-8">{words.difference.hidden}</p>
      )}
      <BarChart
        title={`${experiment.key}: ${words.progress.title}`}
        description={words.progress.description(formatNumber(experiment.neededPerVariant), percent(experiment.power * 100), experiment.comparisonAlpha.toFixed(3))}
        table={progress}
        csvHref={experimentsCsvHref('progress', experiment.key)}
        label="variant"
        series={['enrolled']}
        limits={[{ value: experiment.neededPerVariant, label: words.progress.plan(formatNumber(experiment.neededPerVariant)), tone: 'neutral' }]}
      />
    </section>
  );
}
