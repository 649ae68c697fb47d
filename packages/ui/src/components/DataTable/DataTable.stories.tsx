import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EntityActions } from '../EntityActions';
import { TOUCH_TARGET } from '../../theme/tokens';
import { TextField } from '../TextField';
import { Toggle } from '../Toggle';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableSort } from './DataTable';
import { sampleUsers, userColumns } from './storyFixtures';
import type { SampleUser } from './storyFixtures';

const meta = {
  title: 'UI/DataTable',
  component: DataTable<SampleUser>,
  args: {
    'aria-label': 'Users',
    columns: userColumns,
    rows: sampleUsers(50),
    getRowId: (u: SampleUser) => u.id,
    getRowStatus: (u: SampleUser) => u.status,
    height: '420px',
  },
} satisfies Meta<typeof DataTable<SampleUser>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    const removed = canvas.getByRole('row', { name: /User 0004/ });
    await expect(removed).toHaveAttribute('data-status', 'REMOVED');
    await expect(removed).toHaveTextContent('Removed');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matching record(s) available.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    // Nothing has answered yet: no claim that nothing matched.
    await expect(canvas.queryByText('No matching record(s) available.')).toBeNull();
  },
};

export const Error: Story = {
  args: { rows: [], error: 'The users could not be loaded. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const SelectedRow: Story = {
  args: { defaultSelectedRowId: 'u2', onSelectedRowChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /User 0002/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('cell', { name: 'User 0005' }));
    await expect(args.onSelectedRowChange).toHaveBeenCalledWith('u5');
    await expect(canvas.getByRole('row', { name: /User 0005/ })).toHaveTextContent('Selected');
  },
};

function SortedTable(props: { onSortChange: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort>({ id: 'lastActivity', direction: 'desc' });
  const rows = [...sampleUsers(30)].sort((a, b) => {
    const key = sort.id as keyof SampleUser;
    const order = String(a[key]).localeCompare(String(b[key]));
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      aria-label="Users"
      columns={userColumns}
      rows={rows}
      getRowId={(u) => u.id}
      height="420px"
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange(next);
        setSort(next);
      }}
    />
  );
}

export const Sorting: Story = {
  render: (args) => <SortedTable onSortChange={args.onSortChange ?? (() => {})} />,
  args: { onSortChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Last activity/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'name', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const ThousandRows: Story = {
  args: { rows: sampleUsers(1000) },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[role="row"]');
    await expect(rows.length).toBeLessThanOrEqual(60);
  },
};

function UserForm({ user, onCancel }: { user?: SampleUser; onCancel: () => void }) {
  return (
    <div style={{ display: 'flex', gap: '1em', alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <TextField label="Name" defaultValue={user?.name ?? ''} />
      <TextField label="Email" defaultValue={user?.email ?? ''} />
      <Button>Save</Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function InlineAddTable() {
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <Button onClick={() => setAdding(true)}>Add New</Button>
      <DataTable
        aria-label="Users"
        columns={userColumns}
        rows={sampleUsers(40)}
        getRowId={(u) => u.id}
        height="420px"
        newRow={adding ? <UserForm onCancel={() => setAdding(false)} /> : undefined}
        newRowLabel="New user"
        onNewRowClose={() => setAdding(false)}
      />
    </div>
  );
}

export const InlineAdd: Story = {
  render: () => <InlineAddTable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New' }));
    const newRow = canvas.getByRole('row', { name: 'New user' });
    await expect(within(newRow).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.type(within(newRow).getByRole('textbox', { name: 'Name' }), 'Jane Doe');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'New user' })).not.toBeInTheDocument());
  },
};

function ExpandableTable() {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <DataTable
      aria-label="Users"
      columns={userColumns}
      rows={sampleUsers(200)}
      getRowId={(u) => u.id}
      getRowStatus={(u) => u.status}
      height="420px"
      expandedRowId={expanded}
      onExpandedRowChange={setExpanded}
      expandedRowLabel={(u) => `Edit ${u.name}`}
      renderExpanded={(user) => <UserForm user={user} onCancel={() => setExpanded(null)} />}
    />
  );
}

export const ExpandAndEdit: Story = {
  render: () => <ExpandableTable />,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /User 0002/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const form = await canvas.findByRole('row', { name: 'Edit User 0002' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await expect(row).toHaveAttribute('data-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'Edit User 0002' })).not.toBeInTheDocument());
    await expect(row).toHaveFocus();
  },
};

/** More columns than fit: the actions stay at the right edge and an opened row's form stays in view. */
function WideTable() {
  const [expanded, setExpanded] = useState<string | null>('u2');
  const columns: DataTableColumn<SampleUser>[] = [
    ...userColumns.map((c) => ({ ...c, width: 'minmax(180px, 1fr)', defaultHidden: false })),
    { id: 'email2', header: 'Backup email', cell: (u) => u.email.replace('@', '+backup@'), width: 'minmax(220px, 1fr)' },
    {
      id: 'actions',
      header: 'Actions',
      width: 'minmax(120px, auto)',
      sticky: 'end',
      alwaysVisible: true,
      cell: (u) => (
        <Button size="sm" variant="secondary" onClick={() => setExpanded(u.id)}>
          Edit {u.name}
        </Button>
      ),
    },
  ];
  return (
    <div style={{ maxWidth: '720px' }}>
      <DataTable
        aria-label="Users"
        columns={columns}
        rows={sampleUsers(20)}
        getRowId={(u) => u.id}
        height="420px"
        expandedRowId={expanded}
        onExpandedRowChange={setExpanded}
        renderExpanded={(u) => (
          <form aria-label={`Edit ${u.name}`} onSubmit={(event) => event.preventDefault()}>
            <TextField label="Name" defaultValue={u.name} />
          </form>
        )}
      />
    </div>
  );
}

export const WideWithStickyActions: Story = {
  render: () => <WideTable />,
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    const edit = canvas.getByRole('button', { name: 'Edit User 0003' });
    const actions = edit.closest('[role="cell"]')!.getBoundingClientRect();
    const right = table.getBoundingClientRect().left + table.clientWidth;
    await expect(Math.round(actions.right)).toBe(Math.round(right));
    // The columns before the actions scroll sideways in a part of their own, which ends where the actions begin.
    const scrollbar = canvasElement.querySelector('.dt-hscroll')!;
    await waitFor(() => expect(Math.round(scrollbar.getBoundingClientRect().right)).toBe(Math.round(actions.left)));
    await expect(scrollbar.scrollWidth).toBeGreaterThan(scrollbar.clientWidth);
    const center = edit.closest('[role="row"]')!.querySelector('.dt-center')!.getBoundingClientRect();
    await expect(Math.round(center.right)).toBe(Math.round(actions.left));
    const form = canvas.getByRole('form', { name: 'Edit User 0002' });
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(right + 1);
  },
};

const PHONE_VIEWPORTS = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' as const } };

/**
 * A phone (390 × 844, the console's compact layout): rows are 48 px tall so each row action (and each sortable
 * header) is a 44 × 44 px touch target, whole inside its row; the virtual list places the rows by that height.
 */
export const PhoneTouchRows: Story = {
  args: {
    columns: [
      ...userColumns,
      {
        id: 'actions',
        header: 'Actions',
        width: 'auto',
        sticky: 'end',
        alwaysVisible: true,
        cell: (u) => <EntityActions entityLabel={u.name} show={{ edit: true, history: true }} onEdit={fn()} onHistory={fn()} />,
      },
    ],
  },
  parameters: { viewport: { options: PHONE_VIEWPORTS } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    for (const name of ['Edit User 0002', 'History of User 0002']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
      await expect(button.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
      const row = canvas.getByRole('button', { name }).closest('[role="row"]')!.getBoundingClientRect();
      await expect(button.top).toBeGreaterThanOrEqual(row.top);
      await expect(button.bottom).toBeLessThanOrEqual(row.bottom);
    }
    const first = canvas.getByRole('row', { name: /User 0001/ }).getBoundingClientRect();
    const second = canvas.getByRole('row', { name: /User 0002/ }).getBoundingClientRect();
    await expect(second.top).toBe(first.bottom);
  },
};

/** A small table inside a panel, as tall as its rows: five in view on a phone's taller rows as on a desk's. */
export const RowsInView: Story = {
  args: { height: undefined, rowsInView: 5 },
  parameters: { viewport: { options: PHONE_VIEWPORTS } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    const fifth = canvas.getByRole('row', { name: /User 0005/ }).getBoundingClientRect();
    const bottom = table.getBoundingClientRect().top + table.clientHeight;
    await expect(fifth.bottom).toBeLessThanOrEqual(bottom);
    await expect(bottom - fifth.bottom).toBeLessThan(fifth.height);
  },
};

interface MatrixRow {
  id: string;
  value: string;
  type: string;
  grants: boolean[];
}

const MATRIX_ROLES = ['Admin', 'Supervisor', 'Technician', 'Standard', 'Customer', 'Support', 'Stakeholder', 'Caregiver', 'Auditor', 'Manager', 'Planner', 'Viewer'];

function PermissionMatrix() {
  const [rows, setRows] = useState<MatrixRow[]>(() =>
    Array.from({ length: 300 }, (_, i) => ({
      id: `p${i}`,
      value: `area-${Math.floor(i / 10)}/page-${i % 10}`,
      type: ['VIEW', 'NEW', 'EDIT', 'EXPORT', 'FILTER'][i % 5] as string,
      grants: MATRIX_ROLES.map((_, r) => (i + r) % 3 === 0),
    })),
  );
  const columns: DataTableColumn<MatrixRow>[] = [
    { id: 'value', header: 'Value', cell: (p) => p.value, alwaysVisible: true, width: 'minmax(12em, 2fr)' },
    { id: 'type', header: 'Type', cell: (p) => p.type, width: '6em' },
    ...MATRIX_ROLES.map<DataTableColumn<MatrixRow>>((role, r) => ({
      id: role,
      header: role,
      width: 'minmax(7em, 1fr)',
      cell: (p) => (
        <Toggle
          label={`${role} ${p.type} ${p.value}`}
          hideLabel
          stateLabels={null}
          checked={p.grants[r] ?? false}
          onChange={(checked) =>
            setRows((all) => all.map((row) => (row.id === p.id ? { ...row, grants: row.grants.map((g, i) => (i === r ? checked : g)) } : row)))
          }
        />
      ),
    })),
  ];
  return <DataTable aria-label="Permissions" columns={columns} rows={rows} getRowId={(p) => p.id} height="480px" />;
}

export const PermissionMatrix300x12: Story = {
  render: () => <PermissionMatrix />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[role="row"]').length).toBeLessThanOrEqual(60);
    const toggle = canvas.getByRole('switch', { name: 'Supervisor VIEW area-0/page-0' });
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.click(toggle);
    await expect(toggle).toHaveProperty('checked', !before);
  },
};
