/** Reports (spec 2 and 3): productivity, utilization metrics and trends, stock status, metric details. */
import { lazy } from 'react';
import { ProductivityReportPage } from './ProductivityReportPage';
import { StockStatusPage } from './StockStatusPage';
import { UtilizationMetricsPage } from './UtilizationMetricsPage';
import { MetricDetailsPage } from './MetricDetailsPage';
import type { AreaPages } from '../types';

// The trends page draws a chart: its chunk (and victory) loads when it is opened, never with the other reports.
// The router's page is itself lazy, and a lazy component may not resolve to another: a plain one renders it.
const LazyTrendsPage = lazy(async () => ({ default: (await import('./trends/TrendsPage')).TrendsPage }));
function TrendsPage() {
  return <LazyTrendsPage />;
}

export const pages: AreaPages = {
  'productivity-report': ProductivityReportPage,
  'utilization-filters-form': UtilizationMetricsPage,
  'asset-utilization-trends': TrendsPage,
  'stock-status-report': StockStatusPage,
  'metric-details-report': MetricDetailsPage,
};
