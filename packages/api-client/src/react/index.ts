/**
 * @equipdesk/api-client/react: the client's React side, for React apps with `swr`: the provider handing the app's
 * client to the hooks, one SWR hook per read call, and the change notices that keep live lists current.
 */
'use client';

export { ApiClientProvider, useApiClient } from './ApiClientProvider';
export type { ApiClientProviderProps } from './ApiClientProvider';
export {
  useProfile,
  useMfaStatus,
  useSessions,
  useReferenceLists,
  useResetCheck,
  useList,
  useItem,
  usePermissionsList,
  useFacilityDetails,
  useAccountDetails,
  useAccountTimezones,
  useAccountUsers,
  useAccountLocations,
  useLocationPar,
  useAssetBySerialNumber,
  useAssetsDd,
  useDdSearch,
  useAccountModels,
  useProductivitySingle,
  useProductivityTypes,
  useAssetStat,
  useOrderStat,
  useUtilizationTrends,
  useUtilizationMetrics,
  useDashboardView,
  useUsersAssignables,
  useOrderSignature,
  useOrderCompletion,
  useVisitTasks,
  useStockDetails,
} from './hooks';
export { useExportRequests } from './useExportRequests';
export { useChangeNotices, keyTouchesLists } from './useChangeNotices';
export type { ChangeNoticesOptions } from './useChangeNotices';
