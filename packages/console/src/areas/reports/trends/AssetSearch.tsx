/**
 * The asset search form of the utilization trends page (spec 2 §2 "Asset search form"): an asset picked by serial
 * number (the console's AssetPicker, 300 options at most), a start and an end date and time in UTC, CLEAR and
 * SUBMIT, then the asset's utilization records in that time: the rows of its history (GET assets/productivity/single
 * with externalId) that record a utilization status, newest first.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, DataTable, DatePicker } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useProductivitySingle } from '@equipdesk/api-client/react';
import type { ProductivitySingleQuery } from '@equipdesk/api-client';
import { MESSAGES, availabilityOfStatus } from '@equipdesk/api-client/contract';
import type { ProductivityRow } from '@equipdesk/api-client/contract';
import { AssetPicker, formatDateTime } from '../../../listing';

/** The most records one search lists (a year of an asset's history). */
const RECORDS_LIMIT = 1000;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/**
 * The pickers show local time; the form's times are UTC. A picker is given the UTC wall-clock time as if it were
 * local, and what it answers is read back the same way.
 */
const asUtcWallClock = (date: Date | null): Date | null => (date ? new Date(date.getTime() + date.getTimezoneOffset() * 60_000) : null);
const fromUtcWallClock = (shown: Date | null): Date | null => (shown ? new Date(shown.getTime() - shown.getTimezoneOffset() * 60_000) : null);

const utcText = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '');

const RECORD_COLUMNS: DataTableColumn<ProductivityRow>[] = [
  { id: 'startTimestamp', header: 'Time (UTC)', cell: (row) => utcText(row.startTimestamp), width: 'minmax(170px, 1fr)' },
  { id: 'newUtilizationStatus', header: 'Utilization Status', cell: (row) => row.newUtilizationStatus ?? '' },
  { id: 'newUtilizationCategory', header: 'Utilization Category', cell: (row) => row.newUtilizationCategory ?? availabilityOfStatus(row.newUtilizationStatus) },
  { id: 'oldUtilizationStatus', header: 'Previous Status', cell: (row) => row.oldUtilizationStatus ?? '' },
  { id: 'newLocation', header: 'Location', cell: (row) => row.newLocation ?? '' },
  { id: 'newFacilityName', header: 'Facility', cell: (row) => row.newFacilityName ?? '' },
  { id: 'changeStatus', header: 'Change', cell: (row) => row.changeStatus ?? '' },
  { id: 'changedBy', header: 'Changed By', cell: (row) => row.changedBy ?? '' },
];

interface Errors {
  asset?: string;
  end?: string;
}

export function AssetSearch() {
  const [asset, setAsset] = useState<string | null>(null);
  const [start, setStart] = useState<Date | null>(null);
  const [end, setEnd] = useState<Date | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [asked, setAsked] = useState<ProductivitySingleQuery | null>(null);
  const { data, error, isLoading } = useProductivitySingle(asked);
  const records = (data?.items ?? []).filter((row) => row.newUtilizationStatus);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!asset) found.asset = MESSAGES.trendsAssetRequired;
    if (start && end && start > end) found.end = MESSAGES.productivityRange;
    setErrors(found);
    if (found.asset || found.end || !asset) return;
    setAsked({
      externalId: asset,
      startTimestamp: start?.toISOString(),
      endTimestamp: end?.toISOString(),
      sortBy: 'startTimestamp',
      sortDirection: 'desc',
      pageSize: RECORDS_LIMIT,
    });
  };

  const clear = () => {
    setAsset(null);
    setStart(null);
    setEnd(null);
    setErrors({});
    setAsked(null);
  };

  return (
    <Section aria-labelledby="asset-search-title">
      <h2 id="asset-search-title">Asset Search</h2>
      <Fields onSubmit={submit} aria-label="Asset search" noValidate>
        <AssetPicker label="Asset" value={asset} onChange={setAsset} error={errors.asset} />
        <DatePicker label="Start Date/Time (UTC)" showTime isClearable value={asUtcWallClock(start)} onChange={(d) => setStart(fromUtcWallClock(d))} />
        <DatePicker label="End Date/Time (UTC)" showTime isClearable value={asUtcWallClock(end)} onChange={(d) => setEnd(fromUtcWallClock(d))} error={errors.end} />
        <Actions>
          <Button variant="secondary" onClick={clear}>
            CLEAR
          </Button>
          <Button type="submit">SUBMIT</Button>
        </Actions>
      </Fields>
      {asked && (
        <DataTable<ProductivityRow>
          aria-label="Utilization records"
          columns={RECORD_COLUMNS}
          rows={records}
          getRowId={(row) => row.externalId ?? `${row.startTimestamp ?? ''}|${row.changeStatus ?? ''}`}
          getRowLabel={(row) => `${row.newUtilizationStatus ?? ''} at ${formatDateTime(row.startTimestamp)}`}
          loading={isLoading}
          error={error ? error.message || 'The utilization records could not be loaded.' : undefined}
          emptyMessage={MESSAGES.trendsNoRecords}
          height="min(50vh, 480px)"
        />
      )}
    </Section>
  );
}
