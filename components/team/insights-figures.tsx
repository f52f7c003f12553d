import { insightsWords } from '@/content/team-insights';
import { formatNumber } from '@/lib/charts/format';
import type { FigureRow } from '@/services/team/overview';

/**
 * The period's headline figures beside the period before's, as a table: the change is written
 * in words and signs (up, down, no change), never told by colour alone.
 */

const words = insightsWords.figures;

const shown = (row: FigureRow, value: number | null) => (value === null ? '–' : row.key === 'bookedShare' ? `${formatNumber(value)}%` : formatNumber(value));

function change(row: FigureRow) {
  if (row.current === null || row.previous === null) return '–';
  if (row.previous === 0) return row.current === 0 ? words.noChange : words.noBase;
  if (row.change === 0) return words.noChange;
  return (row.change! > 0 ? words.up : words.down)(formatNumber(Math.abs(row.change!)));
}

export function InsightsFigures({ rows, csvHref }: { rows: FigureRow[]; csvHref: string }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold">
        {words.title}
      </h2>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={words.title}>
        <table className="w-full max-w-3xl text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              {Object.values(words.columns).map((column, index) => (
                <th key={column} scope="col" className={`px-2 py-2 ${index ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line">
                <th scope="row" className="px-2 py-2 font-normal">
                  {row.label}
                </th>
                <td className="px-2 py-2 text-right font-semibold tabular-nums">{shown(row, row.current)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{shown(row, row.previous)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{change(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm">
        <a href={csvHref} className="underline underline-offset-4" download>
          {words.csv}
        </a>
      </p>
    </section>
  );
}
