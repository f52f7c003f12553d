import { line, symbol } from 'd3-shape';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { columnNumbers } from '@/lib/charts/table';
import { coord, dayDate, formatDay, formatNumber } from '@/lib/charts/format';
import { ChartFigure, type ChartProps } from './chart-figure';
import { BAND_FILL, CHART_WIDTH, FONT_SIZE, HALO_CLASS, seriesStyle, TEXT_HALO, type BandTone } from './styles';
import { BandSwatch, LineSwatch } from './swatches';

/** A background band: from the band below it (or 0) up to `upTo` (null: to the top), labelled in words. */
export type ChartBand = { label: string; upTo: number | null; tone: BandTone };

const HEIGHT = 220;
const MARGIN = { top: 10, right: 10, bottom: 26, left: 46 };
/** More points than this and only every few carry a marker, so markers stay apart. */
const MARKED_POINTS = 16;

/**
 * Values over days: the table's `x` column holds UTC days (YYYY-MM-DD), each key in `series`
 * one numeric column drawn as a line (a missing value breaks it). Lines differ in colour, dash
 * and marker; `bands` shade ranges of values (good / needs improvement / poor) behind them.
 */
export function LineChart({
  x,
  series,
  bands = [],
  format = formatNumber,
  ...props
}: ChartProps & { x: string; series: string[]; bands?: ChartBand[]; format?: (value: number) => string }) {
  const { table } = props;
  const rows = table.rows.filter((row) => typeof row[x] === 'string').sort((a, b) => String(a[x]).localeCompare(String(b[x])));
  const days = rows.map((row) => dayDate(String(row[x])));
  const first = days[0] ?? new Date(0);
  const last = days[days.length - 1] ?? first;
  const oneDay = 86_400_000;
  const xScale = scaleUtc()
    .domain(first.getTime() === last.getTime() ? [new Date(first.getTime() - oneDay), new Date(last.getTime() + oneDay)] : [first, last])
    .range([MARGIN.left, CHART_WIDTH - MARGIN.right]);

  const values = series.flatMap((key) => columnNumbers(table, key));
  // The top of the scale shows the data and the start of the highest band, so a chart of good values still shows where poor begins.
  const bandTops = bands.map((band) => band.upTo).filter((top): top is number => top !== null);
  const top = Math.max(...values, ...bandTops.map((value) => value * 1.15), 0) || 1;
  const yScale = scaleLinear().domain([0, top]).nice().range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const [, yTop] = yScale.domain() as [number, number];
  const xAt = (day: Date) => coord(xScale(day));
  const yAt = (value: number) => coord(yScale(value));

  const xTicks = xScale.ticks(4).filter((tick) => tick.getUTCHours() === 0);
  const yTicks = yScale.ticks(5);

  const label = (key: string) => table.columns.find((column) => column.key === key)?.label ?? key;
  const legend = [
    ...series.map((key, index) => ({ label: label(key), swatch: <LineSwatch index={index} /> })),
    ...bands.map((band) => ({ label: band.label, swatch: <BandSwatch tone={band.tone} /> })),
  ];

  // Each band starts where the one below it ends; all are cut at the top of the scale.
  const bandRects = bands.map((band, index) => ({
    ...band,
    from: Math.min(index === 0 ? 0 : (bands[index - 1]!.upTo ?? yTop), yTop),
    to: Math.min(band.upTo ?? yTop, yTop),
  }));

  const every = Math.ceil(rows.length / MARKED_POINTS);
  return (
    <ChartFigure {...props} width={CHART_WIDTH} height={HEIGHT} legend={legend}>
      <g data-part="bands">
        {bandRects
          .filter((band) => band.to > band.from)
          .map((band) => (
            <g key={band.label} data-band={band.tone}>
              <rect x={MARGIN.left} width={CHART_WIDTH - MARGIN.left - MARGIN.right} y={yAt(band.to)} height={yAt(band.from) - yAt(band.to)} className={BAND_FILL[band.tone]} />
            </g>
          ))}
      </g>
      <g data-part="y-axis" fontSize={FONT_SIZE} className="fill-ink-muted">
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={yAt(tick)} y2={yAt(tick)} className="stroke-line" />
            <text x={MARGIN.left - 6} y={yAt(tick)} dy="0.32em" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ))}
      </g>
      <g data-part="x-axis" fontSize={FONT_SIZE} className="fill-ink-muted">
        <line x1={MARGIN.left} x2={CHART_WIDTH - MARGIN.right} y1={HEIGHT - MARGIN.bottom} y2={HEIGHT - MARGIN.bottom} className="stroke-ink-muted" />
        {xTicks.map((tick) => (
          <text key={tick.getTime()} x={xAt(tick)} y={HEIGHT - MARGIN.bottom + FONT_SIZE + 6} textAnchor={xAt(tick) > CHART_WIDTH - 24 ? 'end' : 'middle'}>
            {formatDay(tick)}
          </text>
        ))}
      </g>
      {series.map((key, index) => {
        const style = seriesStyle(index);
        const points = rows.map((row, at) => ({ at, day: days[at]!, value: typeof row[key] === 'number' ? (row[key] as number) : null }));
        const path = line<(typeof points)[number]>()
          .defined((point) => point.value !== null)
          .x((point) => xAt(point.day))
          .y((point) => yAt(point.value ?? 0))(points);
        const marker = symbol(style.marker, 36)() ?? '';
        return (
          <g key={key} data-series={key}>
            <path d={path ?? ''} fill="none" className={style.stroke} strokeWidth="2" strokeDasharray={style.dash} strokeLinejoin="round" />
            {points
              .filter((point) => point.value !== null && (point.at % every === 0 || point.at === points.length - 1))
              .map((point) => (
                <path key={point.at} d={marker} transform={`translate(${xAt(point.day)} ${yAt(point.value!)})`} className={`${style.fill} stroke-surface`} strokeWidth="1" />
              ))}
          </g>
        );
      })}
      {/* The bands' names last, over the lines, on a halo of the background. */}
      {bandRects
        .filter((band) => yAt(band.from) - yAt(band.to) >= FONT_SIZE + 4)
        .map((band) => (
          <text key={band.label} x={CHART_WIDTH - MARGIN.right - 4} y={yAt(band.to) + FONT_SIZE + 1} textAnchor="end" fontSize={FONT_SIZE - 1} {...TEXT_HALO} className={HALO_CLASS} data-band-label={band.tone}>
            {band.label}
          </text>
        ))}
    </ChartFigure>
  );
}
