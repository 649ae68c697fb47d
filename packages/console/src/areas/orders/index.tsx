/** Service orders (spec 3): the listing and placing a new order. */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'orders-table': NotAvailablePage,
  'place-new-order': NotAvailablePage,
};
