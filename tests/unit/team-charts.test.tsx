import { render, screen, within } from '@testing-library/react';
import { BarChart, IntervalChart, LineChart } from '@/components/team/charts';
import { csvField, csvOf, type ChartTable } from '@/lib/charts/table';
import { SERIES_STYLES } from '@/components/team/charts/styles';

const lineTable: ChartTable = {
  columns: [
    { key: 'day', label: 'Day' },
    { key: 'phone', label: 'Phone', numeric: true },
    { key: 'desktop', label: 'Desktop', numeric: true },
  ],
  rows: [
    { day: '2026-11-01', phone: 100, desktop: 50 },
    { day: '2026-11-02', phone: 200, desktop: null },
  ],
};

describe('csvOf', () => {
  it('writes RFC 4180 CSV with CRLF, quoting commas, quotes and line breaks', () => {
    const table: ChartTable = {
      columns: [
        { key: 'name', label: 'Name, full' },
        { key: 'n', label: 'Count', numeric: true },
      ],
      rows: [
        { name: 'Say "hi"', n: 3 },
        { name: 'two\nlines', n: null },
      ],
    };
    expect(csvOf(table)).toBe('"Name, full",Count\r\n"Say ""hi""",3\r\n"two\nlines",\r\n');
  });

  it('keeps a spreadsheet from running text as a formula, while negative numbers stay numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField(-2.5)).toBe('-2.5');
    expect(csvField('/pricing')).toBe('/pricing');
    expect(csvField(Number.NaN)).toBe('');
  });
});

describe('LineChart', () => {
  it('draws each series as the path d3 makes for its values, with its own dash pattern and markers, and the table beside it', () => {
    const { container } = render(<LineChart title="LCP p75" description="Per day." table={lineTable} x="day" series={['phone', 'desktop']} csvHref="/team/vitals/lcp.csv" />);
    const svg = screen.getByRole('img', { name: 'LCP p75' });
    expect(svg.querySelector('desc')).toHaveTextContent('Per day.');
    expect(svg).toHaveAttribute('viewBox', '0 0 360 220');
    // x: 1 Nov at the left edge (46), 2 Nov at the right (350); y: 0..200 onto 194..10.
    const phone = container.querySelector('[data-series="phone"] path')!;
    expect(phone).toHaveAttribute('d', 'M46,102L350,10');
    expect(phone).not.toHaveAttribute('stroke-dasharray');
    const desktop = container.querySelector('[data-series="desktop"] path')!;
    expect(desktop).toHaveAttribute('d', 'M46,148Z');
    expect(desktop).toHaveAttribute('stroke-dasharray', SERIES_STYLES[1]!.dash);
    // Markers: one per value, a different shape per series.
    const phoneMarkers = container.querySelectorAll('[data-series="phone"] path[transform]');
    const desktopMarkers = container.querySelectorAll('[data-series="desktop"] path[transform]');
    expect(phoneMarkers).toHaveLength(2);
    expect(desktopMarkers).toHaveLength(1);
    expect(phoneMarkers[0]!.getAttribute('d')).not.toBe(desktopMarkers[0]!.getAttribute('d'));
    // The legend names each series beside its drawn line.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Phone', 'Desktop']);
    // The table holds the same figures.
    const table = within(screen.getByRole('region', { name: 'Figures: LCP p75' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Phone', 'Desktop']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['2026-11-0110050', '2026-11-02200–']);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('2026-11-01');
    expect(screen.getByRole('link', { name: 'Download CSV (LCP p75)' })).toHaveAttribute('href', '/team/vitals/lcp.csv');
  });

  it('shades the bands behind the lines with their labels, the scale reaching into the highest band', () => {
    const { container } = render(
      <LineChart
        title="LCP"
        description="d"
        table={lineTable}
        x="day"
        series={['phone']}
        bands={[
          { label: 'Good', upTo: 250, tone: 'good' },
          { label: 'Needs improvement', upTo: 400, tone: 'warn' },
          { label: 'Poor', upTo: null, tone: 'poor' },
        ]}
      />,
    );
    const bands = [...container.querySelectorAll('[data-band]')];
    expect(bands.map((band) => band.getAttribute('data-band'))).toEqual(['good', 'warn', 'poor']);
    expect([...container.querySelectorAll('[data-band-label]')].map((label) => [label.getAttribute('data-band-label'), label.textContent])).toEqual([
      ['good', 'Good'],
      ['warn', 'Needs improvement'],
      ['poor', 'Poor'],
    ]);
    // 400 x 1.15 = 460, made nice: 500; good covers 0..250 = the lower half of 194..10.
    const good = bands[0]!.querySelector('rect')!;
    expect(Number(good.getAttribute('y'))).toBeCloseTo(102);
    expect(Number(good.getAttribute('height'))).toBeCloseTo(92);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Needs improvement')).toBeInTheDocument();
  });

  it('says there are no figures rather than drawing an empty chart', () => {
    render(<LineChart title="LCP" description="d" table={{ columns: lineTable.columns, rows: [] }} x="day" series={['phone']} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No figures for this period yet.')).toBeInTheDocument();
  });
});

describe('BarChart', () => {
  const table: ChartTable = {
    columns: [
      { key: 'step', label: 'Step' },
      { key: 'a', label: 'This week', numeric: true },
      { key: 'b', label: 'Last week', numeric: true },
    ],
    rows: [
      { step: 'Views', a: 1000, b: 500 },
      { step: 'Leads', a: 250, b: 0 },
    ],
  };

  it('draws bars in proportion with their values at their ends, series told apart by hatching', () => {
    const { container } = render(<BarChart title="Funnel" description="d" table={table} label="step" series={['a', 'b']} />);
    const bars = [...container.querySelectorAll('[data-series] rect')];
    // 1000 spans the 296 units left of the value room.
    expect(bars.map((bar) => Number(bar.getAttribute('width')))).toEqual([296, 148, 74, 0]);
    expect(container.querySelector('[data-row="0"]')).toHaveTextContent('Views1,000500');
    // Words are drawn over the limit lines, on a halo of the background.
    expect(container.querySelector('[data-label="0"]')).toHaveTextContent('Views');
    expect(container.querySelector('[data-label="0"]')).toHaveAttribute('paint-order', 'stroke');
    const patterns = [...container.querySelectorAll('svg[role="img"] pattern')];
    expect(patterns).toHaveLength(2);
    expect(patterns[0]!.querySelector('line')).toBeNull();
    expect(patterns[1]!.querySelector('line')).not.toBeNull();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['This week', 'Last week']);
    expect(screen.queryByRole('link', { name: /Download CSV/ })).toBeNull();
  });

  it('draws limits as dashed lines across every row, named in the legend, the scale reaching them', () => {
    const { container } = render(
      <BarChart title="LCP" description="d" table={table} label="step" series={['a']} limits={[{ value: 2000, label: 'Poor over 2,000', tone: 'poor' }]} />,
    );
    const limit = container.querySelector('[data-limit="poor"]')!;
    // 2000 is now the far end of the 296 units; 1000 draws half of it.
    expect(limit).toHaveAttribute('x1', '296');
    expect(limit).toHaveAttribute('stroke-dasharray', '2 2');
    expect(Number(container.querySelector('[data-series] rect')!.getAttribute('width'))).toBe(148);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Poor over 2,000']);
  });
});

describe('IntervalChart', () => {
  it('draws each interval from low to high with the estimate on it and the reference line through all rows', () => {
    const table: ChartTable = {
      columns: [
        { key: 'variant', label: 'Variant' },
        { key: 'diff', label: 'Difference', numeric: true },
        { key: 'low', label: 'Low', numeric: true },
        { key: 'high', label: 'High', numeric: true },
      ],
      rows: [{ variant: 'B', diff: 2, low: -1, high: 4 }],
    };
    const { container } = render(<IntervalChart title="Difference" description="d" table={table} label="variant" estimate="diff" low="low" high="high" reference={{ value: 0, label: 'No difference' }} />);
    // -1..4 onto 8..352: 68.8 units each; the row's line 44 down (reference label 18, row text 26).
    expect(container.querySelector('[data-part="interval"]')!.getAttribute('d')).toBe('M8 39v10M8 44H352M352 39v10');
    expect(container.querySelector('[data-part="estimate"]')).toHaveAttribute('transform', 'translate(214.4 44)');
    const reference = container.querySelector('[data-part="reference"] line')!;
    expect(reference).toHaveAttribute('x1', '76.8');
    expect(container.querySelector('[data-row="0"]')).toHaveTextContent('B: 2 (-1 to 4)');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('No difference');
  });
});
