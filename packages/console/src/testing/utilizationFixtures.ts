/**
 * Fixture data of the utilization screens: metric rows at the finest grain (as the table stores them), rolled up
 * and totalled the way the server does for the stories' msw handlers, the grants, and the metric details views.
 */
import type { DashboardView, MetricViewConfig, PermissionEntry, UtilizationMetricRow, UtilizationRollUpField, UtilizationTotalRow } from '@equipdesk/api-client/contract';
import { UTILIZATION_ROLL_UP_FIELDS } from '@equipdesk/api-client/contract';
import { ADMIN_PERMISSIONS } from './fixtures';

/** Every grant of the report: VIEW, FILTER, EXPORT. */
export const UTILIZATION_PERMISSIONS: PermissionEntry[] = [
  ...ADMIN_PERMISSIONS,
  ...(['VIEW', 'FILTER', 'EXPORT'] as const).map((type): PermissionEntry => ({ value: 'reports/utilization', type, context: 'URI' })),
];

/** VIEW alone: no filter toggle, no export. */
export const UTILIZATION_VIEW_ONLY_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, { value: 'reports/utilization', type: 'VIEW', context: 'URI' }];

/** A stored row: one population's assets in one status; `total` is the population's assets in every status. */
export interface StoredMetric {
  metricDate: string;
  facilityName: string;
  accountName: string;
  modelCode: string;
  serviceType: string;
  businessType: string;
  utilizationStatus: string;
  utilizationCategory: string;
  matching: number;
  total: number;
}

function population(metricDate: string, facilityName: string, accountName: string, modelCode: string, counts: Readonly<Record<string, number>>): StoredMetric[] {
  const total = Object.values(counts).reduce((s, n) => s + n, 0);
  const category: Record<string, string> = { 'IN USE': 'UTILIZED', INVENTORY: 'AVAILABLE', SOILED: 'TRANSITION', LOST: 'UNKNOWN' };
  return Object.entries(counts).map(([utilizationStatus, matching]) => ({
    metricDate,
    facilityName,
    accountName,
    modelCode,
    serviceType: 'A2',
    businessType: modelCode === 'PUMP-1' ? 'RENTAL' : 'OWNED',
    utilizationStatus,
    utilizationCategory: category[utilizationStatus]!,
    matching,
    total,
  }));
}

export const STORED_METRICS: StoredMetric[] = [
  ...population('2026-11-24', 'North General', 'North ICU', 'PUMP-1', { 'IN USE': 5, INVENTORY: 2, SOILED: 1 }),
  ...population('2026-11-24', 'North General', 'North Surgery', 'BED-9', { 'IN USE': 1, INVENTORY: 3, LOST: 2 }),
  ...population('2026-11-24', 'South Clinic', 'South Wards', 'PUMP-1', { 'IN USE': 2, INVENTORY: 1 }),
  ...population('2026-11-23', 'North General', 'North ICU', 'PUMP-1', { 'IN USE': 4, INVENTORY: 3, SOILED: 1 }),
  ...population('2026-11-23', 'North General', 'North Surgery', 'BED-9', { 'IN USE': 2, INVENTORY: 4 }),
];

/** The rows and totals of GET utilization for these roll-ups, newest day first (the server's default order). */
export function rollUp(stored: readonly StoredMetric[], fields: readonly UtilizationRollUpField[]): { rows: UtilizationMetricRow[]; totals: UtilizationTotalRow[] } {
  const chosen = UTILIZATION_ROLL_UP_FIELDS.filter((f) => fields.includes(f));
  const identifierOf = (m: StoredMetric) => [m.metricDate, m.facilityName, ...chosen.filter((f) => f !== 'utilizationStatus').map((f) => m[f])].join('|');
  const rows = new Map<string, UtilizationMetricRow>();
  const totals = new Map<string, Map<string, number>>();
  for (const m of stored) {
    const identifier = identifierOf(m);
    const key = `${identifier}|${chosen.includes('utilizationStatus') ? m.utilizationStatus : ''}|${m.utilizationCategory}`;
    const row = rows.get(key);
    if (row) row.matching += m.matching;
    else {
      const fresh: UtilizationMetricRow = { identifier, metricDate: m.metricDate, facilityName: m.facilityName, utilizationCategory: m.utilizationCategory, matching: m.matching };
      for (const f of chosen) fresh[f] = m[f];
      rows.set(key, fresh);
    }
    const populations = totals.get(identifier) ?? new Map<string, number>();
    populations.set(`${m.accountName}|${m.modelCode}`, m.total);
    totals.set(identifier, populations);
  }
  return {
    rows: [...rows.values()].sort((a, b) => b.metricDate.localeCompare(a.metricDate) || a.identifier.localeCompare(b.identifier)),
    totals: [...totals].map(([identifier, populations]) => ({ identifier, total: [...populations.values()].reduce((s, n) => s + n, 0) })),
  };
}

function view(name: string, label: string, config: Partial<MetricViewConfig>): DashboardView {
  return { name, label, configJson: JSON.stringify(config), detailsUri: 'utilization' };
}

export const DASHBOARD_VIEWS: DashboardView[] = [
  view('availability-by-model', 'Availability by Model', {
    rollUpFields: ['modelCode'],
    columns: ['metricDate', 'facilityName', 'modelCode', 'utilizationCategory', 'total', 'matching', 'percentage'],
    exportable: true,
  }),
  view('verified-by-product', 'Last Verified by Product', { rollUpFields: ['modelCode', 'businessType'] }),
  { name: 'broken-view', label: 'Broken View', configJson: '{"rollUpFields":["facility"]}', detailsUri: 'utilization' },
];
