// A server component: it reads the contract, the permissions and the kit's tokens on the server, and hands plain
// values to the kit's client components.
import { MESSAGES, PAGE_SIZES } from '@equipdesk/api-client/contract';
import { can } from '@equipdesk/permissions';
import { ROW_HEIGHT, theme } from '@equipdesk/ui/tokens';
import { BarChart } from '@equipdesk/ui/charts';
import { SaveForm } from './SaveForm';

const grants = [{ value: 'assets', type: 'EDIT', context: 'URI' }] as const;

export default function Page() {
  const allowed = can(grants, 'assets', 'EDIT').allowed;
  return (
    <main>
      <h1 style={{ color: theme.colors.primary }}>Assets</h1>
      <p data-testid="server-values">
        {MESSAGES.userName} · rows of {ROW_HEIGHT}px · pages of {PAGE_SIZES.join('/')}
      </p>
      <SaveForm allowed={allowed} />
      <BarChart title="Assets by status" data={[{ label: 'IN USE', value: 34 }, { label: 'IN REPAIR', value: 5 }]} />
    </main>
  );
}
