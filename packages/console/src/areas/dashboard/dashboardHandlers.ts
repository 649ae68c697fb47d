/** msw answers of the dashboard's stats calls for stories and tests, from fixture numbers. */
import { delay, http, HttpResponse } from 'msw';
import { ASSET_AVAILABILITIES, ORDER_TYPES, VERIFICATION_BUCKETS } from '@equipdesk/api-client/contract';
import type { AssetStat, AssetStatistic, CommissionedStatistic, OrderStat, OrderStatistic, PermissionEntry } from '@equipdesk/api-client/contract';

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

export const LOCATION_WARD = '7a2d4c10-0000-4000-8000-000000000001';
export const LOCATION_ICU = '7a2d4c10-0000-4000-8000-000000000002';
/** The window the order fixtures count: the past 24 hours to the second. */
export const ORDER_WINDOW = { from: '2026-11-24T19:20:05Z', to: '2026-11-25T19:20:05Z' };

/** Hourly points from the window's start, then on every hour, with a few orders of each type. */
function hourlyFixture(): OrderStatistic[] {
  const start = Date.parse(ORDER_WINDOW.from);
  const hour = 60 * 60 * 1000;
  const first = Math.floor(start / hour) * hour;
  const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
  return Array.from({ length: 25 }, (_, k) => k).flatMap((k) =>
    ORDER_TYPES.map((type, t) => ({
      from: iso(Math.max(start, first + k * hour)),
      to: iso(Math.min(first + (k + 1) * hour, Date.parse(ORDER_WINDOW.to) + 1000) - 1000),
      hour: new Date(Math.max(start, first + k * hour)).getUTCHours(),
      type,
      count: (k * (t + 2)) % 5,
    })),
  );
}

export const ORDER_STAT_FIXTURES: Record<OrderStat, OrderStatistic[]> = {
  summaryPast24Grouped: [
    { orderStatus: 'ASSIGNED', type: 'STANDARD', count: 6 },
    { orderStatus: 'ASSIGNED', type: 'STAT', count: 3 },
    { orderStatus: 'COMPLETED', type: 'STANDARD', count: 12 },
    { orderStatus: 'COMPLETED', type: 'STAT', count: 7 },
    { orderStatus: 'COMPLETED', type: 'CUSTOM', count: 2 },
    { orderStatus: 'UNASSIGNED', type: 'STANDARD', count: 4 },
    { orderStatus: 'UNASSIGNED', type: 'STAT', count: 5 },
  ],
  summaryPast24ByLocation: [
    { groupName: 'Ward 3B', groupId: LOCATION_WARD, count: 11 },
    { groupName: 'ICU Bay 2', groupId: LOCATION_ICU, count: 8 },
    { groupName: 'No location', count: 2 },
  ],
  summaryPast24ByModel: [
    { groupName: 'PUMP-100', groupId: MODEL_PUMP, count: 14 },
    { groupName: 'MON-7', groupId: MODEL_MONITOR, count: 9 },
  ],
  summaryPast24: hourlyFixture(),
  summaryPast24Completion: [
    { type: 'STANDARD', averageMinutes: 184.5, count: 12 },
    { type: 'STAT', averageMinutes: 52, count: 7 },
    { type: 'CUSTOM', averageMinutes: 71.3, count: 2 },
  ],
  summaryPast24Compliance: [
    { type: 'STANDARD', compliant: 9, nonCompliant: 3, count: 12 },
    { type: 'STAT', compliant: 5, nonCompliant: 2, count: 7 },
    { type: 'CUSTOM', compliant: 2, nonCompliant: 0, count: 2 },
  ],
};

const orderAnswer = (items: OrderStatistic[]) => ({ success: true, count: items.length, items, ...ORDER_WINDOW });
const ASSET_STATS_PATH = '/api/stats/assets/:stat/dashboard';
const ORDER_STATS_PATH = '/api/stats/orders/:stat/dashboard';
const SERVER_ERROR = { success: false, message: 'Something went wrong on our side. Please try again later.' };

export function dashboardHandlers() {
  return [
    http.get(ASSET_STATS_PATH, ({ params }) => HttpResponse.json(answer(params.stat as AssetStat))),
    http.get(ORDER_STATS_PATH, ({ params }) => HttpResponse.json(orderAnswer(ORDER_STAT_FIXTURES[params.stat as OrderStat]))),
  ];
}

export function dashboardLoadingHandlers() {
  return [http.get(ASSET_STATS_PATH, () => delay('infinite')), http.get(ORDER_STATS_PATH, () => delay('infinite'))];
}

export function dashboardErrorHandlers() {
  return [http.get(ASSET_STATS_PATH, () => HttpResponse.json(SERVER_ERROR, { status: 500 })), http.get(ORDER_STATS_PATH, () => HttpResponse.json(SERVER_ERROR, { status: 500 }))];
}

/** Nothing to count; the hourly summary still answers its points, every one zero. */
export function dashboardEmptyHandlers() {
  return [
    http.get(ASSET_STATS_PATH, ({ params }) =>
      HttpResponse.json(params.stat === 'commissionedOverall' ? { success: true, result: { commissioned: 0, total: 0 } } : { success: true, count: 0, items: [] }),
    ),
    http.get(ORDER_STATS_PATH, ({ params }) => HttpResponse.json(orderAnswer(params.stat === 'summaryPast24' ? hourlyFixture().map((s) => ({ ...s, count: 0 })) : []))),
  ];
}

/** A site of `count` models with long names, each with assets in every availability and verification bucket. */
export function manyModelsHandlers(count = 120) {
  const models = Array.from({ length: count }, (_, i) => ({
    groupName: `Volumetric infusion pump VIP-${String(i + 1).padStart(3, '0')} (2nd generation)`,
    groupId: `6f1c3f50-0000-4000-8000-${String(i + 100).padStart(12, '0')}`,
  }));
  const assetsOf = (i: number, k: number) => ((i * 37 + k * 11) % 23) + 1;
  const items: Partial<Record<AssetStat, AssetStatistic[]>> = {
    availabilityByProductGrouped: models.flatMap((m, i) => ASSET_AVAILABILITIES.map((availability, k) => ({ ...m, availability, count: assetsOf(i, k) }))),
    verifiedByProduct: models.flatMap((m, i) => VERIFICATION_BUCKETS.map((verification, k) => ({ ...m, verification, count: assetsOf(i, k) }))),
  };
  return [
    http.get(ASSET_STATS_PATH, ({ params }) => {
      const own = items[params.stat as AssetStat];
      return HttpResponse.json(own ? { success: true, count: own.length, items: own } : answer(params.stat as AssetStat));
    }),
    ...dashboardHandlers(),
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
