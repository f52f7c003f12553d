/**
 * The words of the team room's charts (issue 56): the figure frame every chart shares. English
 * only, like the rest of the room (content/team.ts).
 */
export const chartWords = {
  downloadCsv: 'Download CSV',
  /** The label of the scrolling region that holds a chart's table, read by screen readers. */
  tableRegion: (title: string) => `Figures: ${title}`,
  legend: 'Legend',
  noData: 'No figures for this period yet.',
  noTable: 'There is no such table. Download it from the link beside its chart.',
  estimate: 'Estimate',
  interval: 'Interval (low to high)',
  intervalText: (estimate: string, low: string, high: string) => `${estimate} (${low} to ${high})`,
};

/** The words of /team/vitals, the field Web Vitals (issue 56). */
export const vitalsWords = {
  heading: 'Field vitals',
  intro:
    'How fast the site is for its real visitors: the 75th percentile (p75) of Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, as measured in their browsers, per route and device class. Three quarters of visits were at least this good.',
  form: { label: 'Choose the period and route', period: 'Period', route: 'Route over time', show: 'Show' },
  periodOption: (days: number) => `Last ${days} days`,
  /** Device classes as lib/visit/viewport-class.ts names them. */
  devices: { all: 'All devices', phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
  bands: { good: 'Good', 'needs improvement': 'Needs improvement', poor: 'Poor' },
  metrics: {
    LCP: { name: 'Largest Contentful Paint (LCP)', unit: 'ms' },
    INP: { name: 'Interaction to Next Paint (INP)', unit: 'ms' },
    CLS: { name: 'Cumulative Layout Shift (CLS)', unit: '' },
  },
  period: (from: string, to: string, days: number) => `${from} to ${to} (UTC), ${days} days.`,
  none: 'No Web Vitals were measured in this period.',
  ranking: {
    heading: 'Routes, worst first',
    description:
      'Each route ranked by its worst metric: that metric’s p75 divided by its “good” limit (LCP 2,500 ms, INP 200 ms, CLS 0.1), highest first, all devices together. Over 1 is past good.',
    columns: { route: 'Route', worst: 'Worst metric', ratio: 'Times the good limit', LCP: 'LCP p75 (ms)', INP: 'INP p75 (ms)', CLS: 'CLS p75', band: (metric: string) => `${metric} band`, samples: 'Values measured' },
  },
  byDevice: {
    heading: 'By device class',
    title: (metric: string) => `${metric} p75 by route and device class`,
    description: (metric: string, shown: number, all: number) =>
      `The ${metric} p75 of the period for the ${shown === all ? `${all}` : `${shown} worst of ${all}`} routes, worst first, one bar per device class; the dashed lines are the good and poor limits.`,
    limit: (kind: 'good' | 'poor', value: string) => (kind === 'good' ? `Good up to ${value}` : `Poor over ${value}`),
  },
  overTime: {
    heading: (route: string) => `Over time: ${route}`,
    title: (metric: string, route: string) => `${metric} p75 per day on ${route}`,
    description: (metric: string) => `The ${metric} p75 of each UTC day, all devices and per device class, against the good, needs improvement and poor bands. A gap is a day with no values.`,
    day: 'Day (UTC)',
  },
  summary: (metric: string, route: string, value: string, band: string) => `Worst: ${route}, ${metric} p75 ${value} (${band}).`,
  csvName: (table: string, days: number) => `field-vitals-${table}-${days}-days.csv`,
};

/** The words of /team/experiments (issue 56). */
export const experimentsWords = {
  heading: 'Experiments',
  intro:
    'Running experiments, and those that ended in the last 90 days, with the same figures as `npm run insights`: per variant its enrolled visitors, leads and rate, the difference from the control, the split check and the progress toward the planned sample size.',
  none: 'No experiment is running or ended in the last 90 days.',
  state: { running: 'Running', ended: 'Ended', scheduled: 'Scheduled' },
  dates: (start: string, end: string) => `${start} to ${end} (UTC, inclusive)`,
  judgedBy: (label: string) => `Judged by: ${label.toLowerCase()} per enrolled visitor.`,
  split: {
    fits: (p: string) => `Split check: the enrolled counts fit the planned split (${p}).`,
    waits: 'Split check: waits for more visitors (every variant needs at least 5 expected).',
    warning: 'Warning: sample ratio mismatch.',
    mismatch: (p: string) =>
      `The enrolled counts do not fit the planned split (${p}), so assignment or counting is broken: no variant is called better or worse and no difference is shown. Check the assignment before reading anything here.`,
  },
  rates: {
    title: 'Conversion rate per variant',
    description: (level: string) => `Each variant’s rate (leads per enrolled visitor) with its ${level} interval (Wilson score); the dashed line is the control’s rate.`,
    reference: (rate: string) => `Control ${rate}`,
    columns: { variant: 'Variant', share: 'Split (%)', enrolled: 'Enrolled', views: 'Views', leads: 'Leads', rate: 'Rate (%)', low: 'Low (%)', high: 'High (%)' },
  },
  difference: {
    title: 'Difference from the control',
    description: (level: string) => `Each variant’s rate relative to the control’s (+10% is a tenth more leads per visitor), with its ${level} interval; the dashed line is no difference.`,
    reference: 'No difference',
    hidden: 'No difference is shown while the split is off.',
    columns: { variant: 'Variant', uplift: 'Uplift (%)', low: 'Low (%)', high: 'High (%)', verdict: 'Verdict' },
  },
  progress: {
    title: 'Progress toward the planned sample size',
    description: (needed: string, power: string, alpha: string) =>
      `Enrolled visitors per variant against the ${needed} each needs before any verdict (power ${power}, alpha ${alpha} per comparison). The dashed line is the plan.`,
    plan: (needed: string) => `Planned ${needed}`,
    columns: { variant: 'Variant', enrolled: 'Enrolled', planned: 'Planned', progress: 'Progress (%)' },
  },
  scheduled: {
    heading: 'Scheduled',
    columns: { key: 'Experiment', dates: 'Dates (UTC)', variants: 'Variants and split' },
  },
  csvName: (experiment: string, table: string) => `experiment-${experiment}-${table}.csv`,
};
