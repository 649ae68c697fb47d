// Size probe: the baseline plus the kit's SVG charts (bars, stacked bars, pie, gauge), in UiProvider; no victory.
import { createRoot } from 'react-dom/client';
import { BarChart, GaugeChart, PieChart, StackedBarChart } from '@equipdesk/ui/charts';
import { UiProvider } from '@equipdesk/ui';

const data = [
  { label: 'IN USE', value: 34 },
  { label: 'IN REPAIR', value: 5 },
];

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <BarChart title="Bars" data={data} />
    <PieChart title="Pie" data={data} />
    <StackedBarChart title="Stacked" categories={['A', 'B']} series={[{ name: 'STAT', values: [1, 2] }]} />
    <GaugeChart title="Gauge" value={3} max={10} />
  </UiProvider>,
);
