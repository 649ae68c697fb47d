/**
 * /reports/asset-utilization-trends (spec 2 §2 "Asset Utilization Trends", "Asset search form"): the trends line
 * chart with the filter bar (period, PAST 30 DAYS first; CUSTOM with a start and an end date and time; facility;
 * utilization status) under FILTER, and below it the asset search form. Loaded in a chunk of its own, so victory
 * comes with the chart pages only.
 */
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { DatePicker, FilterPanel, MultiSelect, NoPermission, Select } from '@equipdesk/ui';
import { DEFAULT_TREND_PERIOD, MESSAGES, TREND_PERIODS, trendWindow } from '@equipdesk/api-client/contract';
import type { TrendPeriod, UtilizationSummaryQuery } from '@equipdesk/api-client/contract';
import { usePermissions } from '../../../session/hooks';
import { useSiteOptions } from '../../facilities/options';
import { AssetSearch } from './AssetSearch';
import { TRENDS_CHART_WIDTH, TrendsChart } from './TrendsChart';

export const TRENDS_TITLE = 'Asset Utilization Trends';
export const TRENDS_PERMISSION = 'reports/asset-utilization-trends';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  max-width: ${TRENDS_CHART_WIDTH}px;
`;

interface TrendFilters {
  period: TrendPeriod;
  start: Date | null;
  end: Date | null;
  facilities: string[];
  utilizationStatuses: string[];
}

const DEFAULT_FILTERS: TrendFilters = { period: DEFAULT_TREND_PERIOD, start: null, end: null, facilities: [], utilizationStatuses: [] };
const PERIOD_OPTIONS = TREND_PERIODS.map((period) => ({ value: period, label: period }));

function FilterBar({ filters, onChange }: { filters: TrendFilters; onChange: (filters: TrendFilters) => void }) {
  const options = useSiteOptions();
  const invalid = filters.period === 'CUSTOM' && filters.start && filters.end && filters.start > filters.end;
  const choosePeriod = (value: string | null) => {
    const period = (value ?? DEFAULT_TREND_PERIOD) as TrendPeriod;
    if (period !== 'CUSTOM' || filters.period === 'CUSTOM') return onChange({ ...filters, period });
    // CUSTOM starts from the window that was shown, to the minute.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const shown = trendWindow(filters.period, now).startTimestamp;
    onChange({ ...filters, period, start: shown ? new Date(shown) : null, end: now });
  };
  return (
    <FilterPanel headingLevel={2} onReset={() => onChange(DEFAULT_FILTERS)}>
      <Select label="Period" options={PERIOD_OPTIONS} value={filters.period} onChange={choosePeriod} />
      {filters.period === 'CUSTOM' && (
        <>
          <DatePicker label="Start Date/Time" showTime isClearable value={filters.start} onChange={(start) => onChange({ ...filters, start })} />
          <DatePicker
            label="End Date/Time"
            showTime
            isClearable
            value={filters.end}
            onChange={(end) => onChange({ ...filters, end })}
            error={invalid ? MESSAGES.productivityRange : undefined}
          />
        </>
      )}
      <MultiSelect label="Facility" options={options.facilities} value={filters.facilities} onChange={(facilities) => onChange({ ...filters, facilities })} />
      <MultiSelect
        label="Utilization Status"
        options={options.picklist('UtilizationStatus')}
        value={filters.utilizationStatuses}
        onChange={(utilizationStatuses) => onChange({ ...filters, utilizationStatuses })}
      />
    </FilterPanel>
  );
}

export function TrendsPage() {
  const permissions = usePermissions(TRENDS_PERMISSION);
  const [filters, setFilters] = useState<TrendFilters>(DEFAULT_FILTERS);
  // A PAST period is measured from when it was chosen, so the query (and its cache entry) stays put until then.
  const [chosenAt, setChosenAt] = useState(() => new Date());
  const query = useMemo<UtilizationSummaryQuery>(
    () => ({
      ...trendWindow(filters.period, chosenAt, { start: filters.start, end: filters.end }),
      facilities: filters.facilities,
      utilizationStatuses: filters.utilizationStatuses,
    }),
    [filters, chosenAt],
  );

  if (!permissions.can('VIEW')) return <NoPermission title={TRENDS_TITLE} message={MESSAGES.noPrivilege} />;

  return (
    <Page aria-labelledby="page-title">
      <h1 id="page-title">{TRENDS_TITLE}</h1>
      {permissions.can('FILTER') && (
        <FilterBar
          filters={filters}
          onChange={(next) => {
            if (next.period !== filters.period) setChosenAt(new Date());
            setFilters(next);
          }}
        />
      )}
      <TrendsChart query={query} />
      <AssetSearch />
    </Page>
  );
}
