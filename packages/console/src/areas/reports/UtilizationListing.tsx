/**
 * The utilization metrics listing (spec 2 §2 "Asset Utilization Metrics"), shared by the report and the metric details
 * views: rows and totals of one query read together and joined by identifier (GET {resource}, {resource}/totals),
 * the nine filters, the spec's columns with the percentage to one decimal, newest day first.
 */
import { useCallback, useMemo } from 'react';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import type { ExportFormat } from '@equipdesk/api-client';
import { UTILIZATION_COLUMNS, UTILIZATION_ROLL_UP_FIELDS, formatUtilizationPercentage } from '@equipdesk/api-client/contract';
import type { ListQuery, UtilizationColumnId, UtilizationListRow } from '@equipdesk/api-client/contract';
import { ListingPage } from '../../listing';
import type { ListingFilter } from '../../listing';
import { useSiteOptions } from '../facilities/options';

/** Both screens read and export the metrics under the report's grants. */
export const UTILIZATION_PERMISSION = 'reports/utilization';

const ROLL_UP: ReadonlySet<string> = new Set(UTILIZATION_ROLL_UP_FIELDS);
const NUMERIC: ReadonlySet<UtilizationColumnId> = new Set(['total', 'matching', 'percentage']);

function cellText(row: UtilizationListRow, id: UtilizationColumnId): string {
  if (id === 'percentage') return formatUtilizationPercentage(row.percentage);
  const value = row[id];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The listing's columns in the spec's order: Date, Facility, the optional columns (hidden until chosen: they are
 * the report's roll-up), Util. Category, Total, Matching, Percentage. Every column sorts.
 */
export const UTILIZATION_TABLE_COLUMNS: readonly DataTableColumn<UtilizationListRow>[] = UTILIZATION_COLUMNS.map(({ id, header }) => ({
  id,
  header,
  cell: (row: UtilizationListRow) => cellText(row, id),
  sortable: true,
  alwaysVisible: !ROLL_UP.has(id),
  defaultHidden: ROLL_UP.has(id),
  ...(NUMERIC.has(id) ? { align: 'end' as const } : {}),
}));

/** A row's key: its population, status and category name it. */
function utilizationRowId(row: UtilizationListRow): string {
  return `${row.identifier}|${row.utilizationStatus ?? ''}|${row.utilizationCategory ?? ''}`;
}

/** A row as its cells read: day, facility, the rolled-up values and the category. */
function utilizationRowLabel(row: UtilizationListRow): string {
  return [row.metricDate, row.facilityName, row.accountName, row.modelCode, row.serviceType, row.businessType, row.utilizationStatus, row.utilizationCategory]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
}

function useUtilizationFilters(): ListingFilter[] {
  const options = useSiteOptions();
  return useMemo(
    () => [
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'models', label: 'Model', options: options.models },
      { id: 'serviceTypes', label: 'Service Type', options: options.picklist('ServiceType') },
      { id: 'businessTypes', label: 'Business Type', options: options.picklist('BusinessType') },
      { id: 'utilizationStatuses', label: 'Utilization Status', options: options.picklist('UtilizationStatus') },
      { id: 'utilizationCategories', label: 'Utilization Category', options: options.picklist('UtilizationCategory') },
      { id: 'startTimestamp', label: 'Start Time', options: [], dateTime: 'start' },
      { id: 'endTimestamp', label: 'End Time', options: [], dateTime: 'end' },
    ],
    [options],
  );
}

export interface UtilizationListingProps {
  /** The metrics resource: `utilization`, or a view's detailsUri. */
  resource: string;
  title: string;
  /** Names the remembered column choice. */
  pageId: string;
  columns: readonly DataTableColumn<UtilizationListRow>[];
  /** Roll-ups every call carries (a view's). */
  rollUpFields?: readonly string[];
  /** The chosen optional columns become the roll-up (the report). @default false */
  rollUpByColumns?: boolean;
  /** Whether the CSV / XLSX export is offered (with EXPORT). @default true */
  exportable?: boolean;
  /** Exports through another call than GET {resource}/export.{format}. */
  exportWith?(format: ExportFormat, query: ListQuery): Promise<unknown>;
}

/** The chosen optional columns as the query's roll-up. */
function rollUpOfColumns(visibleColumnIds: readonly string[]): Record<string, readonly string[]> {
  return { rollUpFields: UTILIZATION_ROLL_UP_FIELDS.filter((field) => visibleColumnIds.includes(field)) };
}

export function UtilizationListing({ resource, title, pageId, columns, rollUpFields, rollUpByColumns = false, exportable = true, exportWith }: UtilizationListingProps) {
  const client = useApiClient();
  const filters = useUtilizationFilters();
  const listWith = useCallback((query: ListQuery) => client.utilizationPage(query, resource), [client, resource]);
  return (
    <ListingPage<UtilizationListRow>
      resource={resource}
      permissionPath={UTILIZATION_PERMISSION}
      pageId={pageId}
      title={title}
      columns={columns}
      getRowId={utilizationRowId}
      entityLabel={utilizationRowLabel}
      defaultSort={{ id: 'metricDate', direction: 'desc' }}
      filters={filters}
      statusFilter={false}
      reportMode
      fixedQuery={rollUpFields ? { rollUpFields } : undefined}
      queryOfColumns={rollUpByColumns ? rollUpOfColumns : undefined}
      exportable={exportable}
      exportWith={exportWith}
      listWith={listWith}
    />
  );
}
