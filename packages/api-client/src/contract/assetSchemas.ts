/**
 * Validation of the asset form (spec 3 §5 "Asset"). The console's inline form and the server's
 * PUT assets / POST assets/{externalId} parse with the same schema; the checks that need the
 * database (serial + model unique, the model, product, account, contract and location exist and
 * fit together) are the server's.
 */
import { z } from 'zod';
import { MESSAGES, formatMessage } from './messages';
import { PICKLIST_VALUE_MAX, RFID_TAG_LENGTH, SERIAL_NUMBER_MAX } from './constants';

/** Optional asset ID, customer asset number and notes: at most 100 characters each (spec 3 §9). */
export const ASSET_TEXT_MAX = 100;
/**
 * RFID tags on one asset. The spec sets no number; a device carries a handful, and a bound keeps one
 * save from writing thousands of rows.
 */
export const ASSET_TAGS_MAX = 20;

/** Empty, null and absent all mean "no value": a cleared field is stored as NULL. */
const orNull = <T>(value: T | '' | null | undefined): T | null => (value === undefined || value === null || value === '' ? null : value);

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => orNull(value));

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message);

const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((value) => orNull(value));

/** ISO-8601: a day, or a day and time with or without seconds, fraction and zone (none is UTC). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The instant an ISO-8601 date stands for, or null. Only ISO: `Date.parse` also reads "1" or "March 7" (in the
 * server's time zone), which no date picker sends. A day that its month does not have (Feb 30) is no date.
 */
function isoTime(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, , zone] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59)) return null;
  const time = Date.parse(hour === undefined || zone !== undefined ? value : `${value}Z`);
  return Number.isNaN(time) ? null : time;
}

/** How far ahead of UTC the earliest zone is (UTC+14, Kiribati's Line Islands): where each day begins first. */
const EARLIEST_ZONE_OFFSET_MS = 14 * 3_600_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the date picker sends it (ISO-8601; a plain `YYYY-MM-DD` is a day, kept as its UTC midnight), returned as
 * ISO-8601 UTC. `inPast` gets the instant, or for a day the moment that day began in the earliest zone.
 */
const optionalDate = (message: string, inPast: ((time: number) => boolean) | null) =>
  z
    .string({ error: message })
    .trim()
    .nullable()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value === '') return;
      const time = isoTime(value);
      const begun = time !== null && DAY_ONLY.test(value) ? time - EARLIEST_ZONE_OFFSET_MS : time;
      if (begun === null || (inPast !== null && !inPast(begun))) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => {
      const present = orNull(value);
      return present === null ? null : new Date(isoTime(present)!).toISOString();
    });

const tagsSchema = z
  .array(z.string({ error: MESSAGES.rfidLength }).trim().length(RFID_TAG_LENGTH, MESSAGES.rfidLength), { error: MESSAGES.rfidLength })
  .max(ASSET_TAGS_MAX, formatMessage(MESSAGES.assetTagsTooMany, { n: ASSET_TAGS_MAX }))
  .nullable()
  .optional()
  .transform((tags) => tags ?? [])
  .superRefine((tags, ctx) => {
    // The same RFID value twice on one asset is a typing slip; the database refuses it anyway (one asset per tag).
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      if (seen.has(tag)) ctx.addIssue({ code: 'custom', path: [index], message: MESSAGES.rfidRepeated });
      seen.add(tag);
    });
  });

function buildAssetFormSchema(now: () => number) {
  return z.object({
    externalId: z.string().optional(),
    serialNumber: z.string({ error: MESSAGES.serialNumber }).trim().min(1, MESSAGES.serialNumber).max(SERIAL_NUMBER_MAX, MESSAGES.serialNumber),
    manufacturerSerialNumber: optionalText(ASSET_TEXT_MAX, MESSAGES.assetOptionalId),
    model: requiredId(MESSAGES.assetModelRequired),
    product: optionalId,
    account: requiredId(MESSAGES.assetAccountRequired),
    erpOwner: optionalId,
    contract: optionalId,
    location: optionalId,
    equipmentStatus: optionalText(PICKLIST_VALUE_MAX, MESSAGES.assetEquipmentStatus),
    // A purchase today counts as past: a day (stored as its UTC midnight) is past once it has begun somewhere, since
    // the server knows not the buyer's zone; the console's calendar holds the buyer to their own today.
    purchaseDate: optionalDate(MESSAGES.assetPurchaseDate, (time) => time <= now()),
    utilizationStatus: optionalText(PICKLIST_VALUE_MAX, MESSAGES.assetUtilizationStatus),
    utilizationCategory: optionalText(PICKLIST_VALUE_MAX, MESSAGES.assetUtilizationCategory),
    preventiveMaintainenceDate: optionalDate(MESSAGES.assetPmDate, null),
    tags: tagsSchema,
    notes: optionalText(ASSET_TEXT_MAX, MESSAGES.assetNotes),
    customerAssetNumber: optionalText(ASSET_TEXT_MAX, MESSAGES.assetCustomerAssetNumber),
    serviceType: optionalText(PICKLIST_VALUE_MAX, MESSAGES.assetServiceType),
    businessType: optionalText(PICKLIST_VALUE_MAX, MESSAGES.assetBusinessType),
  });
}

/** The asset form, with "past" read from the clock at the moment of each parse. */
export const assetFormSchema = buildAssetFormSchema(() => Date.now());

/** The same schema against a given time (the server's clock, which tests set). */
export function assetFormSchemaAt(now: Date): ReturnType<typeof buildAssetFormSchema> {
  return buildAssetFormSchema(() => now.getTime());
}

export type AssetFormInput = z.input<typeof assetFormSchema>;
/** What a valid form parses to: text trimmed, cleared values null, dates ISO-8601 UTC, tags a list. */
export type AssetFormOutput = z.output<typeof assetFormSchema>;
