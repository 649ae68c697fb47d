/**
 * What an export request form sends beside its filters (spec 3 §2.14, §5, §9): the generated request name (the
 * kind, each chosen filter, the time window and the brief note, cut to EXPORT_REQUEST_NAME_MAX), and the start and
 * end times, where a date without a time means the start or the end of that day (EXPORT_DEFAULT_START_TIME /
 * EXPORT_DEFAULT_END_TIME, the user's local day) and every time travels in UTC.
 */
import { EXPORT_DEFAULT_END_TIME, EXPORT_DEFAULT_START_TIME, EXPORT_REQUEST_NAME_MAX } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../../listing';

/** One chosen filter, by the labels the user saw. */
export interface NamedFilter {
  label: string;
  values: readonly string[];
}

export interface ExportNameParts {
  /** The kind as the user reads it: Productivity, Utilization. */
  kind: string;
  filters: readonly NamedFilter[];
  start: Date | null;
  end: Date | null;
  note: string;
}

const ELLIPSIS = '…';

/** Cuts a name to at most `max` characters (code points), ending with … when cut. */
export function cutName(name: string, max = EXPORT_REQUEST_NAME_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/**
 * `Productivity: Facility North Campus, South Campus; Change Type UPDATED; 2026-11-01 00:00:00 to 2026-11-25
 * 23:59:59; Note quarterly review`, or `Productivity: all rows, any time` when nothing narrows it.
 */
export function exportRequestName({ kind, filters, start, end, note }: ExportNameParts): string {
  const parts = filters.filter((f) => f.values.length > 0).map((f) => `${f.label} ${f.values.join(', ')}`);
  if (start && end) parts.push(`${formatDateTime(start)} to ${formatDateTime(end)}`);
  else if (start) parts.push(`from ${formatDateTime(start)}`);
  else if (end) parts.push(`until ${formatDateTime(end)}`);
  const trimmedNote = note.trim().replace(/\s+/g, ' ');
  if (trimmedNote) parts.push(`Note ${trimmedNote}`);
  const body = parts.length > 0 ? parts.join('; ') : 'all rows, any time';
  return cutName(`${kind}: ${body}`);
}

function timeOf(text: string): [number, number, number] {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return [h, m, s];
}

/**
 * The time a date field stands for: with Date Only, the start (00:00:00) or the end (23:59:59) of the chosen local
 * day; with Date/Time, the chosen time to the second. Null stays null (no bound).
 */
export function boundOf(value: Date | null, dateOnly: boolean, edge: 'start' | 'end'): Date | null {
  if (!value) return null;
  const at = new Date(value.getTime());
  if (dateOnly) at.setHours(...timeOf(edge === 'start' ? EXPORT_DEFAULT_START_TIME : EXPORT_DEFAULT_END_TIME), 0);
  else at.setMilliseconds(0);
  return at;
}

/** The bound as the request sends it: ISO-8601 in UTC (the client trims it to the second). */
export function utcParam(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}
