/** createApiClient: the transport plus one typed function per EquipDesk call. No React here. */
import type { Enterprise, Permission, Role, User, UserLite } from './contract/admin';
import type { AccountDetails, AccountUser, FacilityDetails, Location, ParDefinition, TimeZoneName } from './contract/facilities';
import type { ForgotRequest, ForgotResponse, LoginRequest, LoginResponse, PasswordBody } from './contract/auth';
import type { LogoutResponse, SsoProvider, SsoTicketRequest } from './contract/sso';
import type { ActionResponse, ListQuery, ListResponse, ResultResponse, SaveResponse } from './contract/envelopes';
import type {
  AccountDdItem,
  ContractDdItem,
  FacilityDdItem,
  LocationDdItem,
  ModelDdItem,
  PicklistGroups,
  ProductDdItem,
  ReferenceListName,
  ReferenceLists,
  UserDdItem,
} from './contract/reference';
import * as admin from './calls/admin';
import * as assets from './calls/assets';
import type { AssetsDdQuery, ProductivitySingleQuery } from './calls/assets';
import { searchDd } from './calls/ddSearch';
import type { DdSearchItems, DdSearchName, DdSearchQuery } from './calls/ddSearch';
import type { Asset, AssetDdItem, ProductivityChangeType, ProductivityExportQuery, ProductivityRow } from './contract/assets';
import type { CellToggleOptions, ProfileBody } from './calls/admin';
import * as facilities from './calls/facilities';
import * as orders from './calls/orders';
import type { OrderStatusAction } from './calls/orders';
import type { OrderCompletionItem, OrderSignature } from './contract/orders';
import * as alertCalls from './calls/alerts';
import type { AlertsByKind } from './calls/alerts';
import type { AlertKind, AlertQuery } from './contract/tasks';
import * as visits from './calls/visits';
import * as stock from './calls/stock';
import type { StockAsset, StockDetailsQuery, StockQuery, StockRow } from './contract/reports';
import type { VisitTask } from './contract/tasks';
import * as uploadCalls from './calls/uploads';
import type { UploadAnswer, UploadOptions } from './calls/uploads';
import type { UploadKind, UploadPreview, UploadQuery, UploadRecord } from './contract/uploads';
import * as events from './calls/events';
import type { WatchChangesHandlers, WatchChangesOptions } from './calls/events';
import * as listing from './calls/listing';
import * as exportRequestCalls from './calls/exportRequests';
import * as dashboard from './calls/dashboard';
import type { AssetStatResult, OrderStatResult } from './calls/dashboard';
import type { AssetStat, DashboardQuery, OrderStat } from './contract/dashboard';
import * as trends from './calls/trends';
import * as reports from './calls/reports';
import type { DashboardView, UtilizationListRow, UtilizationMetricQuery, UtilizationMetricRow, UtilizationSummaryItem, UtilizationSummaryQuery, UtilizationTotalRow } from './contract/reports';
import type { ExportRequestQueries } from './calls/exportRequests';
import type { ExportRequest, ExportRequestAccepted, ExportRequestKind } from './contract/exports';
import type { EntityAction, ExportFormat } from './calls/listing';
import type { QueryParams } from './http/query';
import * as reference from './calls/reference';
import * as session from './calls/session';
import * as security from './calls/security';
import type { MfaCodeBody, MfaConfirmResponse, MfaEnrolment, MfaStartBody, MfaStatus } from './contract/mfa';
import type { EndOtherSessionsBody, UserSession } from './contract/sessions';
import { createTransport } from './transport';
import type { ApiClientOptions, DownloadOptions, DownloadResult, Transport } from './transport';

export interface ApiClient extends Omit<Transport, 'resetUnauthorized'> {
  /** Signs in; on success the 401 notification is armed again for the new session. */
  login(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse>;
  /** Signs out; `logoutUrl` names the provider's logout for a session opened through single sign-on. */
  logout(): Promise<LogoutResponse>;
  /** The OpenID providers the sign-in offers. */
  ssoProviders(signal?: AbortSignal): Promise<SsoProvider[]>;
  /** Exchanges a single sign-on ticket for a session; on success the 401 notification is armed again. */
  ssoTicket(body: SsoTicketRequest, signal?: AbortSignal): Promise<LoginResponse>;
  forgot(body: ForgotRequest, signal?: AbortSignal): Promise<ForgotResponse>;
  /** Resolves with the username of a valid reset link; ApiError(404) otherwise. */
  checkReset(recoveryId: string, messageId: string, signal?: AbortSignal): Promise<{ username: string }>;
  reset(recoveryId: string, messageId: string, body: PasswordBody, signal?: AbortSignal): Promise<ActionResponse>;
  profile(signal?: AbortSignal): Promise<User>;
  enterprises(signal?: AbortSignal): Promise<Enterprise[]>;
  facilitiesDd(signal?: AbortSignal): Promise<FacilityDdItem[]>;
  contractsDd(signal?: AbortSignal): Promise<ContractDdItem[]>;
  modelsDd(signal?: AbortSignal): Promise<ModelDdItem[]>;
  productsDd(signal?: AbortSignal): Promise<ProductDdItem[]>;
  accountsDd(signal?: AbortSignal): Promise<AccountDdItem[]>;
  usersDd(signal?: AbortSignal): Promise<UserDdItem[]>;
  roles(signal?: AbortSignal): Promise<Role[]>;
  locationsDd(signal?: AbortSignal): Promise<LocationDdItem[]>;
  /** GET locations/groups: the patient care units of the locations the user sees. */
  locationGroups(signal?: AbortSignal): Promise<string[]>;
  picklistsAll(signal?: AbortSignal): Promise<PicklistGroups>;
  /** One reference list (empty on 403), to refresh the cache after a save. */
  loadReferenceList<K extends ReferenceListName>(name: K, signal?: AbortSignal): Promise<ReferenceLists[K]>;
  /** All reference lists in parallel; a list refused with 403 is empty. */
  loadReferenceLists(signal?: AbortSignal): Promise<ReferenceLists>;

  /** GET {resource}: one page with paging, sort, search and repeated filter arrays. */
  list<T>(resource: string, query: ListQuery, signal?: AbortSignal): Promise<ListResponse<T>>;
  /** GET {resource}/exists → `result.valid` (true when the value is free). */
  exists(resource: string, params: QueryParams, signal?: AbortSignal): Promise<boolean>;
  /** PUT {resource} without an id (create), POST {resource}/{id} with one (update). */
  save<T, F = unknown>(resource: string, form: F, id?: string | number): Promise<SaveResponse<T>>;
  /** POST {resource}/{id}/remove | activate | deactivate. */
  entityAction(resource: string, id: string | number, action: EntityAction): Promise<ActionResponse>;
  /** GET {resource}/{id}: one item (`result`). */
  item<T>(resource: string, id: string | number): Promise<T>;
  /** GET {resource}/export.{format} with the list's filters, search and sort; saves the file. */
  exportList(resource: string, format: ExportFormat, query?: ListQuery, options?: DownloadOptions): Promise<DownloadResult>;

  usersMono(id: string, signal?: AbortSignal): Promise<User>;
  resetUserPassword(id: string, body: PasswordBody): Promise<ActionResponse>;
  usersAssignables(signal?: AbortSignal): Promise<UserLite[]>;
  permissionsList(signal?: AbortSignal): Promise<Permission[]>;
  grantRole<T = unknown>(cellExternalId: string, options?: CellToggleOptions): Promise<ResultResponse<T>>;
  denyRole<T = unknown>(cellExternalId: string, options?: CellToggleOptions): Promise<ResultResponse<T>>;
  saveProfile(body: ProfileBody): Promise<SaveResponse<User>>;
  /** Multi-factor sign-in of the signed-in user (calls/security.ts). */
  mfaStatus(signal?: AbortSignal): Promise<MfaStatus>;
  mfaStart(body: MfaStartBody): Promise<MfaEnrolment>;
  mfaConfirm(body: MfaCodeBody): Promise<MfaConfirmResponse>;
  mfaDisable(body: MfaCodeBody): Promise<ActionResponse>;
  /** Active sessions: the signed-in user's, or (an administrator) the user's of `userId`. */
  sessions(userId?: string, signal?: AbortSignal): Promise<UserSession[]>;
  endSession(sessionId: number, userId?: string): Promise<ActionResponse>;
  endOtherSessions(body: EndOtherSessionsBody): Promise<ActionResponse>;
  /** An administrator resets a user's multi-factor sign-in (a lost phone): secret and recovery codes go, sessions end. */
  resetUserMfa(userId: string): Promise<ActionResponse>;

  facilityDetails(id: string, signal?: AbortSignal): Promise<FacilityDetails>;
  accountDetails(id: string, signal?: AbortSignal): Promise<AccountDetails>;
  accountTimezones(signal?: AbortSignal): Promise<TimeZoneName[]>;
  accountUsers(id: string, signal?: AbortSignal): Promise<AccountUser[]>;
  /** POST accounts/{id}/users with the user externalIds to allocate. */
  allocateAccountUsers(id: string, users: readonly string[]): Promise<SaveResponse<AccountUser[]> & ActionResponse>;
  /** The users Pick Users offers for an account (users/assignables, flavor LITE). */
  accountAssignables(id: string, signal?: AbortSignal): Promise<UserLite[]>;
  accountLocations(id: string, signal?: AbortSignal): Promise<Location[]>;
  /** The label barcode as an image/svg+xml blob: show it through an <img>, never as markup. */
  locationBarcode(id: string, signal?: AbortSignal): Promise<Blob>;
  locationPar(id: string, signal?: AbortSignal): Promise<ParDefinition | null>;
  saveLocationPar(id: string, body: ParDefinition): Promise<SaveResponse<ParDefinition>>;

  /** GET assets/bySerialNumber/{serialNumber}: 404 when no asset in scope has it. */
  assetBySerialNumber(serialNumber: string, signal?: AbortSignal): Promise<Asset>;
  /** GET assets/ddlist: search or externalIds, a page of at most 500, with the count of all matches. */
  assetsDd(query?: AssetsDdQuery, signal?: AbortSignal): Promise<ListResponse<AssetDdItem>>;
  /** GET {name}/ddlist with a search, a page (20 unless asked), externalIds or filters: what a picker offers as the user types. */
  searchDd<K extends DdSearchName>(name: K, query?: DdSearchQuery, signal?: AbortSignal): Promise<ListResponse<DdSearchItems[K]>>;
  /** GET accounts/{id}/models: the models the asset form offers for the account. */
  accountModels(accountId: string, signal?: AbortSignal): Promise<ModelDdItem[]>;
  /** GET assets/productivity/single: an asset's history (only externalId) or the productivity report. */
  productivitySingle(query: ProductivitySingleQuery, signal?: AbortSignal): Promise<ListResponse<ProductivityRow>>;
  productivityTypes(signal?: AbortSignal): Promise<ProductivityChangeType[]>;
  /** GET assets/productivity/export.{format} with the report's filters; saves the file. */
  productivityExport(format: ExportFormat, query?: ProductivityExportQuery, options?: DownloadOptions): Promise<DownloadResult>;
  /** GET assets/{productivity|utilization}/history: the caller's export requests of the kind, newest first. */
  exportRequests(kind: ExportRequestKind, signal?: AbortSignal): Promise<ListResponse<ExportRequest>>;
  /** GET assets/{productivity|utilization} with the filters, name, start and end: issues an export request. */
  issueExportRequest<K extends ExportRequestKind>(kind: K, query: ExportRequestQueries[K]): Promise<ExportRequestAccepted>;
  /** GET assets/{productivity|utilization}/{id}: the workbook of a COMPLETED request, saved unless `options.save` is false. */
  exportRequestFile(kind: ExportRequestKind, externalId: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** GET stats/assets/{stat}/dashboard with the dashboard's filters: one asset chart's numbers. */
  assetStat<S extends AssetStat>(stat: S, query?: DashboardQuery, signal?: AbortSignal): Promise<AssetStatResult<S>>;
  /** GET stats/orders/{stat}/dashboard with the dashboard's filters: one order chart's numbers and their window. */
  orderStat(stat: OrderStat, query?: DashboardQuery, signal?: AbortSignal): Promise<OrderStatResult>;
  /** GET assets/utilization (without a name): the utilization trends chart's points for the window and filters. */
  utilizationTrends(query: UtilizationSummaryQuery, signal?: AbortSignal): Promise<UtilizationSummaryItem[]>;
  /** GET utilization (or a view's detailsUri): one page of metric rows rolled up by `rollUpFields`. */
  utilizationRows(query: UtilizationMetricQuery, resource?: string, signal?: AbortSignal): Promise<ListResponse<UtilizationMetricRow>>;
  /** GET utilization/totals (or `${detailsUri}/totals`): the totals of the same query's rows, by identifier. */
  utilizationTotals(query: UtilizationMetricQuery, resource?: string, signal?: AbortSignal): Promise<UtilizationTotalRow[]>;
  /** Both of the above for one page, joined by identifier, with each row's percentage. */
  utilizationPage(query: UtilizationMetricQuery, resource?: string, signal?: AbortSignal): Promise<ListResponse<UtilizationListRow>>;
  /** GET dashboard/views/{name}: a metric details view (ApiError 404 for an unknown name). */
  dashboardView(name: string, signal?: AbortSignal): Promise<DashboardView>;
  /** GET {detailsUri}.xlsx | .csv with the view's query; saves the file. */
  metricDetailsExport(detailsUri: string, format: ExportFormat, query?: ListQuery, options?: DownloadOptions): Promise<DownloadResult>;

  /** POST orders/{id}/assign/{userId}: an UNASSIGNED order goes to the user (409 when it no longer is unassigned). */
  assignOrder(orderId: string, userId: string): Promise<ActionResponse>;
  /** POST orders/{id}/complete | cancel | reject: an ASSIGNED order moves on (409 when it no longer is assigned). */
  orderAction(orderId: string, action: OrderStatusAction): Promise<ActionResponse>;
  /** GET orders/{id}/signature: who signed and the image, of a COMPLETED or PARTIAL order. */
  orderSignature(orderId: string, signal?: AbortSignal): Promise<OrderSignature>;
  /** GET orders/{id}/completion: the delivered or removed items of a COMPLETED or PARTIAL order. */
  orderCompletion(orderId: string, signal?: AbortSignal): Promise<OrderCompletionItem[]>;
  /** GET visits/{id}/tasks: the visit's tasks, the latest due first. */
  visitTasks(visitId: string, signal?: AbortSignal): Promise<VisitTask[]>;

  /** GET stock/status: one page of the stock status report (paging, sort, search, facilities, locations). */
  stockStatus(query: StockQuery, signal?: AbortSignal): Promise<ListResponse<StockRow>>;
  /** GET stock/details: the assets in one stock row (its facility, location and model). */
  stockDetails(query: StockDetailsQuery, signal?: AbortSignal): Promise<ListResponse<StockAsset>>;
  /** POST alerts/{orders|pm|par}/flux: one page of an alert listing (paging, sort, search, statuses, facilities, accounts in the body). */
  alerts<K extends AlertKind>(kind: K, query: AlertQuery, signal?: AbortSignal): Promise<ListResponse<AlertsByKind[K]>>;
  /** GET {kind}/template: the upload template (XLSX), saved unless `options.save` is false. */
  uploadTemplate(kind: UploadKind, options?: DownloadOptions): Promise<DownloadResult>;
  /** POST {kind}/upload/preview (multipart): what each row of the file would do; nothing is written. */
  previewUpload(kind: UploadKind, file: Blob, options?: UploadOptions, signal?: AbortSignal): Promise<UploadPreview>;
  /** POST {kind}/upload (multipart): the upload, accepted as PENDING; a refusal (400, 413) rejects with ApiError. */
  upload(kind: UploadKind, file: Blob, options?: UploadOptions): Promise<UploadAnswer>;
  /** GET {kind}/uploads: one page of the upload history. */
  uploads(kind: UploadKind, query: UploadQuery, signal?: AbortSignal): Promise<ListResponse<UploadRecord>>;
  /** GET {kind}/uploads/{id}: the result file of a COMPLETED upload, saved unless `options.save` is false. */
  uploadResult(kind: UploadKind, externalId: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** GET events: calls `onChange` with the lists other users change, until `options.signal` aborts (calls/events.ts). */
  watchChanges(handlers: WatchChangesHandlers, options: WatchChangesOptions): Promise<void>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  return {
    request: transport.request,
    get: transport.get,
    post: transport.post,
    put: transport.put,
    download: transport.download,
    stream: transport.stream,
    watchChanges: (handlers, watchOptions) => events.watchChanges(transport, handlers, watchOptions),
    async login(credentials, signal) {
      const response = await session.login(transport, credentials, signal);
      if (response.success) transport.resetUnauthorized();
      return response;
    },
    logout: () => session.logout(transport),
    ssoProviders: (signal) => session.ssoProviders(transport, signal),
    async ssoTicket(body, signal) {
      const response = await session.ssoTicket(transport, body, signal);
      if (response.success) transport.resetUnauthorized();
      return response;
    },
    forgot: (body, signal) => session.forgot(transport, body, signal),
    checkReset: (recoveryId, messageId, signal) => session.checkReset(transport, recoveryId, messageId, signal),
    reset: (recoveryId, messageId, body, signal) => session.reset(transport, recoveryId, messageId, body, signal),
    profile: (signal) => session.profile(transport, signal),
    enterprises: (signal) => reference.enterprises(transport, signal),
    facilitiesDd: (signal) => reference.facilitiesDd(transport, signal),
    contractsDd: (signal) => reference.contractsDd(transport, signal),
    modelsDd: (signal) => reference.modelsDd(transport, signal),
    productsDd: (signal) => reference.productsDd(transport, signal),
    accountsDd: (signal) => reference.accountsDd(transport, signal),
    usersDd: (signal) => reference.usersDd(transport, signal),
    roles: (signal) => reference.roles(transport, signal),
    locationsDd: (signal) => reference.locationsDd(transport, signal),
    locationGroups: (signal) => reference.locationGroups(transport, signal),
    picklistsAll: (signal) => reference.picklistsAll(transport, signal),
    loadReferenceList: (name, signal) => reference.loadReferenceList(transport, name, signal),
    loadReferenceLists: (signal) => reference.loadReferenceLists(transport, signal),
    list: (resource, query, signal) => listing.list(transport, resource, query, signal),
    exists: (resource, params, signal) => listing.exists(transport, resource, params, signal),
    save: (resource, form, id) => listing.save(transport, resource, form, id),
    entityAction: (resource, id, action) => listing.entityAction(transport, resource, id, action),
    item: (resource, id) => listing.item(transport, resource, id),
    exportList: (resource, format, query, options) => listing.exportList(transport, resource, format, query, options),
    usersMono: (id, signal) => admin.usersMono(transport, id, signal),
    resetUserPassword: (id, body) => admin.resetUserPassword(transport, id, body),
    usersAssignables: (signal) => admin.usersAssignables(transport, signal),
    permissionsList: (signal) => admin.permissionsList(transport, signal),
    grantRole: (cellExternalId, options) => admin.grantRole(transport, cellExternalId, options),
    denyRole: (cellExternalId, options) => admin.denyRole(transport, cellExternalId, options),
    saveProfile: (body) => admin.saveProfile(transport, body),
    mfaStatus: (signal) => security.mfaStatus(transport, signal),
    mfaStart: (body) => security.mfaStart(transport, body),
    mfaConfirm: (body) => security.mfaConfirm(transport, body),
    mfaDisable: (body) => security.mfaDisable(transport, body),
    sessions: (userId, signal) => security.sessions(transport, userId, signal),
    endSession: (sessionId, userId) => security.endSession(transport, sessionId, userId),
    endOtherSessions: (body) => security.endOtherSessions(transport, body),
    resetUserMfa: (userId) => security.resetUserMfa(transport, userId),
    facilityDetails: (id, signal) => facilities.facilityDetails(transport, id, signal),
    accountDetails: (id, signal) => facilities.accountDetails(transport, id, signal),
    accountTimezones: (signal) => facilities.accountTimezones(transport, signal),
    accountUsers: (id, signal) => facilities.accountUsers(transport, id, signal),
    allocateAccountUsers: (id, users) => facilities.allocateAccountUsers(transport, id, users),
    accountAssignables: (id, signal) => facilities.accountAssignables(transport, id, signal),
    accountLocations: (id, signal) => facilities.accountLocations(transport, id, signal),
    locationBarcode: (id, signal) => facilities.locationBarcode(transport, id, signal),
    locationPar: (id, signal) => facilities.locationPar(transport, id, signal),
    saveLocationPar: (id, body) => facilities.saveLocationPar(transport, id, body),
    assetBySerialNumber: (serialNumber, signal) => assets.assetBySerialNumber(transport, serialNumber, signal),
    assetsDd: (query, signal) => assets.assetsDd(transport, query, signal),
    searchDd: (name, query, signal) => searchDd(transport, name, query, signal),
    accountModels: (accountId, signal) => assets.accountModels(transport, accountId, signal),
    productivitySingle: (query, signal) => assets.productivitySingle(transport, query, signal),
    productivityTypes: (signal) => assets.productivityTypes(transport, signal),
    productivityExport: (format, query, options) => assets.productivityExport(transport, format, query, options),
    exportRequests: (kind, signal) => exportRequestCalls.exportRequests(transport, kind, signal),
    issueExportRequest: (kind, query) => exportRequestCalls.issueExportRequest(transport, kind, query),
    exportRequestFile: (kind, externalId, options) => exportRequestCalls.exportRequestFile(transport, kind, externalId, options),
    assetStat: (stat, query, signal) => dashboard.assetStat(transport, stat, query, signal),
    orderStat: (stat, query, signal) => dashboard.orderStat(transport, stat, query, signal),
    utilizationTrends: (query, signal) => trends.utilizationTrends(transport, query, signal),
    utilizationRows: (query, resource, signal) => reports.utilizationRows(transport, query, resource, signal),
    utilizationTotals: (query, resource, signal) => reports.utilizationTotals(transport, query, resource, signal),
    utilizationPage: (query, resource, signal) => reports.utilizationPage(transport, query, resource, signal),
    dashboardView: (name, signal) => reports.dashboardView(transport, name, signal),
    metricDetailsExport: (detailsUri, format, query, options) => reports.metricDetailsExport(transport, detailsUri, format, query, options),
    assignOrder: (orderId, userId) => orders.assignOrder(transport, orderId, userId),
    orderAction: (orderId, action) => orders.orderAction(transport, orderId, action),
    orderSignature: (orderId, signal) => orders.orderSignature(transport, orderId, signal),
    orderCompletion: (orderId, signal) => orders.orderCompletion(transport, orderId, signal),
    visitTasks: (visitId, signal) => visits.visitTasks(transport, visitId, signal),
    alerts: (kind, query, signal) => alertCalls.alerts(transport, kind, query, signal),
    stockStatus: (query, signal) => stock.stockStatus(transport, query, signal),
    stockDetails: (query, signal) => stock.stockDetails(transport, query, signal),
    uploadTemplate: (kind, options) => uploadCalls.uploadTemplate(transport, kind, options),
    previewUpload: (kind, file, options, signal) => uploadCalls.previewUpload(transport, kind, file, options, signal),
    upload: (kind, file, options) => uploadCalls.upload(transport, kind, file, options),
    uploads: (kind, query, signal) => uploadCalls.uploads(transport, kind, query, signal),
    uploadResult: (kind, externalId, options) => uploadCalls.uploadResult(transport, kind, externalId, options),
  };
}
