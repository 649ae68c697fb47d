/**
 * The ASSETS tab of the dashboard (spec 3 §2.12): Availability by Model, Last Verified by Model, Assets
 * Commissioned, Assets by Patient Care Unit and Assets Status Breakdown, each read from its stats call with the
 * dashboard's filters. A status slice, an availability or verification segment and a unit bar open the assets list
 * filtered to exactly the assets they count.
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useAssetStat } from '@equipdesk/api-client/react';
import { ASSET_AVAILABILITIES, VERIFICATION_BUCKETS } from '@equipdesk/api-client/contract';
import type { AssetAvailability, AssetStatistic, VerificationBucket } from '@equipdesk/api-client/contract';
import { BarChart, GaugeChart, PieChart, StackedBarChart } from '@equipdesk/ui/charts';
import type { BarDatum, PieDatum, StackedSegment } from '@equipdesk/ui/charts';
import { useAvailabilityColors } from '../../charts/availabilityColors';
import { ChartGrid, Wide, useChartAnswer, useFollow, type ChartAnswer } from './chartKit';
import { asQuery, availabilityHref, patientCareUnitHref, statusHref, verificationHref, type DashboardFilters } from './links';

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
  // Model codes (letters, digits, hyphens) in character order: localeCompare would be the page's first use of ICU's
  // collator, whose set-up blocks the main thread for several milliseconds before the first chart is drawn.
  const categories = [...models.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    categories,
    idOf: (code: string) => models.get(code)?.id ?? '',
    series: names.map((name) => ({ name, values: categories.map((code) => models.get(code)?.values.get(name) ?? 0) })),
  };
}

type Follow = (href: string | undefined, event: MouseEvent<Element>) => void;

/** The by-model charts draw the 12 largest models (the kit's rule), lying at 12 rows when names are long. */
const BY_MODEL_HEIGHT = 320;

/** A stacked bar per model of a by-model answer; a segment opens `hrefOf(its model's id, its series)`. */
function byModelChart<K extends string>(
  title: string,
  answer: ChartAnswer<AssetStatistic[]>,
  seriesOf: (s: AssetStatistic) => K | undefined,
  names: readonly K[],
  hrefOf: (model: string, series: K) => string,
  follow: Follow,
  colors?: Record<K, string>,
) {
  const grouped = byModel(answer.data ?? [], seriesOf, names);
  const href = (s: StackedSegment) => hrefOf(grouped.idOf(s.category), s.series as K);
  return (
    <StackedBarChart
      title={title}
      categoryLabel="Model"
      height={BY_MODEL_HEIGHT}
      {...answer.state}
      categories={grouped.categories}
      series={grouped.series.map((s) => ({ ...s, color: colors?.[s.name] }))}
      getHref={href}
      onSelect={(s, event) => follow(href(s), event)}
    />
  );
}

export function AssetCharts({ filters, onSettled }: { filters: DashboardFilters; onSettled?: () => void }) {
  const availabilityColors = useAvailabilityColors();
  const follow = useFollow();
  const query = asQuery(filters);
  const availability = useDeferredValue(useChartAnswer(useAssetStat('availabilityByProductGrouped', query)));
  const verified = useDeferredValue(useChartAnswer(useAssetStat('verifiedByProduct', query)));
  const commissioned = useDeferredValue(useChartAnswer(useAssetStat('commissionedOverall', query)));
  const units = useDeferredValue(useChartAnswer(useAssetStat('assetsByPatientCareUnit', query)));
  const statuses = useDeferredValue(useChartAnswer(useAssetStat('utilizationOverall', query)));

  const settled = [availability, verified, commissioned, units, statuses].every((answer) => !answer.state.loading);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  // Each chart is built only when its own answer (or the filters) changes: the five answers arrive one by one, and
  // drawing every chart again on each (~900 segments) kept the main thread busy for seconds. The answers are deferred
  // values, so a chart is drawn in a transition, which React renders in slices that leave the page responsive.
  const availabilityChart = useMemo(() => {
    const hrefOf = (model: string, availability: AssetAvailability) => availabilityHref(filters, model, availability);
    return byModelChart('Availability by Model', availability, (s) => s.availability, ASSET_AVAILABILITIES, hrefOf, follow, availabilityColors);
  }, [availability, filters, follow, availabilityColors]);

  const verifiedChart = useMemo(() => {
    const hrefOf = (model: string, bucket: VerificationBucket) => verificationHref(filters, model, bucket);
    return byModelChart('Last Verified by Model', verified, (s) => s.verification, VERIFICATION_BUCKETS, hrefOf, follow);
  }, [verified, filters, follow]);

  const commissionedChart = useMemo(
    () => (
      <GaugeChart
        title="Assets Commissioned"
        {...commissioned.state}
        value={commissioned.data?.commissioned ?? 0}
        max={commissioned.data?.total ?? 0}
        valueLabel="Commissioned"
        maxLabel="Total"
      />
    ),
    [commissioned],
  );

  const statusChart = useMemo(() => {
    const href = (d: PieDatum) => {
      const item = statuses.data?.find((s) => s.groupName === d.label);
      return item?.utilizationStatus ? statusHref(filters, item.utilizationStatus) : undefined;
    };
    return (
      <PieChart
        title="Assets Status Breakdown"
        // The statuses are the site's own short list, each with its meaning: every one is drawn, none folded.
        maxCategories={Number.POSITIVE_INFINITY}
        {...statuses.state}
        data={(statuses.data ?? []).map((s) => ({ label: s.groupName, value: s.count }))}
        getHref={href}
        onSelect={(d, event) => follow(href(d), event)}
      />
    );
  }, [statuses, filters, follow]);

  const unitsChart = useMemo(() => {
    const href = (d: BarDatum) => patientCareUnitHref(filters, d.label);
    return (
      <BarChart
        title="Assets by Patient Care Unit"
        valueLabel="Assets"
        {...units.state}
        data={(units.data ?? []).map((s) => ({ label: s.groupName, value: s.count }))}
        getHref={href}
        onSelect={(d, event) => follow(href(d), event)}
      />
    );
  }, [units, filters, follow]);

  return (
    <ChartGrid>
      <Wide>{availabilityChart}</Wide>
      <Wide>{verifiedChart}</Wide>
      {commissionedChart}
      {statusChart}
      <Wide>{unitsChart}</Wide>
    </ChartGrid>
  );
}
