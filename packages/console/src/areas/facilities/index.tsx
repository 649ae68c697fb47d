/** Facility-area screens (spec 2): facilities, accounts, contracts, locations, pick lists. */
import type { AreaPages } from '../types';
import { AccountsPage } from './AccountsPage';
import { AccountWizard } from './AccountWizard';
import { ContractsPage } from './ContractsPage';
import { FacilitiesPage } from './FacilitiesPage';
import { FacilityWizard } from './FacilityWizard';
import { LocationsPage } from './LocationsPage';
import { PicklistsPage } from '../catalogue/PicklistsPage';

export const pages: AreaPages = {
  'facilities-grid': FacilitiesPage,
  'facility-details': FacilityWizard,
  'accounts-grid': AccountsPage,
  'account-details': AccountWizard,
  'contracts-grid': ContractsPage,
  'contract-details': ContractsPage,
  'locations-table': LocationsPage,
  'location-details': LocationsPage,
  'picklist-value-table-form': PicklistsPage,
};
