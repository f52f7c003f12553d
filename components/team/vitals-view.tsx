import { vitalsWords as words } from '@/content/team-charts';
import { VitalsForm } from '@/components/team/vitals-form';
import { BarChart, ChartTableView, CsvLink, LineChart } from '@/components/team/charts';
import { formatNumber } from '@/lib/charts/format';
import { BAND_THRESHOLDS } from '@/lib/insights/percentile';
import { REPORTED_VITALS, type ReportedVital } from '@/lib/insights/report';
import { vitalsCsvHref, type VitalsFigures } from '@/services/team/vitals';

const withUnit = (metric: ReportedVital) => (value: number) => `${formatNumber(value)}${words.metrics[metric].unit ? ` ${words.metrics[metric].unit}` : ''}`;

/** The three bands of a metric, from lib/insights/percentile.ts's thresholds. */
const bandsOf = (metric: ReportedVital) => {
  const [good, poor] = BAND_THRESHOLDS[metric];
  return [
    { label: words.bands.good, upTo: good, tone: 'good' as const },
    { label: words.bands['needs improvement'], upTo: poor, tone: 'warn' as const },
    { label: words.bands.poor, upTo: null, tone: 'poor' as const },
  ];
};

/** A short reading of the figures for a screen reader: the worst route's p75 and band. */
function worstSummary(figures: VitalsFigures, metric: ReportedVital): string | undefined {
  const worst = figures.ranked.filter((entry) => entry.p75[metric]).sort((a, b) => b.p75[metric]!.value - a.p75[metric]!.value)[0];
  return worst ? words.summary(metric, worst.route, withUnit(metric)(worst.p75[metric]!.value), words.bands[worst.p75[metric]!.band]) : undefined;
}

/**
 * The body of /team/vitals: the period form, the routes ranked worst first, the p75 per route
 * and device class against the good and poor limits, and per day for one route against the bands.
 */
export function VitalsView({ figures }: { figures: VitalsFigures }) {
  return (
    <>
      <VitalsForm days={figures.days} route={figures.route} routes={figures.ranked.map((entry) => entry.route)} />
      <p className="mt-4">{words.period(figures.from, figures.to, figures.days)}</p>
      {figures.ranked.length === 0 ? (
        <p className="mt-6">{words.none}</p>
      ) : (
        <>
          <section aria-labelledby="vitals-ranking" className="mt-10">
            <h2 id="vitals-ranking" className="text-xl font-bold">
              {words.ranking.heading}
            </h2>
            <p className="mt-1 mb-4 max-w-3xl text-sm text-ink-muted">{words.ranking.description}</p>
            <ChartTableView table={figures.tables.ranking} title={words.ranking.heading} />
            <CsvLink href={vitalsCsvHref(figures, 'ranking')} title={words.ranking.heading} />
          </section>
          <section aria-labelledby="vitals-devices" className="mt-10">
            <h2 id="vitals-devices" className="text-xl font-bold">
              {words.byDevice.heading}
            </h2>
            {REPORTED_VITALS.map((metric) => {
              const [good, poor] = BAND_THRESHOLDS[metric];
              const format = withUnit(metric);
              return (
                <BarChart
                  key={metric}
                  title={words.byDevice.title(words.metrics[metric].name)}
                  description={words.byDevice.description(metric, figures.tables.byDevice[metric].rows.length, figures.ranked.filter((entry) => entry.p75[metric]).length)}
                  summary={worstSummary(figures, metric)}
                  table={figures.tables.byDevice[metric]}
                  csvHref={vitalsCsvHref(figures, `${metric}-by-device`)}
                  label="route"
                  series={['phone', 'tablet', 'desktop']}
                  limits={[
                    { value: good, label: words.byDevice.limit('good', format(good)), tone: 'good' },
                    { value: poor, label: words.byDevice.limit('poor', format(poor)), tone: 'poor' },
                  ]}
                  format={format}
                />
              );
            })}
          </section>
          {figures.route ? (
            <section aria-labelledby="vitals-time" className="mt-10">
              <h2 id="vitals-time" className="text-xl font-bold">
                {words.overTime.heading(figures.route)}
              </h2>
              {REPORTED_VITALS.map((metric) => (
                <LineChart
                  key={metric}
                  title={words.overTime.title(words.metrics[metric].name, figures.route!)}
                  description={words.overTime.description(metric)}
                  table={figures.tables.overTime[metric]}
                  csvHref={vitalsCsvHref(figures, `${metric}-per-day`)}
                  x="day"
                  series={['all', 'phone', 'tablet', 'desktop']}
                  bands={bandsOf(metric)}
                />
              ))}
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
