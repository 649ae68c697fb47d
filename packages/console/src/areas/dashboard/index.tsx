/** The tabbed dashboard (spec 3 §2.12). */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'home': NotAvailablePage,
  'dashboard': NotAvailablePage,
};
