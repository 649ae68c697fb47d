/** Display formats of the lists: dates as `YYYY-MM-DD HH:mm:ss` in local time (spec 1 §9), days as `YYYY-MM-DD`. */

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
 * A day without a time (an asset's purchase and PM dates), stored as that day's UTC midnight (docs/DECISIONS.md
 * "Times in exports"): shown as its UTC day, the same in every zone. Read in local time, it would be the day before
 * anywhere west of UTC. '' for none, the raw text when unreadable.
 */
export function formatDay(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toISOString().slice(0, 10);
}

/** A stored day as a date picker holds it: the local midnight that begins the same calendar day; null for none. */
export function dayAsLocalDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(formatDay(value));
  if (!match) return null;
  const date = new Date(0);
  // setFullYear, not the constructor: the constructor reads years 0 to 99 as 1900 to 1999.
  date.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setHours(0, 0, 0, 0);
  return date;
}

/**
 * Grid track of a column showing `formatDateTime`: room for its 19 characters and the cell's padding at the
 * table's font (`ch` is a digit's width there), so the time is never cut off.
 */
export const DATE_TIME_WIDTH = 'minmax(21ch, 1fr)';
