/**
 * The rows of a utilization export request's workbook (spec 3 §7 "GET assets/utilization"): the daily utilization
 * metrics (table utilization_metrics) with their facility, account and model, filtered as the request says and
 * scoped as the issuer's other rows (their accounts and facilities; all for privileged users).
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { UTILIZATION_ADDITIONAL_FIELDS, type UtilizationAdditionalField, type UtilizationExportRequestQuery } from '@equipdesk/api-client/contract';
import { accounts, facilities, models, utilizationMetrics } from '../db/schema';
import type { RequestContext } from '../resources/definition';
import { exportLaneOf } from '../resources/exporting';
import { UTILIZATION_METRIC_FILTERS, utilizationMetricScope } from '../reports/utilizationQuery';
import type { TabularColumn } from '../resources/tabular';

const u = utilizationMetrics;

/**
 * The filters a utilization request stores (exports/requests.ts checked them when it was issued): the request's query
 * without its name. `start` and `end` are ISO timestamps as sent; the metric's day (UTC) is compared with theirs.
 */
export type UtilizationFilters = Pick<
  UtilizationExportRequestQuery,
  'facilities' | 'accounts' | 'models' | 'utilizationStatuses' | 'utilizationCategories' | 'serviceTypes' | 'businessTypes' | 'additionalFields' | 'start' | 'end'
>;

export interface UtilizationExportRow {
  id: number;
  metricDate: string;
  facilityName: string;
  accountNo: string | null;
  accountName: string | null;
  modelCode: string | null;
  modelDescription: string | null;
  serviceType: string | null;
  businessType: string | null;
  utilizationStatus: string | null;
  utilizationCategory: string;
  identifier: string;
  matching: number;
  total: number;
}


/** The UTC day of an ISO timestamp (`2026-11-25T23:59:59` → 2026-11-25). */
function dayOf(timestamp: string): string {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(timestamp) ? timestamp : `${timestamp}Z`).toISOString().slice(0, 10);
}

async function conditionsOf(ctx: Pick<RequestContext, 'db' | 'session'>, filters: UtilizationFilters): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [await utilizationMetricScope(ctx)];
  for (const [name, column] of Object.entries(UTILIZATION_METRIC_FILTERS)) {
    const values = filters[name as keyof typeof UTILIZATION_METRIC_FILTERS];
    if (values && values.length > 0) where.push(inArray(column, values));
  }
  if (filters.start) where.push(gte(u.metricDate, dayOf(filters.start)));
  if (filters.end) where.push(lte(u.metricDate, dayOf(filters.end)));
  return and(...where.filter((w): w is SQL => w !== undefined));
}

/** Rows read per round trip. */
const BATCH = 1000;

/** Every matching metric row, oldest day first, a page at a time (keyset on day and id: no offset to skip). */
export async function* utilizationPages(ctx: Pick<RequestContext, 'db' | 'session'>, filters: UtilizationFilters): AsyncGenerator<UtilizationExportRow[]> {
  const where = await conditionsOf(ctx, filters);
  const lane = exportLaneOf(ctx.db);
  let after: { day: string; id: number } | null = null;
  for (;;) {
    // In the export lane (resources/exporting.ts), as every export's statements: the job never holds up other calls.
    const page: UtilizationExportRow[] = await lane.run(() =>
      ctx.db
        .select({
          id: u.id,
          metricDate: u.metricDate,
          facilityName: facilities.name,
          accountNo: accounts.accountNo,
          accountName: accounts.name,
          modelCode: models.modelCode,
          modelDescription: models.modelDescription,
          serviceType: u.serviceType,
          businessType: u.businessType,
          utilizationStatus: u.utilizationStatus,
          utilizationCategory: u.utilizationCategory,
          identifier: u.identifier,
          matching: u.matching,
          total: u.total,
        })
        .from(u)
        .innerJoin(facilities, eq(facilities.externalId, u.facilityId))
        .leftJoin(accounts, eq(accounts.externalId, u.accountId))
        .leftJoin(models, eq(models.externalId, u.modelId))
        .where(and(where, after ? sql`(${u.metricDate}, ${u.id}) > (${after.day}::date, ${after.id})` : undefined))
        .orderBy(asc(u.metricDate), asc(u.id))
        .limit(BATCH),
    );
    if (page.length > 0) yield page;
    if (page.length < BATCH) return;
    const last = page[page.length - 1]!;
    after = { day: last.metricDate, id: last.id };
  }
}

const BASE_COLUMNS: readonly TabularColumn<UtilizationExportRow>[] = [
  // The metric's UTC day, a date cell of that day.
  { header: 'Date', value: (r) => r.metricDate, kind: 'date' },
  { header: 'Facility', value: (r) => r.facilityName },
  { header: 'Account', value: (r) => r.accountName },
  { header: 'Model', value: (r) => r.modelCode },
  { header: 'Service Type', value: (r) => r.serviceType },
  { header: 'Business Type', value: (r) => r.businessType },
  { header: 'Utilization Status', value: (r) => r.utilizationStatus },
  { header: 'Utilization Category', value: (r) => r.utilizationCategory },
  { header: 'Matching', value: (r) => r.matching },
  { header: 'Total', value: (r) => r.total },
  { header: 'Utilization %', value: (r) => (r.total > 0 ? Math.round((r.matching / r.total) * 10_000) / 100 : null) },
];

const ADDITIONAL: Readonly<Record<UtilizationAdditionalField, (r: UtilizationExportRow) => string | null>> = {
  accountNo: (r) => r.accountNo,
  modelDescription: (r) => r.modelDescription,
  identifier: (r) => r.identifier,
};

/** The workbook's columns: the base ones, then the additional fields asked for, in the contract's order. */
export function utilizationColumns(additionalFields: readonly string[] = []): TabularColumn<UtilizationExportRow>[] {
  return [
    ...BASE_COLUMNS,
    ...UTILIZATION_ADDITIONAL_FIELDS.filter((f) => additionalFields.includes(f.value)).map((f) => ({ header: f.name, value: ADDITIONAL[f.value] })),
  ];
}
