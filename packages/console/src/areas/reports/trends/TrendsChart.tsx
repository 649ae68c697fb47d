/**
 * The utilization trends line chart (spec 2 §2): one line per utilization category, the percentage of the chosen
 * facilities' assets in the chosen statuses at each moment, drawn at 1600 × 800 and scaling down with the page; the
 * legend's entries show and hide their lines; Show as table gives the same numbers.
 */
import { useMemo } from 'react';
import { useUtilizationTrends } from '@equipdesk/api-client/react';
import type { UtilizationSummaryQuery } from '@equipdesk/api-client/contract';
import { LineChart } from '@equipdesk/ui/charts/line';
import { useAvailabilityColors } from '../../../charts/availabilityColors';
import { trendSeries } from './trendSeries';

export const TRENDS_CHART_TITLE = 'Utilization by Category (%)';
export const TRENDS_EMPTY = 'No utilization recorded for these filters and this period.';
/** Spec 2 §2, §9: 1600 by 800. */
export const TRENDS_CHART_WIDTH = 1600;
const TRENDS_ASPECT_RATIO = 2;

export function TrendsChart({ query }: { query: UtilizationSummaryQuery }) {
  const colors = useAvailabilityColors();
  const { data, error, isLoading, mutate } = useUtilizationTrends(query);
  const drawn = useMemo(() => trendSeries(data ?? []), [data]);
  return (
    <LineChart
      title={TRENDS_CHART_TITLE}
      categoryLabel="Time"
      aspectRatio={TRENDS_ASPECT_RATIO}
      loading={isLoading && !data}
      error={error ? error.message || 'The utilization trends could not be loaded.' : null}
      onRetry={() => void mutate()}
      emptyText={TRENDS_EMPTY}
      categories={drawn.categories}
      series={drawn.series.map((s) => ({ ...s, color: colors[s.name] }))}
    />
  );
}
