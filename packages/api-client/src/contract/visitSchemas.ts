/**
 * Validation of the visit form (spec 2 §5 "Visit") and the schedule it defines. Two schemas share one set of rules:
 * `visitFieldsSchema*` reads the console's fields (dates and 24-hour HH:mm times in the user's local time) and turns
 * them into the body of PUT visits / POST visits/{externalId} (timestamps in UTC); `visitFormSchema*` checks that body
 * again on the server. What needs the database (the account is the caller's, the user exists, the locations are the
 * account's) is the server's.
 */
import { z } from 'zod';
import { NAME_MAX } from './constants';
import { MESSAGES, formatMessage } from './messages';
import { VISIT_FREQUENCIES, VISIT_MIN_GAP } from './enums';
import type { VisitFrequency } from './enums';

/** Locations on one visit: the spec sets no number; a bound keeps one save from writing thousands of rows. */
export const VISIT_LOCATIONS_MAX = 100;
/** The visit name, typed or generated. */
export const VISIT_NAME_MAX = NAME_MAX;

const DAY_MS = 86_400_000;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO-8601 date and time, to the minute at least, with an optional zone (none is UTC). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Frequencies whose visit repeats: they need an end (spec 2 §5). */
export function isRecurringVisit(frequency: VisitFrequency | string | null | undefined): frequency is Exclude<VisitFrequency, 'ONE_TIME'> {
  return typeof frequency === 'string' && frequency !== 'ONE_TIME' && Object.hasOwn(VISIT_MIN_GAP, frequency);
}

function addMonthsUtc(start: Date, months: number): Date {
  const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth();
  // The 31st of a month without one is its last day (as PostgreSQL adds months).
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
}

/**
 * When the k-th task of a visit is due (k = 0 is the start): days and weeks add exact days, months add calendar
 * months in UTC, counted from the start each time so that a visit on the 31st keeps the 31st where a month has one.
 * A ONE_TIME visit has only its start.
 */
export function visitOccurrence(frequency: VisitFrequency, start: Date, k: number): Date {
  if (!isRecurringVisit(frequency)) return new Date(start.getTime());
  const step = VISIT_MIN_GAP[frequency];
  return step.unit === 'days' ? new Date(start.getTime() + k * step.amount * DAY_MS) : addMonthsUtc(start, k * step.amount);
}

/** The earliest end a recurring visit may have: one step of its frequency after the start (spec 2 §5's table). */
export function visitMinimumEnd(frequency: Exclude<VisitFrequency, 'ONE_TIME'>, start: Date): Date {
  return visitOccurrence(frequency, start, 1);
}

/** The spec's gap message for a frequency: `... at least 7 days after ... for a WEEKLY visit.` (1 day, 1 month). */
export function visitGapMessage(frequency: Exclude<VisitFrequency, 'ONE_TIME'>): string {
  const { amount, unit } = VISIT_MIN_GAP[frequency];
  return formatMessage(MESSAGES.visitEndGap, { n: amount, unit: amount === 1 ? unit.slice(0, -1) : unit, frequency });
}

const FREQUENCY_WORDS: Record<VisitFrequency, string> = {
  ONE_TIME: 'One-time',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  HALF_YEARLY: 'Half-yearly',
  YEARLY: 'Yearly',
};

/**
 * The name of a visit left unnamed (spec 2 §2): `Weekly visit: ICU Bay 1, ICU Bay 2`, the locations in the order
 * chosen, cut to 100 characters with an ellipsis.
 */
export function visitNameOf(frequency: VisitFrequency, locationNames: readonly string[]): string {
  const name = `${FREQUENCY_WORDS[frequency]} visit: ${locationNames.join(', ')}`;
  return name.length <= VISIT_NAME_MAX ? name : `${name.slice(0, VISIT_NAME_MAX - 1).trimEnd()}…`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's local date as the form's date fields hold it: `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment's local time as the form's time fields hold it: 24-hour `HH:mm`. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
};
const isTime = (value: unknown): value is string => typeof value === 'string' && HH_MM.test(value);

/** The moment a local date (`YYYY-MM-DD`) and 24-hour time (`HH:mm`) name, or null when either is not one. */
export function localDateTime(day: unknown, time: unknown): Date | null {
  if (!isDay(day) || !isTime(time)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm);
}

/** An ISO-8601 date and time sent by a client, as a moment; null when it is not one. */
function isoMoment(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  const time = Date.parse(zoned ? value : `${value}Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A visit's start and end as saved, on an edit: unchanged values are kept without the "not in the past" rules. */
export interface KeptVisitTimes {
  startTimestamp?: string | null;
  endTimestamp?: string | null;
}

const same = (moment: Date | null, kept: string | null | undefined) => moment !== null && !!kept && Date.parse(kept) === moment.getTime();

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

const common = {
  externalId: z.string().optional(),
  account: requiredId(MESSAGES.visitAccountRequired),
  /** The executive's username (spec 2 §3). */
  executive: requiredId(MESSAGES.visitUserRequired),
  frequency: z.enum(VISIT_FREQUENCIES, { error: MESSAGES.visitFrequencyRequired }),
  locations: z.preprocess(
    (locations) => locations ?? [],
    z
      .array(z.string({ error: MESSAGES.visitLocationRequired }).trim().min(1, MESSAGES.visitLocationRequired).max(100, MESSAGES.visitLocationRequired), {
        error: MESSAGES.visitLocationRequired,
      })
      .min(1, MESSAGES.visitLocationRequired)
      .max(VISIT_LOCATIONS_MAX, formatMessage(MESSAGES.visitLocationsTooMany, { n: VISIT_LOCATIONS_MAX }))
      .transform((ids) => [...new Set(ids)]),
  ),
  name: z
    .string({ error: MESSAGES.visitName })
    .trim()
    .max(VISIT_NAME_MAX, MESSAGES.visitName)
    .nullable()
    .optional()
    .transform((name) => (name ? name : null)),
};

/** Runs a refinement even when a field failed, so that one Save reports every message (as the order form does). */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

function buildFieldsSchema(now: () => number, kept: KeptVisitTimes) {
  return z
    .object({
      ...common,
      startDate: z.unknown().optional(),
      startTime: z.unknown().optional(),
      endDate: z.unknown().optional(),
      endTime: z.unknown().optional(),
    })
    .superRefine((raw, ctx) => {
      const form = raw as { frequency?: unknown; startDate?: unknown; startTime?: unknown; endDate?: unknown; endTime?: unknown };
      const at = now();
      const today = localDay(new Date(at));
      const start = localDateTime(form.startDate, form.startTime);
      const keptStart = same(start, kept.startTimestamp);
      if (!isDay(form.startDate) || (!keptStart && form.startDate < today)) ctx.addIssue({ code: 'custom', path: ['startDate'], message: MESSAGES.visitStartDate });
      if (!isTime(form.startTime)) ctx.addIssue({ code: 'custom', path: ['startTime'], message: MESSAGES.visitStartTime });
      else if (start !== null && !keptStart && start.getTime() <= at && form.startDate === today) {
        // A start date before today has said so already; a start earlier today is in the past.
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: MESSAGES.visitStartFuture });
      }
      // The form shows the end for every frequency but ONE_TIME, none chosen yet included: so are its rules.
      if (form.frequency === 'ONE_TIME') return;
      const end = localDateTime(form.endDate, form.endTime);
      const keptEnd = same(end, kept.endTimestamp);
      if (!isDay(form.endDate) || (!keptEnd && form.endDate < today)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.visitEndDate });
      if (!isTime(form.endTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.visitEndTime });
      if (!isRecurringVisit(form.frequency as string)) return;
      const frequency = form.frequency as Exclude<VisitFrequency, 'ONE_TIME'>;
      if (start !== null && end !== null && end < visitMinimumEnd(frequency, start)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: visitGapMessage(frequency) });
    }, always)
    .transform(({ startDate, startTime, endDate, endTime, ...form }) => {
      // The refinement passed: both moments exist where they are needed.
      const start = localDateTime(startDate, startTime) as Date;
      const end = isRecurringVisit(form.frequency) ? localDateTime(endDate, endTime) : null;
      return { ...form, startTimestamp: start.toISOString(), endTimestamp: end ? end.toISOString() : null };
    });
}

function buildFormSchema(now: () => number, kept: KeptVisitTimes) {
  return z
    .object({
      ...common,
      facility: z.unknown().optional(),
      startTimestamp: z.unknown().optional(),
      endTimestamp: z.unknown().optional(),
    })
    .superRefine((raw, ctx) => {
      const form = raw as { frequency?: unknown; startTimestamp?: unknown; endTimestamp?: unknown };
      const at = now();
      const start = isoMoment(form.startTimestamp);
      if (start === null) ctx.addIssue({ code: 'custom', path: ['startTimestamp'], message: MESSAGES.visitStartRequired });
      else if (!same(start, kept.startTimestamp) && start.getTime() <= at) ctx.addIssue({ code: 'custom', path: ['startTimestamp'], message: MESSAGES.visitStartFuture });
      if (!isRecurringVisit(form.frequency as string)) return;
      const frequency = form.frequency as Exclude<VisitFrequency, 'ONE_TIME'>;
      const end = isoMoment(form.endTimestamp);
      if (end === null) ctx.addIssue({ code: 'custom', path: ['endTimestamp'], message: formatMessage(MESSAGES.visitEndRequired, { frequency }) });
      else if (!same(end, kept.endTimestamp) && end.getTime() <= at) ctx.addIssue({ code: 'custom', path: ['endTimestamp'], message: MESSAGES.visitEndDate });
      else if (start !== null && end < visitMinimumEnd(frequency, start)) ctx.addIssue({ code: 'custom', path: ['endTimestamp'], message: visitGapMessage(frequency) });
    }, always)
    .transform(({ facility: _facility, startTimestamp, endTimestamp, ...form }) => {
      const end = isRecurringVisit(form.frequency) ? isoMoment(endTimestamp) : null;
      return { ...form, startTimestamp: (isoMoment(startTimestamp) as Date).toISOString(), endTimestamp: end ? end.toISOString() : null };
    });
}

/** The console's visit form: its fields as typed (local dates, 24-hour times) to the body the API takes, at `now`. */
export function visitFieldsSchemaAt(now: Date, kept: KeptVisitTimes = {}): ReturnType<typeof buildFieldsSchema> {
  return buildFieldsSchema(() => now.getTime(), kept);
}

/** The console's visit form against the clock at the moment of each parse. */
export function visitFieldsSchema(kept: KeptVisitTimes = {}): ReturnType<typeof buildFieldsSchema> {
  return buildFieldsSchema(() => Date.now(), kept);
}

/** The body of PUT visits / POST visits/{externalId} (timestamps in UTC) at `now`: the server's check. */
export function visitFormSchemaAt(now: Date, kept: KeptVisitTimes = {}): ReturnType<typeof buildFormSchema> {
  return buildFormSchema(() => now.getTime(), kept);
}

export type VisitFieldsInput = z.input<ReturnType<typeof buildFieldsSchema>>;
/** What a valid visit form parses to: the API body, start and end in UTC (end null for ONE_TIME), name null if empty. */
export type VisitFormOutput = z.output<ReturnType<typeof buildFormSchema>>;
