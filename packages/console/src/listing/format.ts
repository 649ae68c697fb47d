/** Display formats of the lists: dates as `YYYY-MM-DD HH:mm:ss` in local time (spec 1 §9). */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO-8601 timestamp shown in local time; '' for none, the raw text when unreadable. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * Grid track of a column showing `formatDateTime`: room for its 19 characters and the cell's padding at the
 * table's font (`ch` is a digit's width there), so the time is never cut off.
 */
export const DATE_TIME_WIDTH = 'minmax(21ch, 1fr)';
