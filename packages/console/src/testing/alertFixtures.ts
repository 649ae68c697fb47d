/**
 * Fixture data of the alert listings for stories and tests: order, PM and PAR alerts of the asset fixtures' accounts
 * (North ICU and North Surgery in North, one of South) in every alert status, a PAR alert short of one model and over
 * another, and sessions: every alerts grant, look only (no filter or export), none.
 */
import type { OrderAlert, ParAlert, PermissionEntry, PermissionType, PmAlert } from '@equipdesk/api-client/contract';
import { ASSET_REFERENCE_LISTS } from './assetFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

const AREAS = ['alerts/orders', 'alerts/pm', 'alerts/par'] as const;

function grants(types: readonly PermissionType[]): PermissionEntry[] {
  return AREAS.flatMap((value) => types.map((type): PermissionEntry => ({ value, type, context: 'URI' })));
}

/** The seed's grants on the three listings: VIEW, FILTER, EXPORT and DETAILS. */
export const ALERT_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants(['FILTER', 'EXPORT', 'DETAILS'])];
/** May read the listings, without the filter panel or exports. */
export const ALERT_VIEW_PERMISSIONS: PermissionEntry[] = ADMIN_PERMISSIONS;
/** No VIEW on any listing. */
export const ALERT_NO_PERMISSIONS: PermissionEntry[] = ADMIN_PERMISSIONS.filter((entry) => !(AREAS as readonly string[]).includes(entry.value) || entry.type === 'NAVIGATE');

/** The facility of each fixture account, for the handlers' facility filter. */
export const FACILITY_OF_ACCOUNT: ReadonlyMap<string, string> = new Map(ASSET_REFERENCE_LISTS.accounts.map((a) => [a.externalId, a.facility ?? '']));

const accountName = (id: string) => ASSET_REFERENCE_LISTS.accounts.find((a) => a.externalId === id)?.name ?? id;

function base(externalId: string, accountExternalId: string, alertStatus: OrderAlert['alertStatus'], createdTimestamp: string, message: string) {
  return {
    externalId,
    alertStatus,
    message,
    account: accountName(accountExternalId),
    accountExternalId,
    createdTimestamp,
    createdBy: 'system',
    lastModifiedBy: 'system',
    lastModifiedTimestamp: createdTimestamp,
  };
}

function orderAlert(id: string, orderNumber: string, account: string, alertStatus: OrderAlert['alertStatus'], created: string, late = true, order: Partial<OrderAlert['order']> = {}): OrderAlert {
  const promised = new Date(new Date(created).getTime() + 2 * 3_600_000).toISOString();
  return {
    ...base(id, account, alertStatus, new Date(new Date(promised).getTime() + 60_000).toISOString(), late ? `Order ${orderNumber} is late: promised time has passed.` : `Order ${orderNumber} is delayed: not yet assigned.`),
    order: { externalId: `o-${id}`, orderNumber, nature: 'DELIVERY', type: 'STAT', createdBy: 'casey', createdTimestamp: created, promisedTime: promised, ...order },
  };
}

export const ORDER_ALERTS: OrderAlert[] = [
  orderAlert('oa-1', 'SO1000101', 'a-n1', 'OPEN', '2026-05-12T08:30:00.000Z'),
  orderAlert('oa-2', 'SO1000102', 'a-n2', 'OPEN', '2026-05-12T07:10:00.000Z', false),
  orderAlert('oa-3', 'SO1000103', 'a-s1', 'ACKNOWLEDGED', '2026-05-11T15:00:00.000Z'),
  orderAlert('oa-4', 'SO1000104', 'a-n1', 'RESOLVED', '2026-05-10T09:45:00.000Z', true, { nature: 'REMOVAL', type: 'STANDARD', createdBy: 'sam' }),
];

function pmAlert(id: string, serialNumber: string, account: string, alertStatus: PmAlert['alertStatus'], pmDueDate: string, product: string | null = 'ALARIS-8100'): PmAlert {
  return {
    ...base(id, account, alertStatus, '2026-05-01T06:00:00.000Z', `Preventive maintenance due for ${serialNumber}.`),
    asset: { externalId: `s-${id}`, serialNumber, model: 'PUMP-1', product },
    pmDueDate,
  };
}

export const PM_ALERTS: PmAlert[] = [
  pmAlert('pa-1', 'SN-2001', 'a-n1', 'OPEN', '2026-05-14T00:00:00.000Z'),
  pmAlert('pa-2', 'SN-2002', 'a-n2', 'OPEN', '2026-05-20T00:00:00.000Z', null),
  pmAlert('pa-3', 'SN-2003', 'a-s1', 'ACKNOWLEDGED', '2026-05-03T00:00:00.000Z'),
  pmAlert('pa-4', 'SN-2004', 'a-n1', 'RESOLVED', '2026-04-20T00:00:00.000Z'),
];

export const PAR_ALERTS: ParAlert[] = [
  {
    ...base('ra-1', 'a-n1', 'OPEN', '2026-05-12T09:00:00.000Z', 'Par levels out of range at ICU Bay 1.'),
    location: 'ICU Bay 1',
    locationExternalId: 'l-icu-1',
    entries: [
      { model: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', min: 4, max: 8, stockQuantity: 1 },
      { model: 'm-bed', modelCode: 'BED-2', modelDescription: 'Hospital bed', min: 0, max: 2, stockQuantity: 5 },
    ],
  },
  {
    ...base('ra-2', 'a-s1', 'ACKNOWLEDGED', '2026-05-11T12:00:00.000Z', 'Par levels out of range at South Ward 2.'),
    location: 'South Ward 2',
    locationExternalId: 'l-ward-s',
    entries: [{ model: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', min: 2, max: 4, stockQuantity: 0 }],
  },
  {
    ...base('ra-3', 'a-n2', 'RESOLVED', '2026-05-09T12:00:00.000Z', 'Par levels out of range at Theatre 4.'),
    location: 'Theatre 4',
    locationExternalId: 'l-theatre',
    entries: [{ model: 'm-bed', modelCode: 'BED-2', modelDescription: 'Hospital bed', min: 1, max: 3, stockQuantity: 0 }],
  },
];
