import { scaleLinear } from 'd3-scale';
import { symbol, symbolDiamond } from 'd3-shape';
import { coord, formatCell, formatNumber } from '@/lib/charts/format';
import { chartWords } from '@/content/team-charts';
import { ChartFigure, type ChartProps } from './chart-figure';
import { CHART_WIDTH, FONT_SIZE, HALO_CLASS, TEXT_HALO } from './styles';

const ROW = 40;
const AXIS = 24;
const MARGIN_X = 8;
const CAP = 5;

/**
 * Estimates with their intervals, one row per table row: the `label` column and the figures
 * written above a line from `low` to `high` (capped at both ends) with a diamond at `estimate`.
 * A dashed `reference` line (0 for a difference, the control's rate) runs through every row.
 */
export function IntervalChart({
  label,
  estimate,
  low,
  high,
  reference,
  format = formatNumber,
  ...props
}: ChartProps & { label: string; estimate: string; low: string; high: string; reference?: { value: number; label: string }; format?: (value: number) => string }) {
  const { table } = props;
  const numberOf = (row: Record<string, string | number | null>, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : null);
  const all = table.rows.flatMap((row) => [numberOf(row, low), numberOf(row, high), numberOf(row, estimate)]).filter((value): value is number => value !== null);
  if (reference) all.push(reference.value);
  const lowest = Math.min(...all, 0);
  const highest = Math.max(...all, 0);
  const xScale = scaleLinear()
    .domain(lowest === highest ? [lowest - 1, highest + 1] : [lowest, highest])
    .nice()
    .range([MARGIN_X, CHART_WIDTH - MARGIN_X]);
  const top = reference ? FONT_SIZE + 6 : 0;
  const height = top + table.rows.length * ROW + AXIS;
  const diamond = symbol(symbolDiamond, 56)() ?? '';
  const legend = [
    { label: chartWords.estimate, swatch: <svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true"><path d={diamond} className="fill-accent" /></svg> },
    {
      label: chartWords.interval,
      swatch: (
        <svg width="28" height="14" viewBox="0 0 28 14" aria-hidden="true">
          <path d="M2 3v8M2 7h24M26 3v8" className="stroke-accent" strokeWidth="2" fill="none" />
        </svg>
      ),
    },
    ...(reference
      ? [{ label: reference.label, swatch: <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path d="M7 0v14" className="stroke-ink" strokeWidth="1.5" strokeDasharray="3 2" /></svg> }]
      : []),
  ];
  const ticks = xScale.ticks(4);
  const xAt = (value: number) => coord(xScale(value));
  const axisY = height - AXIS;

  return (
    <ChartFigure {...props} width={CHART_WIDTH} height={height} legend={legend}>
      <g data-part="x-axis" fontSize={FONT_SIZE} className="fill-ink-muted">
        <line x1={MARGIN_X} x2={CHART_WIDTH - MARGIN_X} y1={axisY} y2={axisY} className="stroke-ink-muted" />
        {ticks.map((tick) => (
          <text key={tick} x={xAt(tick)} y={axisY + FONT_SIZE + 6} textAnchor="middle">
            {format(tick)}
          </text>
        ))}
      </g>
      {reference ? (
        <g data-part="reference">
          <line x1={xAt(reference.value)} x2={xAt(reference.value)} y1={top - 2} y2={axisY} className="stroke-ink" strokeWidth="1.5" strokeDasharray="3 2" />
          <text x={xAt(reference.value)} y={FONT_SIZE} textAnchor={xAt(reference.value) > CHART_WIDTH / 2 ? 'end' : 'start'} fontSize={FONT_SIZE - 1} className="fill-ink">
            {reference.label}
          </text>
        </g>
      ) : null}
      {table.rows.map((row, at) => {
        const y = top + at * ROW;
        const [value, from, to] = [numberOf(row, estimate), numberOf(row, low), numberOf(row, high)];
        const lineY = y + FONT_SIZE + 14;
        return (
          <g key={at} data-row={at}>
            <text x={MARGIN_X} y={y + FONT_SIZE + 2} fontSize={FONT_SIZE} {...TEXT_HALO} className={HALO_CLASS}>
              {formatCell(row[label])}: {value === null ? formatNumber(null) : chartWords.intervalText(format(value), from === null ? formatNumber(null) : format(from), to === null ? formatNumber(null) : format(to))}
            </text>
            {from !== null && to !== null ? (
              <path d={`M${xAt(from)} ${lineY - CAP}v${CAP * 2}M${xAt(from)} ${lineY}H${xAt(to)}M${xAt(to)} ${lineY - CAP}v${CAP * 2}`} className="stroke-accent" strokeWidth="2" fill="none" data-part="interval" />
            ) : null}
            {value !== null ? <path d={diamond} transform={`translate(${xAt(value)} ${lineY})`} className="fill-accent stroke-surface" strokeWidth="1" data-part="estimate" /> : null}
          </g>
        );
      })}
    </ChartFigure>
  );
}
