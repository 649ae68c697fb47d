/**
 * The two export request screens as data (spec 3 §2.14): their titles, the page whose grants they read, and the
 * filters each form offers (utilization adds service and business types and the additional fields).
 */
import { useMemo } from 'react';
import { useProductivityTypes } from '@equipdesk/api-client/react';
import { UTILIZATION_ADDITIONAL_FIELDS } from '@equipdesk/api-client/contract';
import type { ExportRequestKind } from '@equipdesk/api-client/contract';
import type { ListingOption } from '../../../listing';
import { useSiteOptions } from '../../facilities/options';

export interface ExportKindInfo {
  /** The page's heading (the route table's title). */
  title: string;
  /** The kind in a generated request name. */
  nameLabel: string;
  /** The page whose grants decide: VIEW lists, EXPORT issues, DOWNLOAD downloads. */
  permissionPath: `assets/${ExportRequestKind}`;
  /** The filters' query parameters, in the form's order. */
  filters: readonly ExportFilterId[];
}

export type ExportFilterId =
  | 'facilities'
  | 'accounts'
  | 'users'
  | 'models'
  | 'utilizationStatuses'
  | 'utilizationCategories'
  | 'types'
  | 'serviceTypes'
  | 'businessTypes'
  | 'additionalFields';

export const FILTER_LABELS: Readonly<Record<ExportFilterId, string>> = {
  facilities: 'Facilities',
  accounts: 'Accounts',
  users: 'Users',
  models: 'Models',
  utilizationStatuses: 'Utilization Statuses',
  utilizationCategories: 'Utilization Categories',
  types: 'Change Types',
  serviceTypes: 'Service Types',
  businessTypes: 'Business Types',
  additionalFields: 'Additional Fields',
};

export const EXPORT_KINDS: Readonly<Record<ExportRequestKind, ExportKindInfo>> = {
  productivity: {
    title: 'Productivity Details',
    nameLabel: 'Productivity',
    permissionPath: 'assets/productivity',
    filters: ['facilities', 'accounts', 'users', 'models', 'utilizationStatuses', 'utilizationCategories', 'types'],
  },
  utilization: {
    title: 'Utilization Export Requests',
    nameLabel: 'Utilization',
    permissionPath: 'assets/utilization',
    filters: ['facilities', 'accounts', 'models', 'utilizationStatuses', 'utilizationCategories', 'serviceTypes', 'businessTypes', 'additionalFields'],
  },
};

/** The choices of every filter, from the session's reference lists and the change types. */
export function useExportFilterOptions(kind: ExportRequestKind): Readonly<Record<ExportFilterId, ListingOption[]>> {
  const site = useSiteOptions();
  const { data: types } = useProductivityTypes(kind === 'productivity');
  return useMemo(
    () => ({
      facilities: site.facilities,
      accounts: site.accounts,
      users: (site.lists?.users ?? []).map((u) => ({ value: u.externalId, label: u.name ? `${u.name} (${u.username})` : u.username })),
      models: site.models,
      utilizationStatuses: site.picklist('UtilizationStatus'),
      utilizationCategories: site.picklist('UtilizationCategory'),
      types: (types ?? []).map((t) => ({ value: t.value, label: t.name })),
      serviceTypes: site.picklist('ServiceType'),
      businessTypes: site.picklist('BusinessType'),
      additionalFields: UTILIZATION_ADDITIONAL_FIELDS.map((f) => ({ value: f.value, label: f.name })),
    }),
    [site, types],
  );
}
