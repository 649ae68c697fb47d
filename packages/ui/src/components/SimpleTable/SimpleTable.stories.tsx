import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SimpleTable } from './SimpleTable';

const ENTRIES = [
  { model: "Infusion Pump IP-300", min: 2, max: 6, stock: 1 },
  {
    model: "Patient Monitor PM-12 with a rather long description that wraps",
    min: 1,
    max: 4,
    stock: 7,
  },
  { model: "Syringe Driver SD-2", min: 3, max: 5, stock: 4 },
];

function ParEntries(props: { stackOnCompact?: boolean }) {
  const roles = props.stackOnCompact
    ? ({ row: "row", cell: "cell", head: "columnheader" } as const)
    : ({} as Record<string, undefined>);
  return (
    <SimpleTable aria-label="Par entries" {...props}>
      <thead>
        <tr role={roles.row}>
          <th scope="col" role={roles.head}>
            Model
          </th>
          <th scope="col" role={roles.head} data-number>
            Min
          </th>
          <th scope="col" role={roles.head} data-number>
            Max
          </th>
          <th scope="col" role={roles.head} data-number>
            Stock
          </th>
        </tr>
      </thead>
      <tbody>
        {ENTRIES.map((e) => (
          <tr key={e.model} role={roles.row}>
            <td role={roles.cell} data-label="Model">
              {e.model}
            </td>
            <td role={roles.cell} data-label="Min" data-number>
              {e.min}
            </td>
            <td role={roles.cell} data-label="Max" data-number>
              {e.max}
            </td>
            <td role={roles.cell} data-label="Stock" data-number>
              {e.stock}
            </td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

const meta = {
  title: "UI/SimpleTable",
  tags: ["autodocs"],
  component: SimpleTable,
  render: (args) => <ParEntries stackOnCompact={args.stackOnCompact} />,
} satisfies Meta<typeof SimpleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog's few rows: numbers aligned to the end. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Par entries" });
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    const stock = canvas
      .getAllByRole("cell")
      .find((c) => c.textContent === "7")!;
    await expect(getComputedStyle(stock).textAlign).toBe("end");
    await expect(table).toBeVisible();
  },
};

/** Dense details in the small text size. */
export const Small: Story = {
  render: () => (
    <SimpleTable aria-label="Small" size="sm">
      <tbody>
        <tr>
          <td>Serial</td>
          <td>SN10000001</td>
        </tr>
      </tbody>
    </SimpleTable>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Small" })).toBeVisible();
  },
};

/** Inside a scrolling container the header row stays in view. */
export const StickyHeader: Story = {
  render: () => (
    <div
      style={{ height: 120, overflow: "auto" }}
      tabIndex={0}
      aria-label="Scrolling entries"
      role="region"
    >
      <SimpleTable aria-label="Many entries" stickyHeader>
        <thead>
          <tr>
            <th scope="col">Row</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 20 }, (_, i) => (
            <tr key={i}>
              <td>Entry {i + 1}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </div>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole("columnheader", { name: "Row" });
    await expect(getComputedStyle(header).position).toBe("sticky");
  },
};

/** On a phone each row is a block of labelled lines; the table keeps its roles. */
export const StackedOnPhone: Story = {
  args: { stackOnCompact: true },
  parameters: {
    viewport: {
      options: {
        phone: {
          name: "Phone",
          styles: { width: "390px", height: "844px" },
          type: "mobile" as const,
        },
      },
    },
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("table", { name: "Par entries" })
    ).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
  },
};
