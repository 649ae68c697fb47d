/** Facility-area screens (spec 2): facilities, accounts, contracts, locations, pick lists. */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';

// Screens of later issues replace these entries one by one.
export const pages: AreaPages = {
  'facilities-grid': NotAvailablePage,
  'facility-details': NotAvailablePage,
  'accounts-grid': NotAvailablePage,
  'account-details': NotAvailablePage,
  'contracts-grid': NotAvailablePage,
  'contract-details': NotAvailablePage,
  'locations-table': NotAvailablePage,
  'location-details': NotAvailablePage,
  'picklist-value-table-form': NotAvailablePage,
};
