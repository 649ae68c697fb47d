/** Reports (spec 2 and 3): productivity, utilization metrics and trends, stock status, metric details. */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import { ProductivityReportPage } from './ProductivityReportPage';
import { StockStatusPage } from './StockStatusPage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'productivity-report': ProductivityReportPage,
  'utilization-filters-form': NotAvailablePage,
  'asset-utilization-trends': NotAvailablePage,
  'stock-status-report': StockStatusPage,
  'metric-details-report': NotAvailablePage,
};
