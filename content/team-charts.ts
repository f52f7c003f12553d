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
  estimate: 'Estimate',
  interval: 'Interval (low to high)',
  intervalText: (estimate: string, low: string, high: string) => `${estimate} (${low} to ${high})`,
};
