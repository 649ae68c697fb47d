import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
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
    await page.getByRole('gridcell', { name: /November 15th, 2026/ }).click();
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
