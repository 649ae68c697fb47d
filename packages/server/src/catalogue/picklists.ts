/**
 * Pick-list values (spec 3 §2.7, §3, §5, §7 "Pick lists"): the list, the name-and-value exists check, saves,
 * entity actions and exports from one resource declaration; GET picklist-values/all stays with the reference
 * lists. Other tables hold a pick-list value by its value (a facility's type, an asset's service type, …), with
 * no key to the row, so a saved value keeps its name and value: an update may change the label only.
 */
import { inArray, sql } from 'drizzle-orm';
import { MESSAGES, PICKLIST_TYPES, picklistValueFormSchema } from '@equipdesk/api-client/contract';
import type { PicklistValue, PicklistValueFormOutput } from '@equipdesk/api-client/contract';
import { picklistValues } from '../db/schema';
import { defineResource } from '../resources/definition';
import { columnMap } from '../resources/columns';

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

const picklistColumns = columnMap(
  picklistValues,
  {
    name: { column: picklistValues.name, header: 'Name' },
    value: { column: picklistValues.value, header: 'Value' },
    displayLabel: { column: picklistValues.displayLabel, header: 'Label' },
  },
  { showsStatus: false },
);

type PicklistRow = Pick<typeof picklistValues.$inferSelect, 'externalId' | 'name' | 'value' | 'displayLabel' | 'status' | 'createdBy' | 'createdTimestamp' | 'lastModifiedBy' | 'lastModifiedTimestamp'>;

/** A pick-list value as the API answers it: in the list, and grouped by type in picklist-values/all. */
export function picklistValueOf(p: PicklistRow): PicklistValue {
  // The name is one of the pick-list types: the form's schema allows no other.
  return picklistColumns.item(p) as PicklistValue;
}

export const picklistValueResource = defineResource({
  name: 'picklist-values',
  label: 'Pick-list value',
  table: picklistValues,
  fields: picklistColumns.fields,
  toItems: picklistColumns.toItems,
  columns: picklistColumns.columns,
  search: picklistColumns.search,
  sort: picklistColumns.sort,
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
  export: picklistColumns.export,
});
