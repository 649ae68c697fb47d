/**
 * Metric details (spec 3 §2.15, route /reports/{name}): the view named in the address (GET dashboard/views/{name})
 * titled with its label and DETAILS, its rows read at its detailsUri with its roll-ups and columns, and the Excel /
 * CSV export when its configuration offers it. An unknown view, or one whose configuration cannot be read, says so.
 */
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { NoPermission } from '@equipdesk/ui';
import { useApiClient, useDashboardView } from '@equipdesk/api-client/react';
import type { ExportFormat } from '@equipdesk/api-client';
import { MESSAGES, formatMessage, parseMetricViewConfig } from '@equipdesk/api-client/contract';
import type { ListQuery } from '@equipdesk/api-client/contract';
import { usePermissions } from '../../session/hooks';
import { UTILIZATION_PERMISSION, UTILIZATION_TABLE_COLUMNS, UtilizationListing } from './UtilizationListing';

const TITLE = 'Metric Details';

function Notice({ children, role }: { children: string; role?: 'alert' | 'status' }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TITLE}</h1>
      <p role={role}>{children}</p>
    </section>
  );
}

export function MetricDetailsPage() {
  const { name = '' } = useParams();
  const { can } = usePermissions(UTILIZATION_PERMISSION);
  const allowed = can('VIEW');
  const { data: view, error } = useDashboardView(allowed ? name : null);
  const config = useMemo(() => (view ? parseMetricViewConfig(view.configJson) : null), [view]);
  const client = useApiClient();
  const detailsUri = view?.detailsUri;
  const exportWith = useCallback(
    (format: ExportFormat, query: ListQuery) => client.metricDetailsExport(detailsUri ?? '', format, query),
    [client, detailsUri],
  );
  // The view's columns only: its roll-ups are fixed, so an optional column it has is always shown.
  const columns = useMemo(
    () => UTILIZATION_TABLE_COLUMNS.filter((c) => (config?.columns as readonly string[] | undefined)?.includes(c.id)).map((c) => ({ ...c, defaultHidden: false })),
    [config],
  );

  if (!allowed) return <NoPermission title={TITLE} message={MESSAGES.noPrivilege} />;
  if (error) {
    const message = error.status === 404 ? formatMessage(MESSAGES.metricViewNotFound, { name }) : error.message || 'The metric details view could not be loaded.';
    return <Notice role="alert">{message}</Notice>;
  }
  if (!view) return <Notice role="status">Loading…</Notice>;
  if (!config) return <Notice role="alert">{formatMessage(MESSAGES.metricViewUnreadable, { name })}</Notice>;
  return (
    <UtilizationListing
      // A new view starts from its own state.
      key={view.name}
      resource={view.detailsUri}
      title={`${view.label} DETAILS`}
      pageId={`metric-details.${view.name}`}
      columns={columns}
      rollUpFields={config.rollUpFields}
      exportable={config.exportable}
      exportWith={exportWith}
    />
  );
}
