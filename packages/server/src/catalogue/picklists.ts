/**
 * Pick-list values (spec 3 §2.7, §3, §5, §7 "Pick lists"): the list, the name-and-value exists check, saves,
 * entity actions and exports from one resource declaration; GET picklist-values/all stays with the reference
 * lists. Other tables hold a pick-list value by its value (a facility's type, an asset's service type, …), with
 * no key to the row, so a saved value keeps its name and value: an update may change the label only.
 */
import { inArray, sql } from 'drizzle-orm';
import { MESSAGES, PICKLIST_TYPES, picklistValueFormSchema } from '@equipdesk/api-client/contract';
import type { PicklistType, PicklistValue, PicklistValueFormOutput } from '@equipdesk/api-client/contract';
import { picklistValues } from '../db/schema';
import { defineResource } from '../resources/definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf } from '../resources/items';

/**
 * The pair as one text: names are the pick-list types (letters only), so `name:value` never reads two ways. The
 * check is case-insensitive, stricter than the database's index, so `Rental` cannot sit beside `RENTAL`.
 */
const unique = [
  {
    field: 'value',
    expression: sql`${picklistValues.name} || ':' || ${picklistValues.value}`,
    value: (f: PicklistValueFormOutput) => `${f.name}:${f.value}`,
    message: MESSAGES.picklistValueExistsUnder,
  },
];

type PicklistRow = Pick<typeof picklistValues.$inferSelect, 'externalId' | 'name' | 'value' | 'displayLabel' | 'status' | 'createdBy' | 'createdTimestamp' | 'lastModifiedBy' | 'lastModifiedTimestamp'>;

/** A pick-list value as the API answers it: in the list, and grouped by type in picklist-values/all. */
export function picklistValueOf(p: PicklistRow): PicklistValue {
  return {
    externalId: p.externalId,
    name: p.name as PicklistType,
    value: p.value,
    displayLabel: p.displayLabel,
    status: asStatus(p.status),
    ...auditOf(p),
  };
}

export const picklistValueResource = defineResource({
  name: 'picklist-values',
  label: 'Pick-list value',
  table: picklistValues,
  fields: {
    externalId: picklistValues.externalId,
    name: picklistValues.name,
    value: picklistValues.value,
    displayLabel: picklistValues.displayLabel,
    status: picklistValues.status,
    createdBy: picklistValues.createdBy,
    createdTimestamp: picklistValues.createdTimestamp,
    lastModifiedBy: picklistValues.lastModifiedBy,
    lastModifiedTimestamp: picklistValues.lastModifiedTimestamp,
  },
  toItems: (rows): PicklistValue[] => rows.map(picklistValueOf),
  columns: { name: picklistValues.name, value: picklistValues.value, displayLabel: picklistValues.displayLabel },
  search: [picklistValues.name, picklistValues.value, picklistValues.displayLabel],
  sort: {
    name: picklistValues.name,
    value: picklistValues.value,
    displayLabel: picklistValues.displayLabel,
    status: picklistValues.status,
    createdTimestamp: picklistValues.createdTimestamp,
    lastModifiedTimestamp: picklistValues.lastModifiedTimestamp,
  },
  defaultSort: { by: 'name', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(picklistValues.status, values) },
    names: { values: PICKLIST_TYPES, condition: (values) => inArray(picklistValues.name, values) },
  },
  exists: { params: { name: picklistValues.name, value: picklistValues.value }, requireAll: true },
  create: {
    schema: picklistValueFormSchema,
    unique,
    values: (form: PicklistValueFormOutput) => ({ name: form.name, value: form.value, displayLabel: form.displayLabel }),
  },
  update: {
    // Rows elsewhere hold the value as text: changing the pair would leave them pointing at nothing. Checked with
    // the form, before the uniqueness of the pair, so a changed pair is refused for what it is.
    schema: (_body, _ctx, existing) =>
      picklistValueFormSchema.refine((form) => !existing || (form.name === existing.name && form.value === existing.value), {
        path: ['value'],
        message: MESSAGES.picklistKeyReadOnly,
      }),
    unique,
    values: (form: PicklistValueFormOutput) => ({ displayLabel: form.displayLabel }),
  },
  export: [
    { header: 'Name', value: (p: PicklistValue) => p.name },
    { header: 'Value', value: (p: PicklistValue) => p.value },
    { header: 'Label', value: (p: PicklistValue) => p.displayLabel },
    { header: 'Status', value: (p: PicklistValue) => p.status },
    { header: 'UUID', value: (p: PicklistValue) => p.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
