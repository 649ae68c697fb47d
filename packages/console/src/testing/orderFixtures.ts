/**
 * Fixture data of the orders screens for stories and tests: orders in every order status (one overridden, one
 * inactive), their signature and fulfilment details, the users the assign picker offers, reference lists with one
 * account (the form chooses it by itself) and with several, and sessions: every orders grant, look only, none.
 */
import type { Order, OrderCompletionItem, OrderSignature, PermissionEntry, PermissionType, ReferenceLists, UserLite } from '@equipdesk/api-client/contract';
import { PERMISSION_TYPES } from '@equipdesk/api-client/contract';
import { ASSET_REFERENCE_LISTS } from './assetFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

function grants(value: string, types: readonly PermissionType[]): PermissionEntry[] {
  return types.map((type): PermissionEntry => ({ value, type, context: 'URI' }));
}

/** Every type on orders. */
export const ORDER_FULL_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants('orders', PERMISSION_TYPES)];
/** May list orders and open them read-only, and see what a completed order shows (DETAILS); nothing else. */
export const ORDER_READONLY_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants('orders', ['VIEW', 'DETAILS'])];
/** No grant on orders at all. */
export const ORDER_NO_PERMISSIONS: PermissionEntry[] = ADMIN_PERMISSIONS.filter((entry) => entry.value !== 'orders' || entry.type === 'NAVIGATE');
/** The demo caregiver's grants on orders (the seed's): no assign, complete or reject; cancel and the entity actions. */
export const ORDER_CAREGIVER_PERMISSIONS: PermissionEntry[] = [
  ...ADMIN_PERMISSIONS,
  ...grants('orders', ['VIEW', 'NEW', 'DETAILS', 'FILTER', 'CANCEL', 'ACTIVATE', 'DEACTIVATE', 'DELETE']),
];

/** The reference lists: accounts in two facilities with their locations, and the models. */
export const ORDER_REFERENCE_LISTS: ReferenceLists = ASSET_REFERENCE_LISTS;
/** The lists of a user with one account: the form chooses it by itself (spec 3 §5). */
export const ONE_ACCOUNT_REFERENCE_LISTS: ReferenceLists = { ...ASSET_REFERENCE_LISTS, accounts: ASSET_REFERENCE_LISTS.accounts.filter((a) => a.externalId === 'a-n1') };

const T0 = '2026-05-12T08:30:00.000Z';
const audit = { createdBy: 'casey', lastModifiedBy: 'casey', lastModifiedTimestamp: T0 };

function order(externalId: string, orderNumber: string, overrides: Partial<Order> = {}): Order {
  return {
    externalId,
    orderNumber,
    facility: 'f-north',
    account: 'a-n1',
    accountName: 'North ICU',
    accountNo: '1001',
    deliverTo: 'Nurse Joy',
    deliveryLocation: 'l-icu-1',
    deliveryLocationName: 'ICU Bay 1',
    type: 'STAT',
    nature: 'DELIVERY',
    completionMinutes: 0,
    orderStatus: 'UNASSIGNED',
    assignedTo: null,
    assignedToName: null,
    assignedBy: null,
    assignedByName: null,
    assignedOn: null,
    promisedTime: '2026-05-12T10:30:00.000Z',
    completedTimestamp: null,
    remarks: null,
    deliveryNotes: null,
    overridden: false,
    status: 'ACTIVE',
    createdTimestamp: T0,
    items: [{ model: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', quantity: 2, serialNo: null, remarks: null }],
    ...audit,
    ...overrides,
  };
}

const assigned = { assignedTo: 'u-tess', assignedToName: 'Tess Tech', assignedBy: 'u-admin', assignedByName: 'Avery Admin', assignedOn: '2026-05-12T08:40:00.000Z' };

export const ORDERS: Order[] = [
  order('o-1', 'SO1000001'),
  order('o-2', 'SO1000002', { ...assigned, orderStatus: 'ASSIGNED', type: 'CUSTOM', completionMinutes: 45, createdTimestamp: '2026-05-12T08:20:00.000Z' }),
  order('o-3', 'SO1000003', {
    ...assigned,
    orderStatus: 'COMPLETED',
    overridden: true,
    type: 'STANDARD',
    nature: 'REMOVAL',
    completedTimestamp: '2026-05-12T09:10:00.000Z',
    remarks: 'Patient in isolation, gown up.',
    deliveryNotes: 'Left at the nurses’ station.',
    createdTimestamp: '2026-05-12T08:10:00.000Z',
    items: [
      { model: 'm-bed', modelCode: 'BED-9', modelDescription: 'Hospital bed', quantity: 1, serialNo: 'SN-1002', remarks: null },
      { model: 'm-pump', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', quantity: 3, serialNo: null, remarks: null },
    ],
  }),
  order('o-4', 'SO1000004', { ...assigned, orderStatus: 'PARTIAL', completedTimestamp: '2026-05-12T09:00:00.000Z', createdTimestamp: '2026-05-12T08:00:00.000Z' }),
  order('o-5', 'SO1000005', { ...assigned, orderStatus: 'CANCELLED', createdTimestamp: '2026-05-12T07:50:00.000Z', account: 'a-s1', accountName: 'South Wards', facility: 'f-south' }),
  order('o-6', 'SO1000006', { status: 'INACTIVE', createdTimestamp: '2026-05-12T07:40:00.000Z' }),
];

/** A few pen strokes as a tiny PNG, as the handheld sends a signature. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAALQAAAA8CAAAAADqRc9bAAABT0lEQVR42u3YUY7DIAwEUB9i7n9Vqq62EqUBxmDASPZn25gHsaGJpAtDAh3oQAc60IEOtFc03nEVGv9xEbovVqGRxbHC0KFRxEEyi/6GrmLTWWUs2wo1n1MGs9kvtiKhUNnYjyemorlS6qXbNhfDYLJTVZfI8w5BmPOvsgs7cOBxerppSokoRmwmy0Z86tSf2Vcj6W6NtHc49NCoF3LOrq/+SDlJu8Y62T71wB1Js2dKf/fg7lp3lajG1KplAsR1EEx+Qu/TTKr5e/H3mzS8ewygyVWkOsPoyYVDTy81rFfauBob6LQRnUzQlo3YE8EEna5EW75CYNFwhGZEgd6Hhq+avhJNbcIO0SdExBOnGzSaYfvXdBXV5F3eeqxRTW/BWjfixtZyhQZWvCOW0SfohSU7h1YMPLYNLDnGx+PYiaibhJNj3G0EOtCBDnSgfccLCHTOyrcdYXwAAAAASUVORK5CYII=';

export const ORDER_SIGNATURE: OrderSignature = { signature: SIGNATURE_PNG, contact: 'Nurse Joy' };

export const ORDER_COMPLETION: OrderCompletionItem[] = [
  { serialNumber: 'SN-1002', modelCode: 'BED-9', modelDescription: 'Hospital bed', associatedOn: '2026-05-12T09:10:00.000Z' },
  { serialNumber: 'SN-1001', modelCode: 'PUMP-1', modelDescription: 'Infusion pump', associatedOn: '2026-05-12T09:10:00.000Z' },
];

export const ASSIGNABLE_USERS: UserLite[] = [
  { externalId: 'u-tess', username: 'tess', name: 'Tess Tech', email: 'tess@equipdesk.example', role: 'r-tech', type: 'A2' },
  { externalId: 'u-omar', username: 'omar', name: 'Omar Ops', email: 'omar@equipdesk.example', role: 'r-tech', type: 'A2' },
];
