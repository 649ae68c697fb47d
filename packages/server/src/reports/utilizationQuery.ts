/**
 * The query of the utilization metrics (spec 2 §2, §7): the metrics table's scope and filters, the list's sort
 * keys and paging, the time window and the roll-up, checked in full before anything is read.
 */
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { UTILIZATION_DEFAULT_SORT, UTILIZATION_ROLL_UP_FIELDS, UTILIZATION_SORT_KEYS, type UtilizationRollUpField } from '@equipdesk/api-client/contract';
import { accounts, facilities, models, utilizationMetrics } from '../db/schema';
import { timeWindowOf } from '../assets/productivity';
import { checkPicklistValues } from '../exports/knownValues';
import { parseQuery, text } from '../http/query';
import { listConditions } from '../resources/listRead';
import { listQuerySchema, parseListQuery, type ParsedListQuery } from '../resources/listQuery';
import type { AuditedTable, ListShape, RequestContext } from '../resources/definition';
import { accountOrFacilityScope } from '../resources/scope';
import { EXPORT_PARAMETERS } from '../resources/zones';

const u = utilizationMetrics;

/** Rows of the metrics table belong to an account and a facility, as assets do. */
export const utilizationMetricScope = accountOrFacilityScope(u.accountId, u.facilityId);

/** The filters of the metrics table: the metrics report's and a utilization export request's. */
export const UTILIZATION_METRIC_FILTERS = {
  facilities: u.facilityId,
  accounts: u.accountId,
  models: u.modelId,
  serviceTypes: u.serviceType,
  businessTypes: u.businessType,
  utilizationStatuses: u.utilizationStatus,
  utilizationCategories: u.utilizationCategory,
} as const;

/** Filters of what a row measures rather than of its population: they narrow `matching`, never the total. */
const MEASURE_FILTERS = ['utilizationStatuses', 'utilizationCategories'] as const;

const PICKLIST_FILTERS = {
  serviceTypes: 'ServiceType',
  businessTypes: 'BusinessType',
  utilizationStatuses: 'UtilizationStatus',
  utilizationCategories: 'UtilizationCategory',
} as const;

/**
 * The metrics as the resource layer reads a list query: its sort keys (the listing's columns), filters (with
 * `rollUpFields`, which chooses the grouping rather than rows), search and scope. The rows themselves are grouped
 * here, so the declaration's fields and items are empty.
 */
const utilizationMetricList: ListShape<never> = {
  // The layer reads the table's columns only for statuses, which the metrics have none of (hideRemoved: false).
  table: u as unknown as AuditedTable,
  fields: {},
  toItems: () => [],
  // What names a population: facility, account (name or number) and model.
  search: [
    sql`(select ${facilities.name} from ${facilities} where ${facilities.externalId} = ${u.facilityId})`,
    sql`(select ${accounts.name} from ${accounts} where ${accounts.externalId} = ${u.accountId})`,
    sql`(select ${accounts.accountNo} from ${accounts} where ${accounts.externalId} = ${u.accountId})`,
    sql`(select ${models.modelCode} from ${models} where ${models.externalId} = ${u.modelId})`,
  ],
  sort: Object.fromEntries(UTILIZATION_SORT_KEYS.map((key) => [key, sql.raw(key)])),
  defaultSort: UTILIZATION_DEFAULT_SORT,
  filters: {
    ...UTILIZATION_METRIC_FILTERS,
    rollUpFields: { values: UTILIZATION_ROLL_UP_FIELDS, condition: () => undefined },
  },
  hideRemoved: false,
  scope: utilizationMetricScope,
};

/** The query of every metrics call (rows, totals, exports): the list's own and the time window. */
export const UTILIZATION_QUERY = listQuerySchema(utilizationMetricList, {
  startTimestamp: text('startTimestamp', 100).optional(),
  endTimestamp: text('endTimestamp', 100).optional(),
});
/** The exports: the same query and the zone of the file's times. */
export const UTILIZATION_EXPORT_QUERY = listQuerySchema(utilizationMetricList, {
  startTimestamp: text('startTimestamp', 100).optional(),
  endTimestamp: text('endTimestamp', 100).optional(),
  ...EXPORT_PARAMETERS,
});

/** The population fields a row may be rolled up by, with the column each groups on. */
export const POPULATION_FIELDS = [
  { field: 'accountName', column: 'account_id' },
  { field: 'modelCode', column: 'model_id' },
  { field: 'serviceType', column: 'service_type' },
  { field: 'businessType', column: 'business_type' },
] as const satisfies readonly { field: UtilizationRollUpField; column: string }[];

/** The finest population: what each stored `total` counts. */
export const FINEST_POPULATION = ['metric_date', 'facility_id', ...POPULATION_FIELDS.map((f) => f.column)];

export interface UtilizationRequest {
  query: ParsedListQuery;
  rollUp: ReadonlySet<UtilizationRollUpField>;
  /** Scope, filters, search and time window: the rows that match. */
  where: SQL | undefined;
  /** The same without the status and category filters: the rows of the populations the matching rows belong to. */
  populationWhere: SQL | undefined;
}

/** The UTC day of a moment: metrics are daily, and a window takes in every day it touches. */
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The query of a metrics call, checked in full before anything is read (400 with the field's message). */
export async function utilizationRequest(ctx: RequestContext, rawQuery: unknown): Promise<UtilizationRequest> {
  const values = parseQuery(UTILIZATION_QUERY, rawQuery);
  const query = parseListQuery(utilizationMetricList, values, UTILIZATION_QUERY);
  const { start, end } = timeWindowOf(values);
  for (const [field, picklist] of Object.entries(PICKLIST_FILTERS)) {
    const values = query.filters[field];
    if (values) await checkPicklistValues(ctx, field, picklist, values);
  }
  const window = [start ? gte(u.metricDate, dayOf(start.at)) : undefined, end ? lte(u.metricDate, dayOf(end.at)) : undefined];
  const population: ParsedListQuery = { ...query, filters: Object.fromEntries(Object.entries(query.filters).filter(([name]) => !(MEASURE_FILTERS as readonly string[]).includes(name))) };
  return {
    query,
    rollUp: new Set((query.filters.rollUpFields ?? []) as UtilizationRollUpField[]),
    where: and(await listConditions(utilizationMetricList, query, ctx), ...window),
    populationWhere: and(await listConditions(utilizationMetricList, population, ctx), ...window),
  };
}
