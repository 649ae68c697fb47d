/**
 * Validation of the site-data forms (spec 2 §5): facilities, accounts, contracts, locations and
 * par definitions, plus the expansion of a location name ending in a number range. The console's
 * forms and the server's PUT/POST handlers parse with the same schemas.
 */
import { z } from 'zod';
import { MESSAGES, formatMessage } from './messages';
import {
  ACCOUNT_NO_MAX_DIGITS,
  CONTRACT_NO_MAX_DIGITS,
  GROUP_NAME_MAX,
  LOCATION_NAME_MAX,
  NAME_MAX,
  POWER_LEVEL_DEFAULT,
  POWER_LEVEL_MAX,
  POWER_LEVEL_MIN,
  POWER_LEVEL_STEP,
} from './constants';

/** At most this many locations come out of one name range (`Bed 1-100`). */
export const LOCATION_RANGE_MAX = 100;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message);

const atLeastOne = (message: string) => z.number({ error: message }).min(1, message);

const requiredFlag = (message: string) => z.boolean({ error: message });

// Facilities

export const facilityFormSchema = z.object({
  externalId: z.string().optional(),
  name: requiredText(MESSAGES.facilityName, NAME_MAX),
  enterprise: requiredId(MESSAGES.facilityEnterpriseRequired),
  type: requiredId(MESSAGES.facilityTypeRequired),
});
export type FacilityFormInput = z.input<typeof facilityFormSchema>;
export type FacilityFormOutput = z.output<typeof facilityFormSchema>;

// Accounts

const accountNoPattern = new RegExp(`^\\d{1,${ACCOUNT_NO_MAX_DIGITS}}$`);

/**
 * The account form edits durations in days and hours; the server stores minutes
 * (days × 1440, hours × 60) and the list answers minutes.
 */
export const accountFormSchema = z.object({
  externalId: z.string().optional(),
  accountNo: z.string({ error: MESSAGES.accountNo }).trim().regex(accountNoPattern, MESSAGES.accountNo),
  name: requiredText(MESSAGES.accountName, NAME_MAX),
  timeZone: requiredId(MESSAGES.accountTimeZone),
  facility: requiredId(MESSAGES.accountFacilityRequired),
  pmAlertsDurationDays: atLeastOne(MESSAGES.accountPmAlertsDuration),
  visitTimeoutHours: atLeastOne(MESSAGES.accountVisitTimeout),
  standardTimeMinutes: atLeastOne(MESSAGES.accountStandardTime),
  statTimeMinutes: atLeastOne(MESSAGES.accountStatTime),
  sendLateOrderAlerts: requiredFlag(MESSAGES.accountLateOrderAlerts),
  sendDelayedOrderAlerts: requiredFlag(MESSAGES.accountDelayedOrderAlerts),
  moveAssets: z.boolean().default(false),
  moveLocations: z.boolean().default(false),
});
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountFormOutput = z.output<typeof accountFormSchema>;

// Contracts

const optionalTimestamp = z
  .string({ error: MESSAGES.contractTimestamp })
  .refine((value) => !Number.isNaN(Date.parse(value)), MESSAGES.contractTimestamp)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : new Date(value).toISOString()));

export const contractFormSchema = z
  .object({
    externalId: z.string().optional(),
    contractNo: z
      .string({ error: MESSAGES.contractNo })
      .trim()
      .regex(/^\d+$/, MESSAGES.contractNo)
      .max(CONTRACT_NO_MAX_DIGITS, MESSAGES.contractNoTooLong),
    type: requiredId(MESSAGES.contractTypeRequired),
    facility: requiredId(MESSAGES.contractFacilityRequired),
    startTimestamp: optionalTimestamp,
    expiryTimestamp: optionalTimestamp,
  })
  .superRefine((form, ctx) => {
    // The spec gives only the message; we read the rule as: when both are set, start < expiry.
    if (form.startTimestamp !== null && form.expiryTimestamp !== null && form.startTimestamp >= form.expiryTimestamp) {
      ctx.addIssue({ code: 'custom', path: ['expiryTimestamp'], message: MESSAGES.contractStartBeforeExpiry });
    }
  });
export type ContractFormInput = z.input<typeof contractFormSchema>;
export type ContractFormOutput = z.output<typeof contractFormSchema>;

// Locations

const rangeSuffix = /^(.*?)(\d+)\s*-\s*(\d+)$/;

/** The names a location name stands for, or the message saying why its range is refused. */
export function parseLocationNames(name: string): { names: string[] } | { error: string } {
  const trimmed = name.trim();
  const match = rangeSuffix.exec(trimmed);
  if (match === null) return { names: [trimmed] };
  const [, prefix = '', fromText = '', toText = ''] = match;
  const from = Number.parseInt(fromText, 10);
  const to = Number.parseInt(toText, 10);
  if (to < from) return { error: MESSAGES.locationNameRangeReversed };
  if (to - from + 1 > LOCATION_RANGE_MAX) {
    return { error: formatMessage(MESSAGES.locationNameRangeTooLarge, { n: LOCATION_RANGE_MAX }) };
  }
  // `Bed 01-10` keeps the width of its first number: Bed 01 … Bed 10.
  const width = fromText.startsWith('0') ? fromText.length : 0;
  const names: string[] = [];
  for (let n = from; n <= to; n += 1) names.push(`${prefix}${String(n).padStart(width, '0')}`);
  return { names };
}

/**
 * A name ending in a number range (`Bed 1-5`) stands for one location per number (`Bed 1` …
 * `Bed 5`); any other name stands for itself. Throws a RangeError with the spec-style message
 * for a reversed range or one longer than LOCATION_RANGE_MAX.
 */
export function expandLocationNames(name: string): string[] {
  const parsed = parseLocationNames(name);
  if ('error' in parsed) throw new RangeError(parsed.error);
  return parsed.names;
}

const powerLevelSchema = z
  .number({ error: MESSAGES.powerLevel })
  .int(MESSAGES.powerLevel)
  .min(POWER_LEVEL_MIN, MESSAGES.powerLevel)
  .max(POWER_LEVEL_MAX, MESSAGES.powerLevel)
  .multipleOf(POWER_LEVEL_STEP, MESSAGES.powerLevel);

/** The inventory power levels offered by the form: 0, 5, … 300. */
export const POWER_LEVEL_OPTIONS: readonly number[] = Array.from(
  { length: (POWER_LEVEL_MAX - POWER_LEVEL_MIN) / POWER_LEVEL_STEP + 1 },
  (_, i) => POWER_LEVEL_MIN + i * POWER_LEVEL_STEP,
);

/**
 * The location form. The name is checked as typed (at most 100, DESIGN.md's stricter reading)
 * and a trailing range must expand; the server creates one location per expanded name.
 */
export const locationFormSchema = z.object({
  externalId: z.string().optional(),
  name: requiredText(MESSAGES.locationName, LOCATION_NAME_MAX).superRefine((name, ctx) => {
    const parsed = parseLocationNames(name);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  }),
  groupName: z
    .string({ error: MESSAGES.groupName })
    .trim()
    .max(GROUP_NAME_MAX, MESSAGES.groupName)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
  inventoryPowerLevel: powerLevelSchema.default(POWER_LEVEL_DEFAULT),
  utilizationStatus: requiredId(MESSAGES.locationUtilizationStatus),
  utilizationCategory: z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  account: requiredId(MESSAGES.locationAccountRequired),
  parent: z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  type: requiredId(MESSAGES.locationTypeRequired),
  facility: z.string().optional(),
  /** Always false, whatever is sent (spec 2 §3). */
  hasRfidReaders: z
    .boolean()
    .optional()
    .transform((): false => false),
});
export type LocationFormInput = z.input<typeof locationFormSchema>;
export type LocationFormOutput = z.output<typeof locationFormSchema>;

// Par definitions

/** One {model, min, max} entry: the editor adds it only when this parses. */
export const parEntrySchema = z
  .object({
    model: requiredId(MESSAGES.parEntryModel),
    min: z.number({ error: MESSAGES.parEntryMin }).int(MESSAGES.parEntryMin).min(0, MESSAGES.parEntryMin),
    max: z.number({ error: MESSAGES.parEntryMax }).int(MESSAGES.parEntryMax).gt(0, MESSAGES.parEntryMax),
  })
  .superRefine((entry, ctx) => {
    if (entry.max < entry.min) ctx.addIssue({ code: 'custom', path: ['max'], message: MESSAGES.parEntryMax });
  });
export type ParEntryInput = z.input<typeof parEntrySchema>;

export const parDefinitionSchema = z
  .object({
    externalId: z.string().optional(),
    /** The location's externalId; the server takes it from the path. */
    location: z.string().optional(),
    notes: z
      .string()
      .nullable()
      .optional()
      .transform((value) => value ?? ''),
    entries: z.array(parEntrySchema, { error: MESSAGES.parEntryRequired }).min(1, MESSAGES.parEntryRequired),
  })
  .superRefine((definition, ctx) => {
    const seen = new Set<string>();
    definition.entries.forEach((entry, index) => {
      if (seen.has(entry.model)) {
        ctx.addIssue({ code: 'custom', path: ['entries', index, 'model'], message: MESSAGES.parEntryModelRepeated });
      }
      seen.add(entry.model);
    });
  });
export type ParDefinitionInput = z.input<typeof parDefinitionSchema>;
export type ParDefinitionOutput = z.output<typeof parDefinitionSchema>;
