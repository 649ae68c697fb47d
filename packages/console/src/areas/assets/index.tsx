/** Assets, products and product models, with the productivity and utilization export forms (spec 3). */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';
import { ModelsPage } from '../catalogue/ModelsPage';
import { ProductsPage } from '../catalogue/ProductsPage';
import { AssetsPage } from './AssetsPage';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'assets-table': AssetsPage,
  'productivity-filters-form': NotAvailablePage,
  'utilization-export-form': NotAvailablePage,
  'product-models-table': ModelsPage,
  'products-table': ProductsPage,
};
