/**
 * The ASSETS tab of the dashboard (spec 3 §2.12): Availability by Model, Last Verified by Model, Assets
 * Commissioned, Assets by Patient Care Unit and Assets Status Breakdown, each read from its stats call with the
 * dashboard's filters. A status slice and an availability segment open the assets list filtered to those assets.
 */
import { useCallback, useMemo } from 'react';
import { useAssetStat } from '@equipdesk/api-client';
import { ASSET_AVAILABILITIES, VERIFICATION_BUCKETS } from '@equipdesk/api-client/contract';
import type { AssetAvailability, AssetStatistic } from '@equipdesk/api-client/contract';
import { BarChart, GaugeChart, PieChart, StackedBarChart } from '@equipdesk/ui/charts';
import type { PieDatum, StackedSegment } from '@equipdesk/ui/charts';
import { useAvailabilityColors } from '../../charts/availabilityColors';
import { ChartGrid, Wide, chartState as state, useFollow } from './chartKit';
import { asQuery, availabilityHref, statusHref, type DashboardFilters } from './links';

/** Models in order of their code, each with its id, and a value per series. */
function byModel<K extends string>(items: readonly AssetStatistic[], seriesOf: (s: AssetStatistic) => K | undefined, names: readonly K[]) {
  const models = new Map<string, { id: string; values: Map<K, number> }>();
  for (const item of items) {
    const series = seriesOf(item);
    if (!series) continue;
    const model = models.get(item.groupName) ?? { id: item.groupId ?? '', values: new Map<K, number>() };
    model.values.set(series, (model.values.get(series) ?? 0) + item.count);
    models.set(item.groupName, model);
  }
  const categories = [...models.keys()].sort((a, b) => a.localeCompare(b));
  return {
    categories,
    idOf: (code: string) => models.get(code)?.id ?? '',
    series: names.map((name) => ({ name, values: categories.map((code) => models.get(code)?.values.get(name) ?? 0) })),
  };
}

export function AssetCharts({ filters }: { filters: DashboardFilters }) {
  const follow = useFollow();
  const query = asQuery(filters);
  const availability = useAssetStat('availabilityByProductGrouped', query);
  const verified = useAssetStat('verifiedByProduct', query);
  const commissioned = useAssetStat('commissionedOverall', query);
  const units = useAssetStat('assetsByPatientCareUnit', query);
  const statuses = useAssetStat('utilizationOverall', query);

  const availabilityColors = useAvailabilityColors();
  const byAvailability = useMemo(() => byModel(availability.data ?? [], (s) => s.availability, ASSET_AVAILABILITIES), [availability.data]);
  const byVerification = byModel(verified.data ?? [], (s) => s.verification, VERIFICATION_BUCKETS);

  const segmentHref = useCallback(
    (s: StackedSegment) => availabilityHref(filters, byAvailability.idOf(s.category), s.series as AssetAvailability),
    [filters, byAvailability],
  );
  const sliceHref = useCallback(
    (d: PieDatum) => {
      const item = statuses.data?.find((s) => s.groupName === d.label);
      return item?.utilizationStatus ? statusHref(filters, item.utilizationStatus) : undefined;
    },
    [filters, statuses.data],
  );

  return (
    <ChartGrid>
      <Wide>
        <StackedBarChart
          title="Availability by Model"
          categoryLabel="Model"
          {...state(availability)}
          categories={byAvailability.categories}
          series={byAvailability.series.map((s) => ({ ...s, color: availabilityColors[s.name] }))}
          getHref={segmentHref}
          onSelect={(s, event) => follow(segmentHref(s), event)}
        />
      </Wide>
      <Wide>
        <StackedBarChart title="Last Verified by Model" categoryLabel="Model" {...state(verified)} categories={byVerification.categories} series={byVerification.series} />
      </Wide>
      <GaugeChart
        title="Assets Commissioned"
        {...state(commissioned)}
        value={commissioned.data?.commissioned ?? 0}
        max={commissioned.data?.total ?? 0}
        valueLabel="Commissioned"
        maxLabel="Total"
      />
      <PieChart
        title="Assets Status Breakdown"
        {...state(statuses)}
        data={(statuses.data ?? []).map((s) => ({ label: s.groupName, value: s.count }))}
        getHref={sliceHref}
        onSelect={(d, event) => follow(sliceHref(d), event)}
      />
      <Wide>
        <BarChart title="Assets by Patient Care Unit" valueLabel="Assets" {...state(units)} data={(units.data ?? []).map((s) => ({ label: s.groupName, value: s.count }))} />
      </Wide>
    </ChartGrid>
  );
}
