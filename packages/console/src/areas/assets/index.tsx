/** Assets, products and product models, with the productivity and utilization export forms (spec 3). */
import type { AreaPages } from '../types';
import { ModelsPage } from '../catalogue/ModelsPage';
import { ProductsPage } from '../catalogue/ProductsPage';
import { AssetsPage } from './AssetsPage';
import { ProductivityExportsPage, UtilizationExportsPage } from './exports/ExportRequestsPage';

export const pages: AreaPages = {
  'assets-table': AssetsPage,
  'productivity-filters-form': ProductivityExportsPage,
  'utilization-export-form': UtilizationExportsPage,
  'product-models-table': ModelsPage,
  'products-table': ProductsPage,
};
