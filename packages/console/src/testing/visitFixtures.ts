/**
 * Fixture data of the visits screen for stories and tests: visits of every frequency (one inactive, one removed),
 * their tasks in every status, the reference lists the form and filters pick from (accounts in two facilities with
 * their locations, users), and sessions: every visits grant, look only, none.
 */
import type { PermissionEntry, PermissionType, ReferenceLists, VisitDefinition, VisitTask } from '@equipdesk/api-client/contract';
import { PERMISSION_TYPES } from '@equipdesk/api-client/contract';
import { ASSET_REFERENCE_LISTS } from './assetFixtures';
import { ADMIN_PERMISSIONS } from './fixtures';

function grants(value: string, types: readonly PermissionType[]): PermissionEntry[] {
  return types.map((type): PermissionEntry => ({ value, type, context: 'URI' }));
}

/** Every type on visits. */
export const VISIT_FULL_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS, ...grants('visits', PERMISSION_TYPES)];
/** May list visits, open them read-only and see their tasks; nothing else. */
export const VISIT_READONLY_PERMISSIONS: PermissionEntry[] = [...ADMIN_PERMISSIONS.filter((entry) => entry.value !== 'visits'), ...grants('visits', ['VIEW', 'DETAILS'])];
/** No grant on visits at all. */
export const VISIT_NO_PERMISSIONS: PermissionEntry[] = ADMIN_PERMISSIONS.filter((entry) => entry.value !== 'visits' || entry.type === 'NAVIGATE');

/** The lists the form and the filters pick from: the assets' accounts and locations, and three users. */
export const VISIT_REFERENCE_LISTS: ReferenceLists = {
  ...ASSET_REFERENCE_LISTS,
  users: [
    { externalId: 'u-tess', username: 'tess', name: 'Tess Tech', email: 'tess@equipdesk.example', role: 'r-tech', type: 'BOTH' },
    { externalId: 'u-sam', username: 'sam', name: 'Sam Service', email: 'sam@equipdesk.example', role: 'r-tech', type: 'BOTH' },
    { externalId: 'u-old', username: 'old', name: 'Olive Oldhand', email: 'old@equipdesk.example', role: 'r-tech', type: 'BOTH', status: 'INACTIVE' },
  ],
};

const T0 = '2026-05-12T08:30:00.000Z';
const audit = { createdBy: 'admin', lastModifiedBy: 'admin', lastModifiedTimestamp: T0 };

function visit(externalId: string, name: string, overrides: Partial<VisitDefinition> = {}): VisitDefinition {
  return {
    externalId,
    name,
    executive: 'tess',
    executiveName: 'Tess Tech',
    facility: 'f-north',
    account: 'a-n1',
    accountName: 'North ICU',
    locations: ['l-icu-1', 'l-icu-2'],
    locationNames: ['ICU Bay 1', 'ICU Bay 2'],
    frequency: 'WEEKLY',
    startTimestamp: '2026-06-01T07:00:00.000Z',
    endTimestamp: '2026-12-01T07:00:00.000Z',
    status: 'ACTIVE',
    createdTimestamp: T0,
    ...audit,
    ...overrides,
  };
}

export const VISITS: VisitDefinition[] = [
  visit('v-1', 'ICU weekly round'),
  visit('v-2', 'Daily: ICU Bay 1', { frequency: 'DAILY', locations: ['l-icu-1'], locationNames: ['ICU Bay 1'], createdTimestamp: '2026-05-12T08:20:00.000Z' }),
  visit('v-3', 'Theatre check', {
    account: 'a-n2',
    accountName: 'North Surgery',
    locations: ['l-theatre'],
    locationNames: ['Theatre 4'],
    frequency: 'ONE_TIME',
    endTimestamp: null,
    executive: 'sam',
    executiveName: 'Sam Service',
    createdTimestamp: '2026-05-12T08:10:00.000Z',
  }),
  visit('v-4', 'South ward quarterly', {
    facility: 'f-south',
    account: 'a-s1',
    accountName: 'South Wards',
    locations: ['l-ward-s'],
    locationNames: ['South Ward 2'],
    frequency: 'QUARTERLY',
    startTimestamp: '2026-07-01T07:00:00.000Z',
    endTimestamp: '2027-07-01T07:00:00.000Z',
    createdTimestamp: '2026-05-12T08:00:00.000Z',
  }),
  visit('v-5', 'Paused monthly round', { frequency: 'MONTHLY', status: 'INACTIVE', createdTimestamp: '2026-05-11T08:00:00.000Z' }),
  visit('v-6', 'Old yearly round', { frequency: 'YEARLY', status: 'REMOVED', createdTimestamp: '2026-05-10T08:00:00.000Z' }),
];

function task(n: number, dueTimestamp: string, taskStatus: VisitTask['taskStatus']): VisitTask {
  return { externalId: `t-${n}`, createdTimestamp: '2026-05-31T07:00:00.000Z', dueTimestamp, taskStatus };
}

/** The tasks of the weekly round: the next ones pending, past ones completed, missed and in progress. */
export const VISIT_TASKS: VisitTask[] = [
  task(6, '2026-07-06T07:00:00.000Z', 'PENDING'),
  task(5, '2026-06-29T07:00:00.000Z', 'PENDING'),
  task(4, '2026-06-22T07:00:00.000Z', 'IN_PROGRESS'),
  task(3, '2026-06-15T07:00:00.000Z', 'MISSED'),
  task(2, '2026-06-08T07:00:00.000Z', 'COMPLETED'),
  task(1, '2026-06-01T07:00:00.000Z', 'COMPLETED'),
];
