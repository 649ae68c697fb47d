/**
 * The stock status report (spec 2 §2 "Stock Status"): for each location in the caller's scope, its stock of each
 * model of its par definition against the minimum and maximum, or its whole stock where it has none (GET
 * stock/status: searched, filtered, sorted and paged on the server). A row opens the assets behind its count
 * (GET stock/details). A count outside its par says so in words, not colour alone.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, DataTable } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { STOCK_STATUS_RESOURCE } from '@equipdesk/api-client';
import { useApiClient, useStockDetails } from '@equipdesk/api-client/react';
import { PAR_LEVEL_LABELS, STOCK_DETAILS_LIMIT, parLevelState } from '@equipdesk/api-client/contract';
import type { ListQuery, LocationDdItem, StockAsset, StockRow } from '@equipdesk/api-client/contract';
import { ListingPage, DATE_TIME_WIDTH, formatDateTime, formatDay, locationSource } from '../../listing';
import type { ListingDetails, ListingFilter } from '../../listing';
import { useSiteOptions } from '../facilities/options';

const STOCK_PERMISSION = 'reports/stock-status-report';
const STOCK_TITLE = 'Stock Status';

/** A row's key: its location and, with a par definition, the entry's model. */
const stockRowId = (row: StockRow): string => `${row.locationUuid}|${row.modelUuid ?? ''}`;
const rowName = (row: StockRow): string => (row.modelCode ? `${row.locationName}, ${row.modelCode}` : row.locationName);

const Level = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;

  [data-state] {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }

  [data-state='SHORT'] {
    background: ${({ theme }) => theme.colors.tone.danger.bg};
    color: ${({ theme }) => theme.colors.tone.danger.fg};
  }

  [data-state='OVER'] {
    background: ${({ theme }) => theme.colors.tone.warning.bg};
    color: ${({ theme }) => theme.colors.tone.warning.fg};
  }
`;

/** The count, and beside a par entry's count whether it is short, within par or over, in words. */
function StockCell({ row }: { row: StockRow }) {
  if (!row.parDefined || row.minQuantity === null || row.maxQuantity === null) return <>{row.stockQuantity}</>;
  const state = parLevelState(row.stockQuantity, row.minQuantity, row.maxQuantity);
  return (
    <Level>
      <span>{row.stockQuantity}</span>
      <span data-state={state}>{PAR_LEVEL_LABELS[state]}</span>
    </Level>
  );
}

const STOCK_COLUMNS: DataTableColumn<StockRow>[] = [
  { id: 'facilityName', header: 'Facility', cell: (row) => row.facilityName, sortable: true },
  { id: 'locationName', header: 'Location', cell: (row) => row.locationName, sortable: true, alwaysVisible: true },
  { id: 'parDefined', header: 'Par Defined', cell: (row) => (row.parDefined ? 'YES' : 'NO'), sortable: true },
  { id: 'modelCode', header: 'Model', cell: (row) => row.modelCode ?? '', sortable: true },
  { id: 'modelDescription', header: 'Model Description', cell: (row) => row.modelDescription ?? '', sortable: true },
  // Spec 2 §2: min and max only where a model is present.
  { id: 'minQuantity', header: 'Min', cell: (row) => (row.modelCode ? (row.minQuantity ?? '') : ''), sortable: true, align: 'end' },
  { id: 'maxQuantity', header: 'Max', cell: (row) => (row.modelCode ? (row.maxQuantity ?? '') : ''), sortable: true, align: 'end' },
  { id: 'stockQuantity', header: 'Stock', cell: (row) => <StockCell row={row} />, sortable: true, alwaysVisible: true, width: 'minmax(140px, 1fr)' },
];

const ASSET_COLUMNS: DataTableColumn<StockAsset>[] = [
  { id: 'serialNumber', header: 'Serial Number', cell: (a) => a.serialNumber },
  { id: 'preventiveMaintainenceDate', header: 'PM Date', cell: (a) => formatDay(a.preventiveMaintainenceDate) },
  { id: 'lastScannedTimestamp', header: 'Last Scanned', cell: (a) => formatDateTime(a.lastScannedTimestamp), width: DATE_TIME_WIDTH },
  { id: 'utilizationStatus', header: 'Utilization Status', cell: (a) => a.utilizationStatus ?? '' },
];
/** Rows the assets table shows before it scrolls. */
const ASSET_ROWS_IN_VIEW = 8;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};

  p {
    margin: 0;
  }
`;

/** The assets behind a row's count (its expanded row). */
function StockAssets({ row }: { row: StockRow }) {
  const query = row.modelUuid ? { facility: row.facilityUuid, location: row.locationUuid, model: row.modelUuid } : { facility: row.facilityUuid, location: row.locationUuid };
  const { data, error, isLoading } = useStockDetails(query);
  const items = data?.items ?? [];
  const count = data?.count ?? 0;
  const name = rowName(row);
  return (
    <Panel>
      {error ? (
        <Alert tone="danger">{error.message}</Alert>
      ) : (
        <p role="status">
          {isLoading || !data
            ? `Loading the assets of ${name}…`
            : count === 0
              ? `No assets in stock at ${name}.`
              : count > items.length
                ? `${count} assets in stock at ${name}; the first ${STOCK_DETAILS_LIMIT} are listed.`
                : `${count} ${count === 1 ? 'asset' : 'assets'} in stock at ${name}.`}
        </p>
      )}
      {items.length > 0 && (
        <DataTable<StockAsset>
          aria-label={`Assets of ${name}`}
          columns={ASSET_COLUMNS}
          rows={items}
          getRowId={(a) => a.externalId ?? a.serialNumber}
          getRowLabel={(a) => a.serialNumber}
          rowsInView={ASSET_ROWS_IN_VIEW}
        />
      )}
    </Panel>
  );
}

const DETAILS: ListingDetails<StockRow> = {
  header: 'Assets',
  label: (row) => `assets of ${rowName(row)}`,
  render: (row) => <StockAssets row={row} />,
};

export function StockStatusPage() {
  const client = useApiClient();
  const options = useSiteOptions();
  const [params] = useSearchParams();
  const chosenFacilities = params.getAll('facilities').join(',');
  const filters = useMemo<ListingFilter[]>(() => {
    const facilityList = options.lists?.facilities ?? [];
    const facilityName = new Map(facilityList.map((f) => [f.externalId, f.name]));
    const several = facilityList.length > 1;
    const chosen = chosenFacilities ? chosenFacilities.split(',') : [];
    // Searched on the server; with facilities chosen, the locations offered are theirs, named with their facility.
    const location: ListingFilter = {
      id: 'locations',
      label: 'Location',
      options: [],
      source: { ...locationSource, label: (l: LocationDdItem) => (several && l.facility ? `${l.name} (${facilityName.get(l.facility) ?? l.facility})` : l.name) },
      narrow: chosen.length > 0 ? { facilities: chosen } : undefined,
    };
    // Spec 2 §2: the facility filter only for a user with more than one facility.
    return several ? [{ id: 'facilities', label: 'Facility', options: options.facilities }, location] : [location];
  }, [options, chosenFacilities]);
  return (
    <ListingPage<StockRow>
      resource={STOCK_STATUS_RESOURCE}
      permissionPath={STOCK_PERMISSION}
      pageId="stock-status-report"
      title={STOCK_TITLE}
      columns={STOCK_COLUMNS}
      getRowId={stockRowId}
      entityLabel={rowName}
      defaultSort={{ id: 'facilityName', direction: 'asc' }}
      filters={filters}
      statusFilter={false}
      reportMode
      exportable={false}
      details={DETAILS}
      listWith={(query: ListQuery) => client.stockStatus(query)}
    />
  );
}
