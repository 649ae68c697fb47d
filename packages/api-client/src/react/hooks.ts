/** SWR hooks over the typed calls: one line each, keyed by the key function beside the call. */
import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { Permission, User, UserLite } from '../contract/admin';
import type { AccountDetails, AccountUser, FacilityDetails, Location, ParDefinition, TimeZoneName } from '../contract/facilities';
import {
  accountDetailsKey,
  accountLocationsKey,
  accountTimezonesKey,
  accountUsersKey,
  facilityDetailsKey,
  locationParKey,
} from '../calls/facilities';
import type { ListQuery, ListResponse } from '../contract/envelopes';
import { permissionsListKey, usersAssignablesKey } from '../calls/admin';
import { orderCompletionKey, orderSignatureKey } from '../calls/orders';
import type { OrderCompletionItem, OrderSignature } from '../contract/orders';
import { visitTasksKey } from '../calls/visits';
import type { VisitTask } from '../contract/tasks';
import { accountModelsKey, assetBySerialNumberKey, assetsDdKey, productivitySingleKey, productivityTypesKey } from '../calls/assets';
import { ddSearchKey } from '../calls/ddSearch';
import type { DdSearchItems, DdSearchName, DdSearchQuery } from '../calls/ddSearch';
import type { AssetsDdQuery, ProductivitySingleQuery } from '../calls/assets';
import type { Asset, AssetDdItem, ProductivityChangeType, ProductivityRow } from '../contract/assets';
import type { ModelDdItem } from '../contract/reference';
import { itemKey, listKey } from '../calls/listing';
import type { ReferenceLists } from '../contract/reference';
import { referenceListsKey } from '../calls/reference';
import { profileKey, resetCheckKey } from '../calls/session';
import { mfaStatusKey, sessionsKey } from '../calls/security';
import type { UserSession } from '../contract/sessions';
import type { MfaStatus } from '../contract/mfa';
import type { ApiError } from '../http/errors';
import { assetStatKey, orderStatKey } from '../calls/dashboard';
import type { AssetStatResult, OrderStatResult } from '../calls/dashboard';
import type { AssetStat, DashboardQuery, OrderStat } from '../contract/dashboard';
import { stockDetailsKey } from '../calls/stock';
import { utilizationTrendsKey } from '../calls/trends';
import { dashboardViewKey, UTILIZATION_RESOURCE, utilizationKey } from '../calls/reports';
import type { DashboardView, StockAsset, StockDetailsQuery, UtilizationListRow, UtilizationMetricQuery, UtilizationSummaryItem, UtilizationSummaryQuery } from '../contract/reports';
import { useApiClient } from './ApiClientProvider';

/** Session data changes on sign-in, not on window focus; a refused call is not retried. */
const SESSION_DATA: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The signed-in user; `enabled` false (no session yet) fetches nothing. */
export function useProfile(enabled = true): SWRResponse<User, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? profileKey() : null, () => client.profile(), SESSION_DATA);
}

/** The signed-in user's multi-factor sign-in; `mutate()` after setting it up or turning it off. */
export function useMfaStatus(enabled = true): SWRResponse<MfaStatus, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? mfaStatusKey() : null, () => client.mfaStatus(), SESSION_DATA);
}

/** Active sessions: the signed-in user's, or a user's (`userId`) for an administrator; `mutate()` after ending one. */
export function useSessions(userId?: string, enabled = true): SWRResponse<UserSession[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? sessionsKey(userId) : null, () => client.sessions(userId), SESSION_DATA);
}

/** The reference lists of the session; refresh with `mutate()` after saving a listed entity. */
export function useReferenceLists(enabled = true): SWRResponse<ReferenceLists, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? referenceListsKey() : null, () => client.loadReferenceLists(), SESSION_DATA);
}

/** Whose reset link this is; nothing is fetched until both ids are known. */
export function useResetCheck(
  recoveryId: string | null | undefined,
  messageId: string | null | undefined,
): SWRResponse<{ username: string }, ApiError> {
  const client = useApiClient();
  return useSWR(
    recoveryId && messageId ? resetCheckKey(recoveryId, messageId) : null,
    ([, id, message]) => client.checkReset(id, message),
    SESSION_DATA,
  );
}

/** Lists keep showing the previous page while the next one loads (no flash of an empty table). */
const LIST_DATA: SWRConfiguration = { keepPreviousData: true, revalidateOnFocus: false };

/**
 * One page of a list; a `null` query fetches nothing. Refresh with `mutate()` after a change. `load` reads the page
 * by another call than GET {resource} (the alert listings' POST flux), under the same key.
 */
export function useList<T>(
  resource: string,
  query: ListQuery | null,
  config?: SWRConfiguration<ListResponse<T>, ApiError>,
  load?: (query: ListQuery) => Promise<ListResponse<T>>,
): SWRResponse<ListResponse<T>, ApiError> {
  const client = useApiClient();
  return useSWR(query ? listKey(resource, query) : null, () => (load ? load(query ?? {}) : client.list<T>(resource, query ?? {})), {
    ...LIST_DATA,
    ...config,
  });
}

/** Items and wizard data are fetched when opened and after saves, not on window focus. */
const DETAIL_DATA: SWRConfiguration = { revalidateOnFocus: false };

/**
 * One item of a resource, for a deep link to a row that is not on the current page: GET
 * {resource}/{id}, or `load` where the resource reads an item by another call (users/mono). A
 * null id fetches nothing.
 */
export function useItem<T>(resource: string, id: string | null, load?: (id: string) => Promise<T>): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR(id ? itemKey(resource, id) : null, ([, , key]) => (load ? load(key) : client.item<T>(resource, key)), DETAIL_DATA);
}

/** The permission matrix (GET permissions/list). */
export function usePermissionsList(enabled = true): SWRResponse<Permission[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? permissionsListKey() : null, () => client.permissionsList(), { revalidateOnFocus: false });
}

/** The facility of the wizard; a null id (a new facility) fetches nothing. */
export function useFacilityDetails(id: string | null): SWRResponse<FacilityDetails, ApiError> {
  const client = useApiClient();
  return useSWR(id ? facilityDetailsKey(id) : null, () => client.facilityDetails(id ?? ''), DETAIL_DATA);
}

/** The account of the wizard; a null id (a new account) fetches nothing. */
export function useAccountDetails(id: string | null): SWRResponse<AccountDetails, ApiError> {
  const client = useApiClient();
  return useSWR(id ? accountDetailsKey(id) : null, () => client.accountDetails(id ?? ''), DETAIL_DATA);
}

/** The time zones an account may take (they change with server releases, not in a session). */
export function useAccountTimezones(): SWRResponse<TimeZoneName[], ApiError> {
  const client = useApiClient();
  return useSWR(accountTimezonesKey(), () => client.accountTimezones(), SESSION_DATA);
}

export function useAccountUsers(id: string | null): SWRResponse<AccountUser[], ApiError> {
  const client = useApiClient();
  return useSWR(id ? accountUsersKey(id) : null, () => client.accountUsers(id ?? ''), DETAIL_DATA);
}

export function useAccountLocations(id: string | null): SWRResponse<Location[], ApiError> {
  const client = useApiClient();
  return useSWR(id ? accountLocationsKey(id) : null, () => client.accountLocations(id ?? ''), DETAIL_DATA);
}

/** A location's par definition (null when it has none); a null id fetches nothing. */
export function useLocationPar(id: string | null): SWRResponse<ParDefinition | null, ApiError> {
  const client = useApiClient();
  return useSWR(id ? locationParKey(id) : null, () => client.locationPar(id ?? ''), { ...DETAIL_DATA, shouldRetryOnError: false });
}

/** The asset with this serial number (null fetches nothing); a 404 is not retried. */
export function useAssetBySerialNumber(serialNumber: string | null): SWRResponse<Asset, ApiError> {
  const client = useApiClient();
  return useSWR(serialNumber ? assetBySerialNumberKey(serialNumber) : null, () => client.assetBySerialNumber(serialNumber ?? ''), { ...DETAIL_DATA, shouldRetryOnError: false });
}

/** A page of the assets ddlist (pickers); a null query fetches nothing. */
export function useAssetsDd(query: AssetsDdQuery | null): SWRResponse<ListResponse<AssetDdItem>, ApiError> {
  const client = useApiClient();
  return useSWR(query ? assetsDdKey(query) : null, () => client.assetsDd(query ?? {}), LIST_DATA);
}

/** A page of a searched ddlist (the names of a picker's chosen values); a null query fetches nothing. */
export function useDdSearch<K extends DdSearchName>(name: K, query: DdSearchQuery | null): SWRResponse<ListResponse<DdSearchItems[K]>, ApiError> {
  const client = useApiClient();
  return useSWR(query ? ddSearchKey(name, query) : null, () => client.searchDd(name, query ?? {}), LIST_DATA);
}

/** The models the asset form offers for an account; a null id fetches nothing. */
export function useAccountModels(accountId: string | null): SWRResponse<ModelDdItem[], ApiError> {
  const client = useApiClient();
  return useSWR(accountId ? accountModelsKey(accountId) : null, () => client.accountModels(accountId ?? ''), DETAIL_DATA);
}

/** A page of productivity rows: an asset's history (only externalId) or the report; null fetches nothing. */
export function useProductivitySingle(query: ProductivitySingleQuery | null): SWRResponse<ListResponse<ProductivityRow>, ApiError> {
  const client = useApiClient();
  return useSWR(query ? productivitySingleKey(query) : null, () => client.productivitySingle(query ?? {}), LIST_DATA);
}

/** The change types of the productivity filters (they change with server releases, not in a session). */
export function useProductivityTypes(enabled = true): SWRResponse<ProductivityChangeType[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? productivityTypesKey() : null, () => client.productivityTypes(), SESSION_DATA);
}

/** The users an order can be assigned to (the assign picker); `enabled` false fetches nothing. */
export function useUsersAssignables(enabled = true): SWRResponse<UserLite[], ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? usersAssignablesKey() : null, () => client.usersAssignables(), DETAIL_DATA);
}

/** The signature of a completed order; a null id fetches nothing. */
export function useOrderSignature(orderId: string | null): SWRResponse<OrderSignature, ApiError> {
  const client = useApiClient();
  return useSWR(orderId ? orderSignatureKey(orderId) : null, () => client.orderSignature(orderId ?? ''), { ...DETAIL_DATA, shouldRetryOnError: false });
}

/** The delivered or removed items of a completed order; a null id fetches nothing. */
export function useOrderCompletion(orderId: string | null): SWRResponse<OrderCompletionItem[], ApiError> {
  const client = useApiClient();
  return useSWR(orderId ? orderCompletionKey(orderId) : null, () => client.orderCompletion(orderId ?? ''), { ...DETAIL_DATA, shouldRetryOnError: false });
}

/** A visit's tasks (the Tasks modal); a null id fetches nothing. */
export function useVisitTasks(visitId: string | null): SWRResponse<VisitTask[], ApiError> {
  const client = useApiClient();
  return useSWR(visitId ? visitTasksKey(visitId) : null, () => client.visitTasks(visitId ?? ''), { ...DETAIL_DATA, shouldRetryOnError: false });
}

/** The assets of one stock row (its expanded row); a null query fetches nothing. */
export function useStockDetails(query: StockDetailsQuery | null): SWRResponse<ListResponse<StockAsset>, ApiError> {
  const client = useApiClient();
  return useSWR(
    query ? stockDetailsKey(query) : null,
    ([, facility, location, model]) => client.stockDetails(model ? { facility, location, model } : { facility, location }),
    { ...DETAIL_DATA, shouldRetryOnError: false },
  );
}

/** One asset chart of the dashboard for the filters; `enabled` false (no grant) fetches nothing. */
export function useAssetStat<S extends AssetStat>(stat: S, query: DashboardQuery, enabled = true): SWRResponse<AssetStatResult<S>, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? assetStatKey(stat, query) : null, () => client.assetStat(stat, query), LIST_DATA);
}

/** One order chart of the dashboard for the filters; `enabled` false (no grant) fetches nothing. */
export function useOrderStat(stat: OrderStat, query: DashboardQuery, enabled = true): SWRResponse<OrderStatResult, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? orderStatKey(stat, query) : null, () => client.orderStat(stat, query), LIST_DATA);
}

/** The utilization trends chart's points; a null query (no grant) fetches nothing. */
export function useUtilizationTrends(query: UtilizationSummaryQuery | null): SWRResponse<UtilizationSummaryItem[], ApiError> {
  const client = useApiClient();
  return useSWR(query ? utilizationTrendsKey(query) : null, () => client.utilizationTrends(query ?? {}), LIST_DATA);
}

/** A page of utilization metric rows joined with their totals (the report, or a view's details at `resource`). */
export function useUtilizationMetrics(query: UtilizationMetricQuery | null, resource: string = UTILIZATION_RESOURCE): SWRResponse<ListResponse<UtilizationListRow>, ApiError> {
  const client = useApiClient();
  return useSWR(query ? utilizationKey(query, resource) : null, () => client.utilizationPage(query ?? {}, resource), LIST_DATA);
}

/** A metric details view by name; a view changes with configuration, not in a session. */
export function useDashboardView(name: string | null | undefined): SWRResponse<DashboardView, ApiError> {
  const client = useApiClient();
  return useSWR(name ? dashboardViewKey(name) : null, () => client.dashboardView(name ?? ''), SESSION_DATA);
}
