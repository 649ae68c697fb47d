/**
 * Where a chart segment leads: the assets list filtered to exactly the assets the segment counts, with the
 * dashboard's filters carried over (the assets list shows ACTIVE assets by default, as the statistics count).
 */
import { statusesOfAvailability } from '@equipdesk/api-client/contract';
import type { AssetAvailability, DashboardQuery, VerificationBucket } from '@equipdesk/api-client/contract';

export interface DashboardFilters {
  accounts: string[];
  models: string[];
  businessTypes: string[];
  serviceTypes: string[];
}

export const NO_FILTERS: DashboardFilters = { accounts: [], models: [], businessTypes: [], serviceTypes: [] };

export function asQuery(filters: DashboardFilters): DashboardQuery {
  return { ...filters };
}

function assetsHref(filters: DashboardFilters, extra: Record<string, string[]>): string {
  const params = new URLSearchParams();
  const all: Record<string, string[]> = { ...filters, ...extra };
  for (const [name, values] of Object.entries(all)) for (const value of values) params.append(name, value);
  return `/assets?${params.toString()}`;
}

/** The assets of one utilization status (a slice of Assets Status Breakdown). */
export function statusHref(filters: DashboardFilters, status: string): string {
  return assetsHref(filters, { utilizationStatuses: [status] });
}

/** The assets of one model counted as one availability (a segment of Availability by Model). */
export function availabilityHref(filters: DashboardFilters, model: string, availability: AssetAvailability): string {
  return assetsHref(filters, { models: [model], utilizationStatuses: statusesOfAvailability(availability) });
}

/** The assets of one model last verified within one bucket (a segment of Last Verified by Model). */
export function verificationHref(filters: DashboardFilters, model: string, bucket: VerificationBucket): string {
  return assetsHref(filters, { models: [model], verificationBuckets: [bucket] });
}

/** The assets of one patient care unit, "No unit" included (a bar of Assets by Patient Care Unit). */
export function patientCareUnitHref(filters: DashboardFilters, unit: string): string {
  return assetsHref(filters, { patientCareUnits: [unit] });
}
