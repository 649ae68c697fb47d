/**
 * @equipdesk/api-client: the typed EquipDesk client (calls, transport, errors, SWR keys), with no React and no SWR:
 * it runs in Node and in any app. The contract (types, schemas, messages) is the `/contract` entry; the provider and
 * SWR hooks for React apps are the `/react` entry.
 */
export { createApiClient } from './client';
export type { ApiClient } from './client';
export type {
  ApiClientOptions,
  DownloadOptions,
  DownloadResult,
  HttpMethod,
  RequestOptions,
  Transport,
} from './transport';
export { ApiError, isApiError } from './http/errors';
export { apiPath, toQueryString } from './http/query';
export type { QueryParams, QueryScalar, QueryValue } from './http/query';
export { filenameFromContentDisposition } from './http/download';
export type { SaveFile } from './http/download';
export { profileKey, resetCheckKey } from './calls/session';
export { mfaStatusKey, sessionsKey } from './calls/security';
export {
  enterprisesKey,
  facilitiesDdKey,
  contractsDdKey,
  modelsDdKey,
  productsDdKey,
  accountsDdKey,
  usersDdKey,
  rolesKey,
  locationsDdKey,
  locationGroupsKey,
  picklistsAllKey,
  referenceListKey,
  referenceListsKey,
  emptyPicklists,
} from './calls/reference';
export { listKey, itemKey, exportQuery, ENTITY_ACTIONS, EXPORT_FORMATS } from './calls/listing';
export type { EntityAction, ExportFormat } from './calls/listing';
export { usersMonoKey, usersAssignablesKey, permissionsListKey } from './calls/admin';
export type { CellToggleOptions, ProfileBody } from './calls/admin';
export {
  facilityDetailsKey,
  accountDetailsKey,
  accountTimezonesKey,
  accountUsersKey,
  accountAssignablesKey,
  accountLocationsKey,
  locationParKey,
} from './calls/facilities';
export {
  assetBySerialNumberKey,
  assetsDdKey,
  accountModelsKey,
  productivitySingleKey,
  productivityTypesKey,
  trimTimestamp,
} from './calls/assets';
export type { AssetsDdQuery, ProductivitySingleQuery } from './calls/assets';
export { ddSearchKey } from './calls/ddSearch';
export type { DdSearchItems, DdSearchName, DdSearchQuery } from './calls/ddSearch';
export { exportRequestsKey } from './calls/exportRequests';
export { assetStatKey, orderStatKey } from './calls/dashboard';
export type { AssetStatResult, OrderStatResult } from './calls/dashboard';
export { utilizationTrendsKey } from './calls/trends';
export { UTILIZATION_RESOURCE, utilizationKey, dashboardViewKey, joinUtilizationTotals } from './calls/reports';
export type { ExportRequestQueries } from './calls/exportRequests';
export { orderSignatureKey, orderCompletionKey } from './calls/orders';
export type { OrderStatusAction } from './calls/orders';
export { alertsKey, alertsResource, alertsBody } from './calls/alerts';
export type { AlertsByKind } from './calls/alerts';
export { visitTasksKey } from './calls/visits';
export { STOCK_STATUS_RESOURCE, stockStatusKey, stockDetailsKey } from './calls/stock';
export { uploadsKey, uploadsResource, uploadBody } from './calls/uploads';
export type { UploadAnswer, UploadOptions } from './calls/uploads';
export { readServerSentEvents, watchChanges } from './calls/events';
export type { ChangeNotice, ServerSentEvent, WatchChangesHandlers, WatchChangesOptions } from './calls/events';
export { isSaveOk } from './contract/envelopes';
export { AUTH_HEADER, API_BASE_PATH } from './contract/constants';
