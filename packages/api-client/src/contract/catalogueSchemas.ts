/**
 * Validation of the catalogue forms (spec 3 §5): product models, products, pick-list values and
 * sync configurations, with the helpers of the sync form (the snake-case column of an attribute,
 * the comma-separated relationships). The console's forms and the server parse with the same schemas.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { ITEM_CODE_MAX, ITEM_DESCRIPTION_MAX, MODEL_CODE_MAX, MODEL_DESCRIPTION_MAX, MODEL_FAMILY_MAX, MODEL_GROUP_MAX, PICKLIST_VALUE_MAX } from './constants';
import { PICKLIST_TYPES } from './enums';

/** A pick-list value's label: the spec gives no limit; the value's. */
export const PICKLIST_LABEL_MAX = PICKLIST_VALUE_MAX;
export const SYNC_URI_MAX = 250;
export const SYNC_DESCRIPTION_MAX = 250;
export const SYNC_DDL_MAX = 20_000;
/** A JSON attribute, a column or a relationship. */
export const SYNC_NAME_MAX = 100;
export const SYNC_ATTRIBUTES_MAX = 200;
export const SYNC_RELATIONS_MAX = 50;

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Optional text: blank is null, and only the length is checked. */
const optionalText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message);

// Product models

export const modelFormSchema = z.object({
  externalId: z.string().optional(),
  modelCode: requiredText(MESSAGES.modelCode, MODEL_CODE_MAX),
  modelDescription: optionalText(MESSAGES.modelDescription, MODEL_DESCRIPTION_MAX),
  family: optionalText(MESSAGES.modelFamily, MODEL_FAMILY_MAX),
  groupName: optionalText(MESSAGES.modelGroupName, MODEL_GROUP_MAX),
});
export type ModelFormInput = z.input<typeof modelFormSchema>;
export type ModelFormOutput = z.output<typeof modelFormSchema>;

// Products

/**
 * The description is optional and at most 100 (DESIGN.md); the spec's message reads as if it were
 * required, and is the one shown when it is too long.
 */
export const productFormSchema = z.object({
  externalId: z.string().optional(),
  itemCode: requiredText(MESSAGES.itemCode, ITEM_CODE_MAX),
  itemDescription: optionalText(MESSAGES.itemDescription, ITEM_DESCRIPTION_MAX),
  model: requiredId(MESSAGES.productModelRequired),
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

// Pick-list values

export const picklistValueFormSchema = z.object({
  externalId: z.string().optional(),
  name: z
    .string({ error: MESSAGES.picklistNameRequired })
    .trim()
    .min(1, MESSAGES.picklistNameRequired)
    .pipe(z.enum(PICKLIST_TYPES, { error: MESSAGES.picklistNameUnknown })),
  value: requiredText(MESSAGES.picklistValue, PICKLIST_VALUE_MAX),
  displayLabel: requiredText(MESSAGES.picklistLabel, PICKLIST_LABEL_MAX),
});
export type PicklistValueFormInput = z.input<typeof picklistValueFormSchema>;
export type PicklistValueFormOutput = z.output<typeof picklistValueFormSchema>;

// Sync configurations

/**
 * The column a JSON attribute is stored in unless the user says otherwise (spec 3 §2.13):
 * `serialNumber` → `serial_number`, `HTTPStatus` → `http_status`, `model.code` → `model_code`.
 */
export function snakeCase(attribute: string): string {
  return attribute
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/** The relationships typed as a comma-separated list: trimmed, blanks and repeats left out. */
export function parseRelations(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(',')) {
    const relation = part.trim();
    if (relation && !out.includes(relation)) out.push(relation);
  }
  return out;
}

const syncName = (message: string) => z.string({ error: message }).trim().min(1, message).max(SYNC_NAME_MAX, message);

const syncMappingsSchema = z.object(
  {
    attributes: z
      .record(syncName(MESSAGES.syncAttribute), syncName(MESSAGES.syncColumn), { error: MESSAGES.syncAttribute })
      .refine((attributes) => Object.keys(attributes).length <= SYNC_ATTRIBUTES_MAX, MESSAGES.syncAttributesTooMany),
    relations: z.array(syncName(MESSAGES.syncRelation), { error: MESSAGES.syncRelation }).max(SYNC_RELATIONS_MAX, MESSAGES.syncRelation),
  },
  { error: MESSAGES.syncAttribute },
);

/** PUT sync/config, POST sync/config/{externalId}: the stored shape (attributes as a map of attribute → column). */
export const syncConfigFormSchema = z.object({
  externalId: z.string().optional(),
  uri: requiredText(MESSAGES.syncUri, SYNC_URI_MAX),
  description: optionalText(MESSAGES.syncDescription, SYNC_DESCRIPTION_MAX),
  ddl: optionalText(MESSAGES.syncDdl, SYNC_DDL_MAX),
  mappings: syncMappingsSchema.default({ attributes: {}, relations: [] }),
});
export type SyncConfigFormInput = z.input<typeof syncConfigFormSchema>;
export type SyncConfigFormOutput = z.output<typeof syncConfigFormSchema>;

/** One attribute row of the sync form. */
export interface SyncAttributeRow {
  attribute: string;
  column: string;
}

/**
 * The sync form as the console edits it (attribute rows, relationships as typed), parsed into the
 * stored shape: a row left blank is dropped; a row with a column but no attribute, or an attribute
 * given twice, is refused.
 */
export const syncConfigEditSchema = z
  .object({
    externalId: z.string().optional(),
    // Checked here too, so one Save reports the URI with the attribute rows.
    uri: requiredText(MESSAGES.syncUri, SYNC_URI_MAX),
    description: z.string().trim().max(SYNC_DESCRIPTION_MAX, MESSAGES.syncDescription).default(''),
    ddl: z.string().trim().max(SYNC_DDL_MAX, MESSAGES.syncDdl).default(''),
    attributes: z.array(z.object({ attribute: z.string(), column: z.string() })).default([]),
    relationships: z.string().default(''),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.attributes.forEach((row, index) => {
      const attribute = row.attribute.trim();
      if (!attribute && !row.column.trim()) return;
      if (!attribute) {
        ctx.addIssue({ code: 'custom', path: ['attributes', index, 'attribute'], message: MESSAGES.syncAttribute });
      } else if (seen.has(attribute)) {
        ctx.addIssue({ code: 'custom', path: ['attributes', index, 'attribute'], message: MESSAGES.syncAttributeRepeated });
      }
      seen.add(attribute);
    });
  })
  .transform((form): SyncConfigFormInput => ({
    ...(form.externalId === undefined ? {} : { externalId: form.externalId }),
    uri: form.uri,
    description: form.description,
    ddl: form.ddl,
    mappings: {
      attributes: Object.fromEntries(
        form.attributes.filter((row) => row.attribute.trim() || row.column.trim()).map((row) => [row.attribute.trim(), row.column.trim()]),
      ),
      relations: parseRelations(form.relationships),
    },
  }))
  .pipe(syncConfigFormSchema);
export type SyncConfigEditInput = z.input<typeof syncConfigEditSchema>;
