export { LineChart, type ChartBand } from './line-chart';
export { BarChart } from './bar-chart';
export { IntervalChart } from './interval-chart';
export { ChartTableView, type ChartProps } from './chart-figure';
