/** Reference data of the demo: the pick lists, the broadcast messages and the dashboard's metric views. */
import { BROADCAST_TYPES, PICKLIST_TYPES, type MetricViewConfig } from '@equipdesk/api-client/contract';
import * as t from '../db/schema';
import { audit, type SeedContext } from './context';
import { PICKLISTS } from './data';

export async function seedPicklists({ r, past, add }: SeedContext) {
  const picklistRows = PICKLIST_TYPES.flatMap((name) =>
    PICKLISTS[name].map(([value, displayLabel]) => ({ externalId: r.uuid(), name, value, displayLabel, ...audit(past(300, 200)) })),
  );
  await add('picklistValues', t.picklistValues, picklistRows);
  const values = (name: keyof typeof PICKLISTS): string[] => PICKLISTS[name].map(([v]) => v);
  const businessTypes = values('BusinessType');
  const serviceTypes = values('ServiceType');
  const contractTypes = values('ContractType');
  return { businessTypes, serviceTypes, contractTypes };
}

export async function seedBroadcasts({ r, past, add }: SeedContext) {
  const broadcastMessages: Record<(typeof BROADCAST_TYPES)[number], string> = {
    // It names the menu and the item (shell/menu.ts in the console), which roles with the report have.
    info: 'Welcome to EquipDesk. The new utilization trends report is under Reports › Utilization Trends.',
    success: 'All facilities completed their quarterly preventive maintenance on schedule.',
    warning: 'Scheduled maintenance on Sunday from 02:00 to 04:00 UTC: EquipDesk may be briefly unavailable.',
    danger: 'Recall notice: check all Alaris infusion pumps of series 1000 against the manufacturer bulletin.',
  };
  await add(
    'broadcasts',
    t.broadcasts,
    BROADCAST_TYPES.map((type) => ({ externalId: r.uuid(), type, message: broadcastMessages[type], ...audit(past(10)) })),
  );
}

export async function seedDashboardViews({ r, past, add }: SeedContext) {
  await add('dashboardViews', t.dashboardViews, [
    { externalId: r.uuid(), name: 'utilization-by-facility', label: 'Utilization by Facility', detailsUri: 'utilization', configJson: { rollUpFields: [], exportable: true } satisfies Partial<MetricViewConfig>, ...audit(past(200, 100)) },
    { externalId: r.uuid(), name: 'availability-by-model', label: 'Availability by Model', detailsUri: 'utilization', configJson: { rollUpFields: ['modelCode'], columns: ['metricDate', 'facilityName', 'modelCode', 'utilizationCategory', 'total', 'matching', 'percentage'], exportable: true } satisfies Partial<MetricViewConfig>, ...audit(past(200, 100)) },
    { externalId: r.uuid(), name: 'verified-by-product', label: 'Last Verified by Product', detailsUri: 'utilization', configJson: { rollUpFields: ['modelCode', 'businessType'] } satisfies Partial<MetricViewConfig>, ...audit(past(200, 100)) },
  ]);
}
