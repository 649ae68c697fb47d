/**
 * The upload history of assets, locations and accounts (spec 3 §2.6) over the listing kit: newest change first,
 * searchable, each upload's counters, a running upload's progress (the list is live: the server's change notices
 * refetch `{kind}/uploads` while its job works), the result file of a COMPLETED upload (DOWNLOAD), and Add New to
 * the kind's form (UPLOAD). Without VIEW: 'You do not have privilege'.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { uploadsResource } from '@equipdesk/api-client';
import { useApiClient } from '@equipdesk/api-client/react';
import { PM_DAILY_LOAD_USER, VALIDATION_TOAST_MS } from '@equipdesk/api-client/contract';
import type { ListQuery, UploadKind, UploadRecord } from '@equipdesk/api-client/contract';
import { ListingPage, DATE_TIME_WIDTH, formatDateTime } from '../../listing';
import { usePermissions } from '../../session/hooks';
import { UPLOAD_KIND_INFO } from './kinds';

const Progress = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};

  progress {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A running upload: its job has not finished the rows yet. */
export function isRunning(upload: Pick<UploadRecord, 'uploadStatus'>): boolean {
  return upload.uploadStatus === 'PENDING' || upload.uploadStatus === 'PROCESSING';
}

/** Who uploaded; an asset upload without a user is the PM daily load (spec 3 §2.6). */
export function uploaderName(kind: UploadKind, upload: Pick<UploadRecord, 'user'>): string {
  return upload.user?.name ?? (kind === 'assets' ? PM_DAILY_LOAD_USER : '');
}

function StatusCell({ upload }: { upload: UploadRecord }) {
  if (!isRunning(upload)) return <>{upload.uploadStatus}</>;
  const of = `${upload.processedRowsCount} of ${upload.availableRowsCount}`;
  return (
    <Progress>
      <span>
        {upload.uploadStatus} · {of}
      </span>
      <progress value={upload.processedRowsCount} max={Math.max(upload.availableRowsCount, 1)} aria-label={`${upload.originalFileName}: ${of} rows processed`} />
    </Progress>
  );
}

const count = (id: keyof UploadRecord & string, header: string, value: (row: UploadRecord) => number | null | undefined): DataTableColumn<UploadRecord> => ({
  id,
  header,
  cell: (row) => value(row) ?? '',
  sortable: true,
  align: 'end',
  width: 'minmax(108px, 0.5fr)',
});

/** The columns in the spec's order; each id is the sort key GET {kind}/uploads takes. */
export function uploadColumns(kind: UploadKind): DataTableColumn<UploadRecord>[] {
  return [
    { id: 'user', header: 'User', cell: (row) => uploaderName(kind, row), sortable: true, alwaysVisible: true, width: 'minmax(140px, 1fr)' },
    { id: 'createdTimestamp', header: 'Uploaded On', cell: (row) => formatDateTime(row.createdTimestamp), sortable: true, width: DATE_TIME_WIDTH },
    { id: 'originalFileName', header: 'File', cell: (row) => row.originalFileName, sortable: true, alwaysVisible: true, width: 'minmax(180px, 1.5fr)' },
    { id: 'uploadStatus', header: 'Status', cell: (row) => <StatusCell upload={row} />, sortable: true, alwaysVisible: true, width: 'minmax(160px, 1fr)' },
    count('availableRowsCount', 'Available', (row) => row.availableRowsCount),
    count('processedRowsCount', 'Processed', (row) => row.processedRowsCount),
    count('completedRowsCount', 'Completed', (row) => row.completedRowsCount),
    ...(kind === 'assets' ? [count('partialRowsCount', 'Partial', (row) => row.partialRowsCount)] : []),
    count('failedRowsCount', 'Failed', (row) => row.failedRowsCount),
    count('rejectedRowsCount', 'Rejected', (row) => row.rejectedRowsCount),
    { id: 'lastModifiedTimestamp', header: 'Last Modified', cell: (row) => formatDateTime(row.lastModifiedTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  ];
}

const DEFAULT_SORT = { id: 'lastModifiedTimestamp', direction: 'desc' } as const;

export interface UploadHistoryProps {
  kind: UploadKind;
}

export function UploadHistory({ kind }: UploadHistoryProps) {
  const info = UPLOAD_KIND_INFO[kind];
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { can } = usePermissions(info.permissionPath);
  const columns = useMemo(() => uploadColumns(kind), [kind]);
  const listWith = useCallback((query: ListQuery) => client.uploads(kind, query), [client, kind]);
  const download = useCallback(
    async (upload: UploadRecord) => {
      try {
        await client.uploadResult(kind, upload.externalId);
      } catch (error) {
        // The busy state clears and the failure is logged and shown (spec 3 §8, export downloads).
        console.error(`Result of upload ${upload.externalId} could not be downloaded`, error);
        toast.show({ type: 'danger', message: error instanceof Error ? error.message : 'Download failed.', durationMs: VALIDATION_TOAST_MS });
      }
    },
    [client, kind, toast],
  );
  const mayDownload = can('DOWNLOAD');
  const extraActions = useCallback(
    (row: UploadRecord) =>
      mayDownload && row.uploadStatus === 'COMPLETED'
        ? { custom: [{ id: 'download', label: 'Download results of', tooltip: 'Download Results', icon: 'download' as const, onClick: () => void download(row) }] }
        : {},
    [mayDownload, download],
  );
  return (
    <ListingPage<UploadRecord>
      resource={uploadsResource(kind)}
      permissionPath={info.permissionPath}
      title={info.historyTitle}
      columns={columns}
      getRowId={(row) => row.externalId}
      // Upload statuses are not entity statuses: no row colours, no status filter, no state actions.
      getRowStatus={() => undefined}
      statusFilter={false}
      noStateActions
      exportable={false}
      entityLabel={(row) => `upload ${row.originalFileName}`}
      defaultSort={DEFAULT_SORT}
      listWith={listWith}
      // Add New opens the upload form, which needs UPLOAD.
      addGrant="UPLOAD"
      onAdd={() => void navigate(info.formPath)}
      extraActions={extraActions}
    />
  );
}
