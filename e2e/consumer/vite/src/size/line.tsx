// Size probe: the baseline plus the line chart, which loads victory (lazily, with its first drawing), in UiProvider.
import { createRoot } from 'react-dom/client';
import { LineChart } from '@equipdesk/ui/charts/line';
import { UiProvider } from '@equipdesk/ui';

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <LineChart title="Lines" categories={['00', '01']} series={[{ name: 'STAT', values: [1, 2] }]} />
  </UiProvider>,
);
