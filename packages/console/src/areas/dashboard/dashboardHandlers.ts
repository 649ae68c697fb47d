/** msw answers of the dashboard's stats calls for stories and tests, from fixture numbers. */
import { delay, http, HttpResponse } from 'msw';
import type { AssetStat, AssetStatistic, CommissionedStatistic, PermissionEntry } from '@equipdesk/api-client/contract';

export const MODEL_PUMP = '6f1c3f50-0000-4000-8000-000000000001';
export const MODEL_MONITOR = '6f1c3f50-0000-4000-8000-000000000002';

export const ASSET_STAT_FIXTURES: Record<Exclude<AssetStat, 'commissionedOverall'>, AssetStatistic[]> & { commissionedOverall: CommissionedStatistic } = {
  utilizationOverall: [
    { groupName: 'IN USE', utilizationStatus: 'IN USE', count: 34 },
    { groupName: 'INVENTORY', utilizationStatus: 'INVENTORY', count: 14 },
    { groupName: 'SOILED', utilizationStatus: 'SOILED', count: 7 },
    { groupName: 'BROKEN / AM', utilizationStatus: 'BROKEN / AM', count: 3 },
  ],
  availabilityByProductGrouped: [
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, availability: 'AVAILABLE', count: 9 },
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, availability: 'TRANSITION', count: 6 },
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, availability: 'UTILIZED', count: 20 },
    { groupName: 'MON-7', groupId: MODEL_MONITOR, availability: 'AVAILABLE', count: 5 },
    { groupName: 'MON-7', groupId: MODEL_MONITOR, availability: 'TRANSITION', count: 4 },
    { groupName: 'MON-7', groupId: MODEL_MONITOR, availability: 'UTILIZED', count: 14 },
  ],
  verifiedByProduct: [
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, verification: 'this week', count: 12 },
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, verification: 'this month', count: 10 },
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, verification: 'more than a year', count: 8 },
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, verification: 'not scanned', count: 5 },
    { groupName: 'MON-7', groupId: MODEL_MONITOR, verification: 'this quarter', count: 15 },
    { groupName: 'MON-7', groupId: MODEL_MONITOR, verification: 'within six months', count: 8 },
  ],
  commissionedOverall: { commissioned: 41, total: 58 },
  assetsByPatientCareUnit: [
    { groupName: 'Floor 1', count: 22 },
    { groupName: 'Floor 2', count: 18 },
    { groupName: 'Storage', count: 12 },
    { groupName: 'No unit', count: 6 },
  ],
};

const answer = (stat: AssetStat) =>
  stat === 'commissionedOverall'
    ? { success: true, result: ASSET_STAT_FIXTURES.commissionedOverall }
    : { success: true, count: ASSET_STAT_FIXTURES[stat].length, items: ASSET_STAT_FIXTURES[stat] };

export function dashboardHandlers() {
  return [http.get('/api/stats/assets/:stat/dashboard', ({ params }) => HttpResponse.json(answer(params.stat as AssetStat)))];
}

export function dashboardLoadingHandlers() {
  return [http.get('/api/stats/assets/:stat/dashboard', () => delay('infinite'))];
}

export function dashboardErrorHandlers() {
  return [http.get('/api/stats/assets/:stat/dashboard', () => HttpResponse.json({ success: false, message: 'Something went wrong on our side. Please try again later.' }, { status: 500 }))];
}

export function dashboardEmptyHandlers() {
  return [
    http.get('/api/stats/assets/:stat/dashboard', ({ params }) =>
      HttpResponse.json(params.stat === 'commissionedOverall' ? { success: true, result: { commissioned: 0, total: 0 } } : { success: true, count: 0, items: [] }),
    ),
  ];
}

const uri = (value: string, ...types: PermissionEntry['type'][]): PermissionEntry[] => types.map((type) => ({ value, type, context: 'URI' }));

/** Every tab and both filter bars. */
export const DASHBOARD_FULL_PERMISSIONS: PermissionEntry[] = [
  { value: 'dashboard', type: 'NAVIGATE', context: 'MENU' },
  ...uri('dashboard/assets', 'VIEW', 'FILTER'),
  ...uri('dashboard/orders', 'VIEW', 'NEW', 'FILTER'),
  ...uri('orders', 'VIEW', 'NEW'),
];

/** The ASSETS tab alone, without the filter bar. */
export const DASHBOARD_ASSETS_ONLY_PERMISSIONS: PermissionEntry[] = [{ value: 'dashboard', type: 'NAVIGATE', context: 'MENU' }, ...uri('dashboard/assets', 'VIEW')];
