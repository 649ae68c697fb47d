/** The kit's victory charts, in a module of their own so that lazyCharts.tsx can load them (and victory) after the page. */
export { BarChart, GaugeChart, LineChart, PieChart, StackedBarChart } from '@equipdesk/ui/charts';
