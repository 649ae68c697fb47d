/**
 * What makes a filter value of an export request known (spec 3 §7): ids the caller may see, pick-list values, fixed
 * values. The requests (requests.ts) check their filters with it, and so do the utilization reports and trends
 * (reports/), which take the same filters: it lies below both.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PRODUCTIVITY_CHANGE_TYPES, UTILIZATION_ADDITIONAL_FIELDS, type ExportRequestKind } from '@equipdesk/api-client/contract';
import { picklistValues } from '../db/schema';
import { userResource } from '../admin/users';
import { modelResource } from '../catalogue/models';
import { accountResource } from '../facilities/accounts';
import { facilityResource } from '../facilities/facilities';
import { HttpError } from '../http/errors';
import { parseUuid } from '../resources/listQuery';
import type { RequestContext } from '../resources/definition';

/** Values one filter may name. */
const MAX_FILTER_VALUES = 1000;
const MAX_VALUE_LENGTH = 100;

/**
 * What the caller may see of a table of ids: the resource's scope (facilities, accounts and users of a scoped caller;
 * every model). An id outside it is as unknown as one that does not exist: the same 400, the same words.
 */
interface Visible {
  table: PgTable & { externalId: AnyPgColumn };
  scope?: (ctx: RequestContext) => Promise<SQL | undefined>;
}

type FilterCheck = { kind: 'id'; visible: Visible } | { kind: 'picklist'; name: string } | { kind: 'values'; values: readonly string[] };

const ID = (visible: Visible): FilterCheck => ({ kind: 'id', visible });

/** The filters each kind takes (spec 3 §7), and what makes a value known. */
export const FILTERS: Readonly<Record<ExportRequestKind, Readonly<Record<string, FilterCheck>>>> = {
  productivity: {
    facilities: ID(facilityResource),
    accounts: ID(accountResource),
    users: ID(userResource),
    models: ID(modelResource),
    utilizationStatuses: { kind: 'picklist', name: 'UtilizationStatus' },
    utilizationCategories: { kind: 'picklist', name: 'UtilizationCategory' },
    types: { kind: 'values', values: PRODUCTIVITY_CHANGE_TYPES.map((t) => t.value) },
  },
  utilization: {
    facilities: ID(facilityResource),
    accounts: ID(accountResource),
    models: ID(modelResource),
    utilizationStatuses: { kind: 'picklist', name: 'UtilizationStatus' },
    utilizationCategories: { kind: 'picklist', name: 'UtilizationCategory' },
    serviceTypes: { kind: 'picklist', name: 'ServiceType' },
    businessTypes: { kind: 'picklist', name: 'BusinessType' },
    additionalFields: { kind: 'values', values: UTILIZATION_ADDITIONAL_FIELDS.map((f) => f.value) },
  },
};

const unknownValue = (field: string, value: string) =>
  new HttpError(400, `${field} has an unknown value.`, [{ field, message: `Unknown value ${value.slice(0, 40)}.` }]);

function valuesOf(field: string, raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  const list = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string' && v.length > 0);
  if (list.length > MAX_FILTER_VALUES) throw new HttpError(400, `${field} may name at most ${MAX_FILTER_VALUES} values.`, [{ field, message: 'Too many values.' }]);
  const long = list.find((v) => v.length > MAX_VALUE_LENGTH);
  if (long !== undefined) throw unknownValue(field, long);
  return [...new Set(list)];
}

async function checkKnown(ctx: RequestContext, field: string, check: FilterCheck, values: string[]): Promise<void> {
  if (check.kind === 'values') {
    const bad = values.find((v) => !check.values.includes(v));
    if (bad !== undefined) throw unknownValue(field, bad);
    return;
  }
  if (check.kind === 'id') {
    const bad = values.find((v) => parseUuid(v) === null);
    if (bad !== undefined) throw unknownValue(field, bad);
    const { table, scope } = check.visible;
    const found = await ctx.db
      .select({ id: table.externalId })
      .from(table)
      .where(and(inArray(table.externalId, values), scope ? await scope(ctx) : undefined));
    const known = new Set(found.map((r) => String(r.id)));
    const missing = values.find((v) => !known.has(v.toLowerCase()));
    if (missing !== undefined) throw unknownValue(field, missing);
    return;
  }
  const found = await ctx.db
    .select({ value: picklistValues.value })
    .from(picklistValues)
    .where(and(eq(picklistValues.name, check.name), inArray(picklistValues.value, values)));
  const known = new Set(found.map((r) => r.value));
  const missing = values.find((v) => !known.has(v));
  if (missing !== undefined) throw unknownValue(field, missing);
}

/** 400 unless every value is one of the pick list's (ACTIVE or not), as a request's filters are checked. */
export function checkPicklistValues(ctx: RequestContext, field: string, picklist: string, values: string[]): Promise<void> {
  return checkKnown(ctx, field, { kind: 'picklist', name: picklist }, values);
}

/**
 * The values a query gives one filter of an export request kind, each known (400 `{filter} has an unknown value.`
 * otherwise): the utilization trends check their facilities and statuses with the utilization requests' rules.
 */
export async function knownFilterValues(ctx: RequestContext, kind: ExportRequestKind, field: string, raw: unknown): Promise<string[]> {
  const check = FILTERS[kind][field];
  if (!check) throw new Error(`EquipDesk export requests of ${kind} have no filter ${field}.`);
  const values = valuesOf(field, raw);
  if (values.length > 0) await checkKnown(ctx, field, check, values);
  return values;
}
