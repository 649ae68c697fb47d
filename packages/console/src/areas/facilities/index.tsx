/** Facility-area screens (spec 2): facilities, accounts, contracts, locations, pick lists. */
import { NotAvailablePage } from '../../pages/NotAvailablePage';
import type { AreaPages } from '../types';
import { AccountsPage } from './AccountsPage';
import { AccountWizard } from './AccountWizard';
import { ContractsPage } from './ContractsPage';
import { FacilitiesPage } from './FacilitiesPage';
import { FacilityWizard } from './FacilityWizard';
import { LocationsPage } from './LocationsPage';

export const pages: AreaPages = {
  'facilities-grid': FacilitiesPage,
  'facility-details': FacilityWizard,
  'accounts-grid': AccountsPage,
  'account-details': AccountWizard,
  'contracts-grid': ContractsPage,
  'contract-details': ContractsPage,
  'locations-table': LocationsPage,
  'location-details': LocationsPage,
  // A screen of a later issue.
  'picklist-value-table-form': NotAvailablePage,
};
