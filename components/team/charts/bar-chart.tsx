import { useId } from 'react';
import { scaleLinear } from 'd3-scale';
import { columnNumbers } from '@/lib/charts/table';
import { coord, formatCell, formatNumber } from '@/lib/charts/format';
import { ChartFigure, type ChartProps } from './chart-figure';
import { CHART_WIDTH, FONT_SIZE, LIMIT_STYLE, TEXT_HALO, HALO_CLASS, type LimitTone } from './styles';
import { BarPattern, BarSwatch, LimitSwatch } from './swatches';

/** A value marked across every row (a threshold, a plan), named in the legend. */
export type BarLimit = { value: number; label: string; tone: LimitTone };

const BAR = 12;
const BAR_GAP = 2;
const ROW_GAP = 10;
/** Room right of the longest bar for its value. */
const VALUE_ROOM = 64;

/**
 * Horizontal bars, one group per table row (its `label` column written above the bars, so
 * long names fit a phone), one bar per key in `series`, each with its value at its end. Bars
 * of different series differ in colour and hatching; rows keep the table's order (a ranking or
 * the steps of a funnel). `limits` are dashed lines across all rows, named in the legend.
 */
export function BarChart({
  label,
  series,
  limits = [],
  format = formatNumber,
  ...props
}: ChartProps & { label: string; series: string[]; limits?: BarLimit[]; format?: (value: number) => string }) {
  const id = useId();
  const { table } = props;
  const max = Math.max(...series.flatMap((key) => columnNumbers(table, key)), ...limits.map((limit) => limit.value), 0) || 1;
  const xScale = scaleLinear().domain([0, max]).range([0, CHART_WIDTH - VALUE_ROOM]);
  const groupHeight = FONT_SIZE + 6 + series.length * (BAR + BAR_GAP) + ROW_GAP;
  const height = Math.max(table.rows.length * groupHeight, groupHeight);
  const patternId = (index: number) => `${id}-bar-${index}`;
  const columnLabel = (key: string) => table.columns.find((column) => column.key === key)?.label ?? key;
  const legend = [
    ...(series.length > 1 ? series.map((key, index) => ({ label: columnLabel(key), swatch: <BarSwatch index={index} patternId={`${patternId(index)}-key`} /> })) : []),
    ...limits.map((limit) => ({ label: limit.label, swatch: <LimitSwatch tone={limit.tone} /> })),
  ];

  return (
    <ChartFigure {...props} width={CHART_WIDTH} height={height} legend={legend}>
      {series.map((key, index) => (
        <BarPattern key={key} index={index} id={patternId(index)} />
      ))}
      {/* Limits first: the bars and their words are drawn over them, the words on a halo of the background. */}
      {limits.map((limit) => (
        <line
          key={limit.label}
          data-limit={limit.tone}
          x1={coord(xScale(limit.value))}
          x2={coord(xScale(limit.value))}
          y1={0}
          y2={height}
          className={LIMIT_STYLE[limit.tone].stroke}
          strokeWidth="1.5"
          strokeDasharray={LIMIT_STYLE[limit.tone].dash}
        />
      ))}
      {table.rows.map((row, at) => {
        const top = at * groupHeight;
        return (
          <g key={at} data-row={at}>
            <text x={0} y={top + FONT_SIZE} fontSize={FONT_SIZE} {...TEXT_HALO} className={HALO_CLASS} data-label={at}>
              {formatCell(row[label])}
            </text>
            {series.map((key, index) => {
              const value = typeof row[key] === 'number' ? (row[key] as number) : null;
              const y = top + FONT_SIZE + 6 + index * (BAR + BAR_GAP);
              const width = value === null ? 0 : Math.max(coord(xScale(value)), value > 0 ? 1 : 0);
              return (
                <g key={key} data-series={key}>
                  <rect x={0} y={y} width={width} height={BAR} fill={`url(#${patternId(index)})`} />
                  <text x={width + 4} y={y + BAR / 2} dy="0.32em" fontSize={FONT_SIZE - 1} {...TEXT_HALO} className={HALO_CLASS}>
                    {value === null ? formatNumber(null) : format(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartFigure>
  );
}
