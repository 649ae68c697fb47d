// Dates as EquipDesk shows and sends them: shown as `yyyy-MM-dd HH:mm:ss` in local time, sent as
// ISO-8601 UTC (DESIGN.md, spec 1 §9).

/** react-datepicker (date-fns) patterns of the two display forms. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const DATE_FORMAT = 'yyyy-MM-dd';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) in local time; '' for null, undefined or an invalid date. */
export function formatDateTime(value: Date | string | number | null | undefined, dateOnly = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (dateOnly) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * The value to send for a picked date. With `dateOnly`, the calendar day the user picked
 * (`yyyy-MM-dd`: a day has no time zone, and converting local midnight to UTC could move it to
 * the day before); otherwise the instant in UTC (`2026-11-22T09:30:00.000Z`).
 */
export function toUtcIso(date: Date, dateOnly = false): string {
  if (dateOnly) return formatDateTime(date, true);
  return date.toISOString();
}
