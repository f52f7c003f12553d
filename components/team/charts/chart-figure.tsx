import { useId } from 'react';
import type { ChartTable } from '@/lib/charts/table';
import { formatCell } from '@/lib/charts/format';
import { chartWords } from '@/content/team-charts';

/** What every chart takes: its words, its figures, where its CSV is downloaded. */
export type ChartProps = {
  title: string;
  /** What the chart shows, in a sentence (its caption). */
  description: string;
  /** A short reading of the figures for screen readers (the SVG's description); the description when left out. */
  summary?: string;
  table: ChartTable;
  csvHref?: string;
  headingLevel?: 'h2' | 'h3';
};

export type LegendItem = { label: string; swatch: React.ReactNode };

/**
 * The frame every chart shares: a figure whose caption is its heading and description, the
 * drawing (an SVG with role img, its accessible name the title and its description the
 * summary) with a legend in words and shapes, and the figures beside it as a real table
 * (with its CSV download), which is what a screen reader and a browser without script use.
 */
export function ChartFigure({
  title,
  description,
  summary,
  table,
  csvHref,
  headingLevel: Heading = 'h3',
  width,
  height,
  legend,
  children,
}: ChartProps & { width: number; height: number; legend?: LegendItem[]; children: React.ReactNode }) {
  const id = useId();
  const empty = table.rows.length === 0;
  return (
    <figure className="mt-8" aria-labelledby={`${id}-heading`}>
      <figcaption>
        <Heading id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </Heading>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{description}</p>
      </figcaption>
      {empty ? (
        <p className="mt-4">{chartWords.noData}</p>
      ) : (
        <div className="mt-4 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]">
          <div>
            <svg
              viewBox={`0 0 ${width} ${height}`}
              width={width}
              height={height}
              role="img"
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-desc`}
              className="block h-auto w-full max-w-[34rem] overflow-visible font-sans"
            >
              <title id={`${id}-title`}>{title}</title>
              <desc id={`${id}-desc`}>{summary ?? description}</desc>
              {children}
            </svg>
            {legend && legend.length > 0 ? <ChartLegend items={legend} /> : null}
          </div>
          <div>
            <ChartTableView table={table} title={title} />
            {csvHref ? <CsvLink href={csvHref} title={title} /> : null}
          </div>
        </div>
      )}
    </figure>
  );
}

/** The legend: each series' line, marker or pattern drawn small, and its name in words. */
function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul aria-label={chartWords.legend} className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          {item.swatch}
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures: a table in its own labelled, keyboard-scrollable region (wide tables scroll there, not the page). */
export function ChartTableView({ table, title }: { table: ChartTable; title: string }) {
  const [first, ...rest] = table.columns;
  return (
    <div className="overflow-x-auto" role="region" aria-label={chartWords.tableRegion(title)} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-line">
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={`px-2 py-2 align-bottom ${column.numeric ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index} className="border-b border-line">
              {first ? (
                <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {formatCell(row[first.key])}
                </th>
              ) : null}
              {rest.map((column) => (
                <td key={column.key} className={`px-2 py-1.5 whitespace-nowrap ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                  {formatCell(row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The "Download CSV" link of a table, naming the table to a screen reader. */
export function CsvLink({ href, title }: { href: string; title: string }) {
  return (
    <p className="mt-2 text-sm">
      <a href={href} download className="font-medium underline underline-offset-4">
        {chartWords.downloadCsv}
        <span className="sr-only">{` (${title})`}</span>
      </a>
    </p>
  );
}
