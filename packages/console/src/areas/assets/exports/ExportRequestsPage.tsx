/**
 * The export request screens (spec 3 §2.14): /assets/productivity (Productivity Details) and /assets/utilization
 * (Utilization Export Requests). Tabs New Request Form, Past Requests and Ongoing Request(s): the form's filters,
 * time window and brief note become a request with a generated name (Issue Export Request); the two lists are the
 * caller's requests, refreshed every 60 seconds and right after a request is issued, each with its processing log
 * and, once COMPLETED, its workbook. The form lives above the tabs, so switching tabs keeps what was chosen.
 */
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, DataTable, DatePicker, Modal, MultiSelect, NoPermission, Tabs, TextField, Toggle, useToast } from '@equipdesk/ui';
import type { DataTableColumn, TabItem } from '@equipdesk/ui';
import { useApiClient, useExportRequests } from '@equipdesk/api-client/react';
import type { ExportRequestQueries } from '@equipdesk/api-client';
import { EXPORT_REQUEST_TOAST_MS, MESSAGES, VALIDATION_TOAST_MS, isOngoingExportRequest } from '@equipdesk/api-client/contract';
import type { ExportRequest, ExportRequestKind } from '@equipdesk/api-client/contract';
import { DATE_TIME_WIDTH, formatDateTime } from '../../../listing';
import type { ListingOption } from '../../../listing';
import { usePermissions } from '../../../session/hooks';
import { boundOf, exportRequestName, utcParam } from './exportName';
import { EXPORT_KINDS, FILTER_LABELS, useExportFilterOptions } from './kinds';
import type { ExportFilterId } from './kinds';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.sizes.contentMax};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const TimeField = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};

  legend {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const NamePreview = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Log = styled.pre`
  margin: 0;
  max-height: 50vh;
  overflow: auto;
  white-space: pre-wrap;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** What the form holds: chosen values per filter, the two bounds, the note. */
export interface ExportFormState {
  filters: Partial<Record<ExportFilterId, string[]>>;
  start: Date | null;
  end: Date | null;
  startDateOnly: boolean;
  endDateOnly: boolean;
  note: string;
}

export const EMPTY_EXPORT_FORM: ExportFormState = { filters: {}, start: null, end: null, startDateOnly: true, endDateOnly: true, note: '' };

/** The request the form stands for: its name (generated from what the user sees) and query. */
export function exportRequestOf<K extends ExportRequestKind>(kind: K, form: ExportFormState, options: Readonly<Record<ExportFilterId, readonly ListingOption[]>>): ExportRequestQueries[K] {
  const info = EXPORT_KINDS[kind];
  const start = boundOf(form.start, form.startDateOnly, 'start');
  const end = boundOf(form.end, form.endDateOnly, 'end');
  const labelOf = (id: ExportFilterId, value: string) => options[id].find((o) => o.value === value)?.label ?? value;
  const name = exportRequestName({
    kind: info.nameLabel,
    filters: info.filters.map((id) => ({ label: FILTER_LABELS[id], values: (form.filters[id] ?? []).map((v) => labelOf(id, v)) })),
    start,
    end,
    note: form.note,
  });
  const query: Record<string, string | string[] | undefined> = { name, start: utcParam(start), end: utcParam(end) };
  for (const id of info.filters) if (form.filters[id]?.length) query[id] = form.filters[id];
  return query as ExportRequestQueries[K];
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

interface BoundFieldProps {
  which: 'Start' | 'End';
  value: Date | null;
  dateOnly: boolean;
  onValueChange: (value: Date | null) => void;
  onDateOnlyChange: (dateOnly: boolean) => void;
}

/** A bound of the time window: the picker, Clear, and the Date Only / Date/Time switch. */
function BoundField({ which, value, dateOnly, onValueChange, onDateOnlyChange }: BoundFieldProps) {
  return (
    <TimeField>
      <legend>{which}</legend>
      <DatePicker label={`${which} ${dateOnly ? 'Date' : 'Date/Time'}`} value={value} onChange={onValueChange} showTime={!dateOnly} timeIntervals={15} />
      <Button type="button" variant="secondary" onClick={() => onValueChange(null)} aria-label={`Clear ${which.toLowerCase()}`} disabled={!value}>
        Clear
      </Button>
      <Toggle label={`${which}: date only`} hideLabel stateLabels={['Date Only', 'Date/Time']} checked={dateOnly} onChange={onDateOnlyChange} />
    </TimeField>
  );
}

interface RequestTableProps {
  kind: ExportRequestKind;
  label: string;
  rows: ExportRequest[];
  loading: boolean;
  error: string | null;
  canDownload: boolean;
  onDownloaded: () => void;
}

/** Shown as the request's status: the spec's status, or Failed (with the status it stopped at) when given up on. */
export function requestStatusText(request: ExportRequest): string {
  return request.failedTimestamp ? `FAILED (stopped ${request.requestStatus})` : request.requestStatus;
}

function RequestTable({ kind, label, rows, loading, error, canDownload, onDownloaded }: RequestTableProps) {
  const client = useApiClient();
  const toast = useToast();
  const [logOf, setLogOf] = useState<ExportRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (request: ExportRequest) => {
    setBusy(request.externalId);
    try {
      await client.exportRequestFile(kind, request.externalId);
      onDownloaded();
    } catch (failure) {
      // The spec (§8): the busy state is reset and the failure reported.
      console.warn('export request download failed', failure);
      toast.show({ type: 'danger', message: messageOf(failure, 'The file could not be downloaded.'), durationMs: VALIDATION_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<ExportRequest>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, width: 'minmax(240px, 3fr)', tooltip: (r) => r.name },
    { id: 'initiatedTimestamp', header: 'Initiated On', cell: (r) => formatDateTime(r.initiatedTimestamp), width: DATE_TIME_WIDTH },
    { id: 'completedTimestamp', header: 'Completed On', cell: (r) => formatDateTime(r.completedTimestamp), width: DATE_TIME_WIDTH },
    { id: 'lastAccessedTimestamp', header: 'Last Accessed', cell: (r) => formatDateTime(r.lastAccessedTimestamp), width: DATE_TIME_WIDTH },
    { id: 'requestStatus', header: 'Request Status', cell: (r) => requestStatusText(r), width: 'minmax(140px, 1fr)' },
    {
      id: 'actions',
      header: 'Actions',
      width: 'minmax(220px, auto)',
      sticky: 'end',
      cell: (r) => (
        <Actions>
          <Button type="button" size="sm" variant="secondary" onClick={() => setLogOf(r)} aria-label={`View Log of ${r.name}`}>
            View Log
          </Button>
          {canDownload && r.requestStatus === 'COMPLETED' && !r.failedTimestamp ? (
            <Button type="button" size="sm" onClick={() => void download(r)} disabled={busy === r.externalId} aria-label={`Download ${r.name}`}>
              {busy === r.externalId ? 'Downloading…' : 'Download'}
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];

  return (
    <>
      <DataTable<ExportRequest>
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.externalId}
        getRowLabel={(r) => `${r.name}, ${requestStatusText(r)}`}
        loading={loading}
        error={error ?? undefined}
        emptyMessage="No export requests."
        height="calc(100vh - 260px)"
      />
      <Modal open={logOf !== null} onClose={() => setLogOf(null)} title={logOf ? `Processing Log: ${logOf.name}` : 'Processing Log'} size="lg">
        <Log>{logOf?.processingLog || 'Nothing has been logged yet.'}</Log>
      </Modal>
    </>
  );
}

export interface ExportRequestsPageProps {
  kind: ExportRequestKind;
}

type TabId = 'form' | 'past' | 'ongoing';

export function ExportRequestsPage({ kind }: ExportRequestsPageProps) {
  const info = EXPORT_KINDS[kind];
  const { can } = usePermissions(info.permissionPath);
  if (!can('VIEW') && !can('EXPORT')) return <NoPermission title={info.title} message={MESSAGES.noPrivilege} />;
  return <ExportRequests kind={kind} canView={can('VIEW')} canIssue={can('EXPORT')} canDownload={can('DOWNLOAD')} />;
}

function ExportRequests({ kind, canView, canIssue, canDownload }: ExportRequestsPageProps & { canView: boolean; canIssue: boolean; canDownload: boolean }) {
  const info = EXPORT_KINDS[kind];
  const client = useApiClient();
  const toast = useToast();
  const options = useExportFilterOptions(kind);
  const history = useExportRequests(kind, canView);
  const [tab, setTab] = useState<TabId>(canIssue ? 'form' : 'ongoing');
  const [form, setForm] = useState<ExportFormState>(EMPTY_EXPORT_FORM);
  const [sending, setSending] = useState(false);

  const query = useMemo(() => exportRequestOf(kind, form, options), [kind, form, options]);
  const items = history.data?.items ?? [];
  const ongoing = items.filter(isOngoingExportRequest);
  const past = items.filter((r) => !isOngoingExportRequest(r));
  const listError = history.error ? messageOf(history.error, 'The export requests could not be loaded.') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const accepted = await client.issueExportRequest(kind, query);
      toast.show({
        type: 'success',
        title: MESSAGES.exportRequestedTitle,
        message: `${MESSAGES.exportRequested}: request ${accepted.externalId} is ${accepted.requestStatus}.`,
        durationMs: EXPORT_REQUEST_TOAST_MS,
      });
      await history.mutate();
      setTab('ongoing');
    } catch (failure) {
      // The form keeps everything chosen, so the user corrects and sends again.
      toast.show({ type: 'danger', message: messageOf(failure, 'The export request could not be issued.'), durationMs: VALIDATION_TOAST_MS });
    } finally {
      setSending(false);
    }
  };

  const setFilter = (id: ExportFilterId, values: string[]) => setForm((f) => ({ ...f, filters: { ...f.filters, [id]: values } }));

  const tabs: TabItem[] = [];
  if (canIssue) {
    tabs.push({
      id: 'form',
      label: 'New Request Form',
      content: (
        <Form aria-label={`New ${info.nameLabel} Export Request`} onSubmit={(e) => void submit(e)}>
          <Grid>
            {info.filters.map((id) => (
              <MultiSelect key={id} label={FILTER_LABELS[id]} options={options[id]} value={form.filters[id] ?? []} onChange={(values) => setFilter(id, values)} />
            ))}
          </Grid>
          <Grid>
            <BoundField
              which="Start"
              value={form.start}
              dateOnly={form.startDateOnly}
              onValueChange={(start) => setForm((f) => ({ ...f, start }))}
              onDateOnlyChange={(startDateOnly) => setForm((f) => ({ ...f, startDateOnly }))}
            />
            <BoundField
              which="End"
              value={form.end}
              dateOnly={form.endDateOnly}
              onValueChange={(end) => setForm((f) => ({ ...f, end }))}
              onDateOnlyChange={(endDateOnly) => setForm((f) => ({ ...f, endDateOnly }))}
            />
          </Grid>
          <TextField label="Brief Note" value={form.note} maxLength={200} onChange={(e) => {
              const note = e.currentTarget.value;
              setForm((f) => ({ ...f, note }));
            }} />
          <NamePreview aria-live="polite">
            <strong>Request name:</strong> <span>{query.name}</span>
          </NamePreview>
          <div>
            <Button type="submit" disabled={sending}>
              {sending ? 'Issuing…' : 'Issue Export Request'}
            </Button>
          </div>
        </Form>
      ),
    });
  }
  if (canView) {
    tabs.push(
      {
        id: 'past',
        label: 'Past Requests',
        content: <RequestTable kind={kind} label="Past Requests" rows={past} loading={!history.data && !history.error} error={listError} canDownload={canDownload} onDownloaded={() => void history.mutate()} />,
      },
      {
        id: 'ongoing',
        label: `Ongoing Request(s)${ongoing.length > 0 ? ` (${ongoing.length})` : ''}`,
        content: <RequestTable kind={kind} label="Ongoing Request(s)" rows={ongoing} loading={!history.data && !history.error} error={listError} canDownload={canDownload} onDownloaded={() => void history.mutate()} />,
      },
    );
  }

  return (
    <Page>
      <Title>{info.title}</Title>
      <Tabs aria-label={info.title} items={tabs} value={tab} onValueChange={(id) => setTab(id as TabId)} />
    </Page>
  );
}

/** /assets/productivity (productivity-filters-form). */
export function ProductivityExportsPage() {
  return <ExportRequestsPage kind="productivity" />;
}

/** /assets/utilization (utilization-export-form). */
export function UtilizationExportsPage() {
  return <ExportRequestsPage kind="utilization" />;
}
