/**
 * Asset Utilization Metrics (spec 2 §2, route /reports/utilization): the daily metrics by facility and category, and
 * by the optional columns the user chooses (account, model, service type, business type, utilization status), which
 * become the query's roll-up; total, matching and their percentage to one decimal; CSV / XLSX export.
 */
import { UTILIZATION_RESOURCE } from '@equipdesk/api-client';
import { UTILIZATION_TABLE_COLUMNS, UtilizationListing } from './UtilizationListing';

export function UtilizationMetricsPage() {
  return (
    <UtilizationListing
      resource={UTILIZATION_RESOURCE}
      title="Utilization Metrics"
      pageId="utilization-metrics"
      columns={UTILIZATION_TABLE_COLUMNS}
      rollUpByColumns
    />
  );
}
