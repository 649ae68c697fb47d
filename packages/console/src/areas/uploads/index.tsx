/** Upload forms and upload histories for assets, locations and accounts (spec 3 §2.5, §2.6). */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'asset-upload-form': NotAvailablePage,
  'asset-uploads-table': NotAvailablePage,
  'location-upload-form': NotAvailablePage,
  'location-uploads-table': NotAvailablePage,
  'account-upload-form': NotAvailablePage,
  'account-uploads-table': NotAvailablePage,
};
