import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { DataTable } from '../DataTable';
import { sampleUsers, userColumns } from '../DataTable/storyFixtures';
import { DatePicker } from './DatePicker';
import { formatDateTime, toUtcIso } from './dates';

describe('date helpers', () => {
  it('formats in local time as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5, 7))).toBe('2026-11-22 09:05:07');
    expect(formatDateTime(new Date(2026, 0, 2), true)).toBe('2026-01-02');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('sends instants as UTC ISO and days as the picked calendar day', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 9, 30));
    expect(toUtcIso(date)).toBe('2026-11-22T09:30:00.000Z');
    expect(toUtcIso(new Date(2026, 10, 22), true)).toBe('2026-11-22');
  });
});

describe('DatePicker', () => {
  it('shows the value as yyyy-MM-dd HH:mm:ss with time', async () => {
    await render(<DatePicker label="Start time" value={new Date(2026, 10, 22, 14, 30, 0)} onChange={() => {}} showTime />, { wrapper: UiProvider });
    await expect.element(page.getByLabelText('Start time')).toHaveValue('2026-11-22 14:30:00');
  });

  it('picks a day from the calendar', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<Date | null>(new Date(2026, 10, 10));
      return (
        <DatePicker
          label="Purchase date"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    await render(<Harness />, { wrapper: UiProvider });
    await page.getByLabelText('Purchase date').click();
    await page.getByRole('gridcell', { name: /November 15, 2026/ }).click();
    const picked = onChange.mock.calls.at(-1)?.[0] as Date;
    expect(formatDateTime(picked, true)).toBe('2026-11-15');
    await expect.element(page.getByLabelText('Purchase date')).toHaveValue('2026-11-15');
  });

  it('clears and shows errors', async () => {
    const onChange = vi.fn();
    await render(<DatePicker label="End date" value={new Date(2026, 1, 1)} onChange={onChange} isClearable error="End date is required." />, {
      wrapper: UiProvider,
    });
    await expect.element(page.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('End date')).toHaveAccessibleDescription('End date is required.');
    await page.getByRole('button', { name: 'Clear date' }).click();
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

/** A controlled picker between two other fields, as in a form. */
function InForm({ minDate, minDateMessage, showTime = false }: { minDate?: Date; minDateMessage?: string; showTime?: boolean }) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <div>
      <input aria-label="Before" />
      <DatePicker label="Start Date" value={value} onChange={setValue} minDate={minDate} minDateMessage={minDateMessage} showTime={showTime} />
      <input aria-label="After" />
      <p>Picked: {value ? formatDateTime(value, true) : 'nothing'}</p>
    </div>
  );
}

const calendar = () => document.querySelector<HTMLElement>('.react-datepicker');

describe('DatePicker calendar', () => {
  it('shows each weekday once, short, without the screen-reader name spilling over its neighbours', async () => {
    await render(<InForm />, { wrapper: UiProvider });
    await page.getByLabelText('Start Date').click();
    const headers = page.getByRole('columnheader');
    await expect.element(headers.first()).toBeVisible();
    const cells = headers.elements();
    expect(cells).toHaveLength(7);
    for (const cell of cells) expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(cell.clientWidth);
    await expect.element(page.getByRole('columnheader', { name: 'Sunday' })).toBeInTheDocument();
  });

  it('is drawn above the rows of a table it opens in, outside the scrolling box', async () => {
    await render(
      <DataTable
        aria-label="Visits"
        columns={userColumns}
        rows={sampleUsers(30)}
        getRowId={(row) => row.id}
        height="400px"
        newRow={<InForm />}
      />,
      { wrapper: UiProvider },
    );
    await page.getByLabelText('Start Date').click();
    await expect.element(page.getByRole('gridcell').first()).toBeVisible();
    const box = calendar()!;
    expect(box.closest('[role="table"]')).toBeNull();
    // Every day of the month shows: the cell under its middle is the day itself, not a row of the table.
    for (const day of Array.from(box.querySelectorAll<HTMLElement>('.react-datepicker__day'))) {
      const rect = day.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      expect(day.contains(hit), day.getAttribute('aria-label') ?? '').toBe(true);
    }
  });

  it('closes when Tab leaves the calendar, focus going on to the next field', async () => {
    await render(<InForm />, { wrapper: UiProvider });
    await page.getByLabelText('Start Date').click();
    await userEvent.keyboard('{ArrowDown}');
    expect(calendar()?.contains(document.activeElement)).toBe(true);
    // Through the calendar's own controls and out: never more presses than it has controls.
    for (let i = 0; i < 5 && calendar(); i++) await userEvent.keyboard('{Tab}');
    expect(calendar()).toBeNull();
    await expect.element(page.getByLabelText('After')).toHaveFocus();
  });

  it('goes back to its input with Shift+Tab from the calendar, closed', async () => {
    await render(<InForm />, { wrapper: UiProvider });
    await page.getByLabelText('Start Date').click();
    await userEvent.keyboard('{ArrowDown}');
    for (let i = 0; i < 5 && calendar(); i++) await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(calendar()).toBeNull();
    await expect.element(page.getByLabelText('Start Date')).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    await render(<InForm showTime />, { wrapper: UiProvider });
    await page.getByLabelText('Start Date').click();
    await expect.element(page.getByRole('gridcell').first()).toBeVisible();
    await page.getByLabelText('Before').click();
    expect(calendar()).toBeNull();
  });
});

describe('DatePicker typed dates', () => {
  const today = new Date(2026, 10, 20);

  it('says why a typed day before the earliest one is not taken, and keeps saying it after leaving the field', async () => {
    await render(<InForm minDate={today} minDateMessage="Start Date must be greater than or equal to today" />, { wrapper: UiProvider });
    const input = page.getByLabelText('Start Date');
    await input.fill('2026-11-02');
    const message = '2026-11-02 is not taken: Start Date must be greater than or equal to today';
    await expect.element(page.getByText(message)).toHaveAttribute('role', 'alert');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByLabelText('After')).toHaveFocus();
    await expect.element(page.getByText('Picked: nothing')).toBeInTheDocument();
    await expect.element(page.getByText(message)).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription(message);

    await input.fill('2026-11-25');
    await expect.element(page.getByText('Picked: 2026-11-25')).toBeInTheDocument();
    await expect.element(page.getByText(/is not taken/)).not.toBeInTheDocument();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('forgets the reason once the screen gives the field a day of its own', async () => {
    function Given() {
      const [value, setValue] = useState<Date | null>(null);
      return (
        <div>
          <DatePicker label="Start Date" value={value} onChange={setValue} minDate={today} />
          <button type="button" onClick={() => setValue(new Date(2026, 11, 1))}>
            Restore
          </button>
        </div>
      );
    }
    await render(<Given />, { wrapper: UiProvider });
    await page.getByLabelText('Start Date').fill('2026-11-02');
    await expect.element(page.getByText(/is not taken/)).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.element(page.getByLabelText('Start Date')).toHaveValue('2026-12-01');
    await expect.element(page.getByText(/is not taken/)).not.toBeInTheDocument();
  });

  it('names the first day allowed when the screen gives no reason of its own', async () => {
    await render(<InForm minDate={today} />, { wrapper: UiProvider });
    await page.getByLabelText('Start Date').fill('2025-01-31');
    await expect.element(page.getByText('2025-01-31 is not taken: Choose a date on or after 2026-11-20.')).toBeVisible();
  });
});
