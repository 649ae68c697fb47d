/**
 * The ORDERS tab of the dashboard (spec 3 §2.12): Today's Orders, Order By Location, Order By Model, Hourly Order
 * Summary, Order Compliance and Average Delivery Times (Minutes), each read from its stats call with the dashboard's
 * filters over the past 24 hours. A segment opens the orders list filtered to exactly the orders it counts, within
 * the window its statistic counted (DECISIONS.md "Dashboard orders").
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useTheme } from 'styled-components';
import { useOrderStat } from '@equipdesk/api-client/react';
import type { OrderStatResult } from '@equipdesk/api-client';
import { ORDER_STATUSES, ORDER_TYPES } from '@equipdesk/api-client/contract';
import type { OrderCompliance, OrderStatistic } from '@equipdesk/api-client/contract';
import { BarChart, PieChart, StackedBarChart } from '@equipdesk/ui/charts';
import { LineChart } from '@equipdesk/ui/charts/line';
import type { BarDatum, PieDatum, StackedSegment } from '@equipdesk/ui/charts';
import { formatDateTime } from '../../listing/format';
import { ChartGrid, Wide, chartState as state, useFollow } from './chartKit';
import { asQuery, complianceHref, deliveredHref, orderStatusHref, ordersHref, type DashboardFilters } from './links';

/** The labels of Order Compliance's slices. */
const COMPLIANCE_LABELS: Readonly<Record<OrderCompliance, string>> = { COMPLIANT: 'Compliant', NON_COMPLIANT: 'Non-compliant' };

/** Labels as given, a repeated one (two locations of one name) told apart by its place among its namesakes. */
function distinct(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} (${n})`;
  });
}

/** Bars of a top-5 answer, each with the id its link needs. */
function groups(items: readonly OrderStatistic[]) {
  const labels = distinct(items.map((s) => s.groupName ?? ''));
  const ids = new Map(labels.map((label, i) => [label, items[i]?.groupId]));
  return { data: items.map((s, i) => ({ label: labels[i] ?? '', value: s.count })), idOf: (label: string) => ids.get(label) };
}

/** Points of the hourly summary, labelled by their start in local time (with the date when a time repeats). */
function hourly(items: readonly OrderStatistic[]) {
  const starts = [...new Set(items.map((s) => s.from ?? ''))];
  const times = starts.map((start) => formatDateTime(start).slice(11, 16));
  const categories = new Set(times).size === times.length ? times : starts.map((start) => formatDateTime(start).slice(5, 16));
  const at = new Map(starts.map((start, i) => [start, i]));
  const series = ORDER_TYPES.map((type) => {
    const values = starts.map(() => 0);
    for (const s of items) if (s.type === type) values[at.get(s.from ?? '') ?? 0] = s.count;
    return { name: type, values };
  });
  const counted = items.some((s) => s.count > 0);
  return { categories: counted ? categories : [], series };
}

export function OrderCharts({ filters, onSettled }: { filters: DashboardFilters; onSettled?: () => void }) {
  const theme = useTheme();
  const follow = useFollow();
  const query = asQuery(filters);
  const grouped = useOrderStat('summaryPast24Grouped', query);
  const byLocation = useOrderStat('summaryPast24ByLocation', query);
  const byModel = useOrderStat('summaryPast24ByModel', query);
  const summary = useOrderStat('summaryPast24', query);
  const compliance = useOrderStat('summaryPast24Compliance', query);
  const completion = useOrderStat('summaryPast24Completion', query);
  const settled = [grouped, byLocation, byModel, summary, compliance, completion].every((answer) => !state(answer).loading);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const today = useMemo(() => {
    const items = grouped.data?.items ?? [];
    const categories = ORDER_STATUSES.filter((status) => items.some((s) => s.orderStatus === status && s.count > 0));
    const series = ORDER_TYPES.map((type) => ({
      name: type,
      values: categories.map((status) => items.filter((s) => s.orderStatus === status && s.type === type).reduce((sum, s) => sum + s.count, 0)),
    }));
    return { categories, series };
  }, [grouped.data]);
  const places = useMemo(() => groups(byLocation.data?.items ?? []), [byLocation.data]);
  const modelBars = useMemo(() => groups(byModel.data?.items ?? []), [byModel.data]);
  const points = useMemo(() => hourly(summary.data?.items ?? []), [summary.data]);
  const slices = useMemo(() => {
    const items = compliance.data?.items ?? [];
    const total = (key: 'compliant' | 'nonCompliant') => items.reduce((sum, s) => sum + (s[key] ?? 0), 0);
    return [
      { label: COMPLIANCE_LABELS.COMPLIANT, value: total('compliant'), color: theme.colors.success },
      { label: COMPLIANCE_LABELS.NON_COMPLIANT, value: total('nonCompliant'), color: theme.colors.danger },
    ];
  }, [compliance.data, theme]);
  const averages = useMemo(() => (completion.data?.items ?? []).map((s) => ({ label: s.type ?? '', value: s.averageMinutes ?? 0 })), [completion.data]);

  /** A link needs the window its statistic counted; none before the answer came. */
  const within = useCallback((data: OrderStatResult | undefined, href: (window: OrderStatResult) => string | undefined) => (data ? href(data) : undefined), []);
  const statusHref = useCallback((s: StackedSegment) => within(grouped.data, (w) => orderStatusHref(filters, w, s.category, s.series)), [within, grouped.data, filters]);
  const locationHref = useCallback(
    (d: BarDatum) => within(byLocation.data, (w) => {
      const id = places.idOf(d.label);
      return id ? ordersHref(filters, w, { locations: [id] }) : undefined;
    }),
    [within, byLocation.data, places, filters],
  );
  const modelHref = useCallback(
    (d: BarDatum) => within(byModel.data, (w) => {
      const id = modelBars.idOf(d.label);
      return id ? ordersHref(filters, w, { models: [id] }) : undefined;
    }),
    [within, byModel.data, modelBars, filters],
  );
  const sliceHref = useCallback(
    (d: PieDatum) => within(compliance.data, (w) => complianceHref(filters, w, d.label === COMPLIANCE_LABELS.COMPLIANT ? 'COMPLIANT' : 'NON_COMPLIANT')),
    [within, compliance.data, filters],
  );
  const averageHref = useCallback((d: BarDatum) => within(completion.data, (w) => deliveredHref(filters, w, d.label)), [within, completion.data, filters]);

  return (
    <ChartGrid>
      <StackedBarChart
        title="Today's Orders"
        categoryLabel="Order Status"
        {...state(grouped)}
        categories={today.categories}
        series={today.series}
        getHref={statusHref}
        onSelect={(s, event) => follow(statusHref(s), event)}
      />
      <PieChart
        title="Order Compliance"
        valueLabel="Orders"
        {...state(compliance)}
        data={slices}
        getHref={sliceHref}
        onSelect={(d, event) => follow(sliceHref(d), event)}
      />
      <BarChart
        title="Order By Location"
        valueLabel="Orders"
        {...state(byLocation)}
        data={places.data}
        getHref={locationHref}
        onSelect={(d, event) => follow(locationHref(d), event)}
      />
      <BarChart
        title="Order By Model"
        valueLabel="Orders"
        {...state(byModel)}
        data={modelBars.data}
        getHref={modelHref}
        onSelect={(d, event) => follow(modelHref(d), event)}
      />
      <Wide>
        <LineChart title="Hourly Order Summary" categoryLabel="From" {...state(summary)} categories={points.categories} series={points.series} />
      </Wide>
      <BarChart
        title="Average Delivery Times (Minutes)"
        valueLabel="Minutes"
        {...state(completion)}
        data={averages}
        getHref={averageHref}
        onSelect={(d, event) => follow(averageHref(d), event)}
      />
    </ChartGrid>
  );
}
