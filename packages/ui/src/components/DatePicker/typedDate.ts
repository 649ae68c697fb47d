// What the user typed into a date field, read the way the field shows dates (`yyyy-MM-dd`, with
// `HH:mm` or `HH:mm:ss` after it), so a typed day outside the allowed range can be named and
// explained instead of silently dropped.
import { formatDateTime } from './dates';

const TYPED = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The local date a typed `yyyy-MM-dd[ HH:mm[:ss]]` names, or null when it names none. */
export function parseTypedDate(text: string): Date | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(year!, month! - 1, day!, hours, minutes, seconds);
  // 2026-02-31 rolls over to March: not a date the user named.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day) return null;
  return date;
}

const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whether `date` falls on a day before `minDate` or after `maxDate` (the calendar's own rule: whole days). */
export function outOfRange(date: Date, minDate: Date | undefined, maxDate: Date | undefined): 'before' | 'after' | null {
  if (minDate && dayOf(date) < dayOf(minDate)) return 'before';
  if (maxDate && dayOf(date) > dayOf(maxDate)) return 'after';
  return null;
}

/** The default reasons, naming the first or last day allowed. */
export const defaultRangeMessage = (side: 'before' | 'after', limit: Date) =>
  side === 'before' ? `Choose a date on or after ${formatDateTime(limit, true)}.` : `Choose a date on or before ${formatDateTime(limit, true)}.`;
