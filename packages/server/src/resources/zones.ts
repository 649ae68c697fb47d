/**
 * Instants as a person in a time zone reads them, for the times of exported files (docs/DECISIONS.md "Times in
 * exports"): the wall-clock time of an instant in an IANA zone, its offset, ISO-8601 text with that offset, and the
 * serial number Excel stores a date-time as. The offsets come from the runtime's own zone data (Intl).
 */
import { z, type ZodType } from 'zod';
import { DEFAULT_EXPORT_TIME_ZONE, MAX_TIME_ZONE_LENGTH, MESSAGES } from '@equipdesk/api-client/contract';

/** Any zone the runtime knows, canonical or alias (America/Chicago, UTC, US/Central). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > MAX_TIME_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The `timeZone` parameter of an export call: one IANA zone name; absent is UTC. */
export const timeZoneParameter: ZodType<string> = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.exportTimeZone : `timeZone must be given once.`) })
  .refine(isTimeZone, MESSAGES.exportTimeZone);

/** What every export route declares beside its own query: the zone of the file's times. */
export const EXPORT_PARAMETERS = { timeZone: timeZoneParameter.optional() } as const;

/** The zone an export's parsed query names (UTC when it names none). */
export function exportTimeZone(query: unknown): string {
  const zone = (query as { timeZone?: unknown } | null)?.timeZone;
  return typeof zone === 'string' ? zone : DEFAULT_EXPORT_TIME_ZONE;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days from Excel's day 0 (1899-12-30, in its 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * The offset of one zone at any instant, in ms (local = UTC + offset). Formatting a date with Intl takes a few
 * microseconds, and an export writes hundreds of thousands of times: offsets are kept per UTC hour, for an hour whose
 * start and end have the same offset (an hour with a change in it is worked out for each instant).
 */
export class ZoneClock {
  readonly zone: string;
  private readonly format: Intl.DateTimeFormat | null;
  private readonly hours = new Map<number, number>();

  constructor(zone: string = DEFAULT_EXPORT_TIME_ZONE) {
    this.zone = zone;
    this.format =
      zone === 'UTC'
        ? null
        : new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short' });
  }

  private exactOffset(ms: number): number {
    if (!this.format) return 0;
    const whole = Math.floor(ms / 1000) * 1000;
    const parts: Record<string, string> = {};
    for (const part of this.format.formatToParts(new Date(whole))) parts[part.type] = part.value;
    const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
    const wall = new Date(0);
    wall.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
    wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
    return wall.getTime() - whole;
  }

  /** The zone's offset from UTC at `ms`, in ms. */
  offset(ms: number): number {
    if (!this.format) return 0;
    const hour = Math.floor(ms / HOUR);
    const kept = this.hours.get(hour);
    if (kept !== undefined) return kept;
    const start = this.exactOffset(hour * HOUR);
    if (start !== this.exactOffset(hour * HOUR + HOUR - 1)) return this.exactOffset(ms);
    if (this.hours.size >= 100_000) this.hours.clear();
    this.hours.set(hour, start);
    return start;
  }

  /** `2026-11-26T02:06:33.387-05:00`: the wall-clock time in the zone with its offset (seconds of old offsets cut). */
  isoText(ms: number): string {
    const offset = this.offset(ms);
    const wall = new Date(ms + offset).toISOString().slice(0, 23);
    const minutes = Math.round(offset / MINUTE);
    const sign = minutes < 0 ? '-' : '+';
    const abs = Math.abs(minutes);
    return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  }

  /** The serial number of the wall-clock time in the zone, as Excel stores a date-time (days since 1899-12-30). */
  excelSerial(ms: number): number {
    return excelSerialOfWallTime(ms + this.offset(ms));
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A wall-clock time written as if it were UTC (`Date.UTC(...)` of its fields) as Excel's serial number. */
export function excelSerialOfWallTime(wallMs: number): number {
  return wallMs / DAY + EXCEL_EPOCH_DAYS;
}

/** The instant of an ISO-8601 text or a Date; null for none or an unreadable one. */
export function instantOf(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
