export { LineChart, type ChartBand } from './line-chart';
export { BarChart, type BarLimit } from './bar-chart';
export { IntervalChart } from './interval-chart';
export { ChartTableView, CsvLink, type ChartProps } from './chart-figure';
