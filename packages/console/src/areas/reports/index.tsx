/** Reports (spec 2 and 3): productivity, utilization metrics and trends, stock status, metric details. */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import { ProductivityReportPage } from './ProductivityReportPage';
import { UtilizationMetricsPage } from './UtilizationMetricsPage';
import { MetricDetailsPage } from './MetricDetailsPage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'productivity-report': ProductivityReportPage,
  'utilization-filters-form': UtilizationMetricsPage,
  'asset-utilization-trends': NotAvailablePage,
  'stock-status-report': NotAvailablePage,
  'metric-details-report': MetricDetailsPage,
};
