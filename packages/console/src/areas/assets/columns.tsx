/**
 * The assets table's columns (spec 3 §2.3), in the spec's order: account, serial no, model and
 * actions are always on; a few rarely read columns start hidden until picked. Account, ERP owner,
 * contract, model and product show their details in a tooltip on hover and keyboard focus.
 */
import { Fragment } from 'react';
import styled from 'styled-components';
import type { DataTableColumn } from '@equipdesk/ui';
import type { Asset, AssetContractRef, ReferenceLists } from '@equipdesk/api-client/contract';
import { DATE_TIME_WIDTH, formatDateTime, formatDay } from '../../listing';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

/** A tooltip's label/value pairs; empty values are left out. */
function details(pairs: readonly (readonly [string, string | null | undefined])[]) {
  const shown = pairs.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Details>
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Details>
  );
}

/** The local day of an instant (a contract's start and expiry are instants, not days). */
const localDayOf = (value: string | null | undefined) => formatDateTime(value).slice(0, 10);

function contractPeriod(contract: AssetContractRef): string {
  const start = localDayOf(contract.startTimestamp);
  const expiry = localDayOf(contract.expiryTimestamp);
  return start || expiry ? `${start || '…'} to ${expiry || '…'}` : '';
}

/** Facility names by externalId, for the account and contract tooltips. */
export type FacilityNames = ReadonlyMap<string, string>;

export function facilityNames(lists: ReferenceLists | null): FacilityNames {
  return new Map((lists?.facilities ?? []).map((f) => [f.externalId, f.name]));
}

/** The columns; each id is also the sort key GET assets takes where the column is sortable. */
export function assetColumns(facilities: FacilityNames): DataTableColumn<Asset>[] {
  const facility = (id: string | undefined) => (id ? (facilities.get(id) ?? id) : '');
  return [
    {
      id: 'accountName',
      header: 'Account',
      cell: (row) => row.account.name,
      sortable: true,
      alwaysVisible: true,
      tooltip: (row) =>
        details([
          ['Account No', row.account.accountNo],
          ['Name', row.account.name],
          ['Facility', facility(row.account.facility)],
        ]),
    },
    { id: 'serialNumber', header: 'Serial No', cell: (row) => row.serialNumber, sortable: true, alwaysVisible: true },
    {
      id: 'modelCode',
      header: 'Model',
      cell: (row) => row.model.modelCode,
      sortable: true,
      alwaysVisible: true,
      tooltip: (row) =>
        details([
          ['Model', row.model.modelCode],
          ['Description', row.model.modelDescription],
        ]),
    },
    {
      id: 'product',
      header: 'Product',
      cell: (row) => row.product?.itemCode ?? '',
      tooltip: (row) =>
        row.product
          ? details([
              ['Item Code', row.product.itemCode],
              ['Description', row.product.itemDescription],
              ['Family', row.product.family],
            ])
          : undefined,
    },
    {
      id: 'contract',
      header: 'Contract',
      cell: (row) => row.contract?.contractNo ?? '',
      tooltip: (row) =>
        row.contract
          ? details([
              ['Contract No', row.contract.contractNo],
              ['Type', row.contract.type],
              ['Facility', facility(row.contract.facility)],
              ['Period', contractPeriod(row.contract)],
            ])
          : undefined,
    },
    { id: 'manufacturerSerialNumber', header: 'Optional Asset ID', cell: (row) => row.manufacturerSerialNumber ?? '', sortable: true, defaultHidden: true },
    { id: 'businessType', header: 'Business Type', cell: (row) => row.businessType ?? '', sortable: true },
    { id: 'serviceType', header: 'Service Type', cell: (row) => row.serviceType ?? '', sortable: true, defaultHidden: true },
    { id: 'customerAssetNumber', header: 'Customer Asset No', cell: (row) => row.customerAssetNumber ?? '', sortable: true, defaultHidden: true },
    { id: 'purchaseDate', header: 'Purchase Date', cell: (row) => formatDay(row.purchaseDate), sortable: true, defaultHidden: true },
    {
      id: 'erpOwner',
      header: 'ERP Owner',
      cell: (row) => row.erpOwner?.name ?? '',
      defaultHidden: true,
      tooltip: (row) =>
        row.erpOwner
          ? details([
              ['Account No', row.erpOwner.accountNo],
              ['Name', row.erpOwner.name],
            ])
          : undefined,
    },
    { id: 'tags', header: 'RFID', cell: (row) => row.tags.join(', '), width: 'minmax(220px, 1.5fr)' },
    { id: 'location', header: 'Location', cell: (row) => row.currentLocation?.name ?? '' },
    { id: 'lastScannedBy', header: 'Last Scanned By', cell: (row) => row.lastScannedBy ?? '', sortable: true, defaultHidden: true },
    { id: 'lastScannedTimestamp', header: 'Last Scanned Time', cell: (row) => formatDateTime(row.lastScannedTimestamp), sortable: true, width: DATE_TIME_WIDTH },
    { id: 'utilizationStatus', header: 'Util. Status', cell: (row) => row.utilizationStatus ?? '', sortable: true },
    { id: 'preventiveMaintainenceDate', header: 'PM Date', cell: (row) => formatDay(row.preventiveMaintainenceDate), sortable: true, defaultHidden: true },
  ];
}
