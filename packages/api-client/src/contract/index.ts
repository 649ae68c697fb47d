/**
 * @equipdesk/api-client/contract: the types, enums, constants, messages and validation schemas of
 * the EquipDesk API. No React, no fetch: the server and the console both import it.
 */
export {
  CLIENT_VERSION, API_BASE_PATH, AUTH_HEADER, PAGE_SIZES, DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZE, LAZY_DROPDOWN_LIMIT,
  ASSET_SEARCH_PAGE_SIZE, ASSET_PICKER_LIMIT, LIST_COUNT_EXACT_UP_TO, DDLIST_PAGE_SIZE, PICKER_SEARCH_DEBOUNCE_MS, BROADCAST_TOAST_MS,
  VALIDATION_TOAST_MS, SUCCESS_TOAST_MS,
  ALERT_AUTO_DISMISS_MS, EXPORT_REQUEST_TOAST_MS, EXPORT_LIST_REFRESH_MS, NAME_MAX, PASSWORD_MIN, PASSWORD_MAX,
  USERNAME_MIN, GROUP_NAME_MAX, ACCOUNT_NO_MAX_DIGITS, CONTRACT_NO_MAX_DIGITS, LOCATION_NAME_MAX, POWER_LEVEL_MIN,
  POWER_LEVEL_MAX, POWER_LEVEL_STEP, POWER_LEVEL_DEFAULT, DEFAULT_FACILITY_TYPE, ACCOUNT_DEFAULTS, MINUTES_PER_DAY,
  MINUTES_PER_HOUR, SERIAL_NUMBER_MAX, RFID_TAG_LENGTH, DELIVER_TO_MAX, PICKLIST_VALUE_MAX, MODEL_CODE_MAX,
  MODEL_FAMILY_MAX, MODEL_GROUP_MAX, MODEL_DESCRIPTION_MAX, ITEM_CODE_MAX, ITEM_DESCRIPTION_MAX,
  CUSTOM_COMPLETION_MINUTES_MIN, ORDER_ITEM_QUANTITY_MIN, EXPORT_REQUEST_NAME_MAX, EXPORT_DEFAULT_START_TIME,
  EXPORT_DEFAULT_END_TIME, TREND_CHART_WIDTH, TREND_CHART_HEIGHT, COMMISSIONED_GAUGE_THRESHOLDS, DASHBOARD_TOP_GROUPS,
  DASHBOARD_FILTER_FLAG_DELAY_MS, DATE_DISPLAY_FORMAT, PM_DAILY_LOAD_USER, LIVE_LISTS, SESSION_END_REASONS,
  SESSION_ENDED_EVENT,
} from './constants';
export type { PageSize, LiveList, SessionEndReason } from './constants';
export {
  ENTITY_STATUSES, PERMISSION_TYPES, PERMISSION_CONTEXTS, PERMISSION_PLATFORMS, ROLE_IDENTIFIERS, AUTH_STATUSES,
  USER_TYPES, BROADCAST_TYPES, SORT_DIRECTIONS, APPLY_STATUSES, PICKLIST_TYPES, VISIT_FREQUENCIES, VISIT_MIN_GAP,
  TREND_PERIODS, DEFAULT_TREND_PERIOD, UTILIZATION_STATUSES, ORDER_STATUSES, ORDER_TYPES, ORDER_NATURES,
  UPLOAD_STATUSES, EXPORT_REQUEST_STATUSES, COMMISSION_STATUSES, PENDING_FILTERS, ASSET_AVAILABILITIES,
  VERIFICATION_BUCKETS, ASSET_UPLOAD_FLAGS,
} from './enums';
export type {
  EntityStatus, PermissionType, PermissionContext, PermissionPlatform, RoleIdentifier, AuthStatus, UserType,
  BroadcastType, SortDirection, ApplyStatus, PicklistType, VisitFrequency, TrendPeriod, UtilizationStatus, OrderStatus,
  OrderType, OrderNature, UploadStatus, ExportRequestStatus, CommissionStatus, PendingFilter, AssetAvailability,
  VerificationBucket, AssetUploadFlag,
} from './enums';
export { MESSAGES, formatMessage } from './messages';
export { SIGN_IN_MESSAGES } from './signInMessages';
export type { MessageKey } from './messages';
export { isSaveOk } from './envelopes';
export type {
  ListResponse, SaveResponse, ActionResponse, ResultResponse, ExistsResponse, FieldError, ErrorResponse, ListQuery,
  Audited,
} from './envelopes';
export {
  PASSWORD_SPECIALS, meetsPasswordPolicy, loginSchema, forgotSchema, newPasswordSchema, userPasswordSchema,
  resetPasswordSchema, changePasswordSchema,
} from './auth';
export type {
  LoginRequest, ForgotRequest, ResetPasswordForm, ChangePasswordForm, PasswordBody, Broadcast, SessionUser,
  LoginResponse, ForgotResponse, ResetCheckResponse,
} from './auth';
export { ssoTicketSchema } from './sso';
export { SSO_TICKET_KEY, SSO_ERROR_KEY, SSO_ERRORS, SSO_TICKET_INVALID_MESSAGE, SSO_MESSAGES, SSO_PROVIDER_KEY, isSsoErrorCode } from './ssoKeys';
export type { SsoProvider, SsoProvidersResponse, SsoTicketRequest, LogoutResponse } from './sso';
export type { SsoErrorCode } from './ssoKeys';
export { SESSION_MESSAGES, endOtherSessionsSchema } from './sessions';
export type { UserSession, UserSessionsResponse, EndOtherSessionsBody } from './sessions';
export { MFA_CODE_DIGITS, MFA_RECOVERY_CODE_COUNT, MFA_MESSAGES } from './mfaMessages';
export { mfaCodeSchema, mfaCodeBodySchema, mfaStartSchema } from './mfa';
export type {
  MfaStartBody, MfaCodeBody, MfaStatus, MfaStatusResponse, MfaEnrolment, MfaEnrolmentResponse, MfaConfirmResponse,
} from './mfa';
export type {
  Enterprise, Role, UserAccountRef, UserForm, User, UserLite, PermissionRoleCell, Permission, PermissionForm,
  UserFlagKey,
} from './admin';
export { USER_FLAGS, userFlagLabels } from './admin';
export {
  userFormSchema, userProfileSchema, profileFormSchema, userResetPasswordSchema, enterpriseFormSchema, roleFormSchema,
  permissionFormSchema, permissionCellToggleSchema,
} from './adminSchemas';
export type {
  UserFormMode, UserFormOutput, UserProfileForm, ProfileForm, UserResetPasswordForm, EnterpriseForm, RoleForm,
  PermissionFormInput, PermissionCellToggle,
} from './adminSchemas';
export {
  LOCATION_RANGE_MAX, POWER_LEVEL_OPTIONS, facilityFormSchema, accountFormSchema, contractFormSchema,
  locationFormSchema, parEntrySchema, parDefinitionSchema, parseLocationNames, expandLocationNames,
} from './facilitySchemas';
export type {
  FacilityFormInput, FacilityFormOutput, AccountFormInput, AccountFormOutput, ContractFormInput, ContractFormOutput,
  LocationFormInput, LocationFormOutput, ParEntryInput, ParDefinitionInput, ParDefinitionOutput,
} from './facilitySchemas';
export { REFERENCE_LIST_NAMES } from './reference';
export type {
  DdItem, EnterpriseDdItem, FacilityDdItem, AccountDdItem, ContractDdItem, ModelDdItem, ProductDdItem, UserDdItem,
  RoleDdItem, LocationDdItem, PicklistGroups, ReferenceLists, ReferenceListName,
} from './reference';
export type { PicklistValue, PicklistValueForm, PicklistValueQuery } from './picklists';
export type {
  Facility, FacilityForm, FacilityDetails, FacilityQuery, Account, AccountForm, AccountDetails, AccountUser,
  AccountUsersBody, TimeZoneName, AccountQuery, Contract, ContractForm, ContractQuery, Location, LocationForm,
  LocationQuery, ParEntry, ParDefinition,
} from './facilities';
export { ALERT_STATUSES, UNRESOLVED_ALERT_STATUSES, ALERT_KINDS, ALERT_DEFAULT_SORTS } from './tasks';
export type {
  AlertStatus, AlertKind, OrderAlert, PmAlert, ParAlert, ParAlertEntry, Alert, AlertQuery, VisitDefinition, VisitForm,
  TaskStatus, VisitTask, VisitQuery, VisitTaskStatus,
} from './tasks';
export { VISIT_TASK_STATUSES } from './tasks';
export {
  VISIT_LOCATIONS_MAX, VISIT_NAME_MAX, isRecurringVisit, visitOccurrence, visitMinimumEnd, visitGapMessage,
  visitNameOf, localDay, localTime, localDateTime, visitFieldsSchema, visitFieldsSchemaAt, visitFormSchemaAt,
} from './visitSchemas';
export type { KeptVisitTimes, VisitFieldsInput, VisitFormOutput } from './visitSchemas';
export {
  UTILIZATION_ROLL_UP_FIELDS, STOCK_DETAILS_LIMIT, PAR_LEVEL_LABELS, parLevelState, trendCategoryOf, trendWindow,
  UTILIZATION_COLUMNS, UTILIZATION_SORT_KEYS, UTILIZATION_DEFAULT_SORT, utilizationPercentage,
  formatUtilizationPercentage, parseMetricViewConfig,
} from './reports';
export type {
  TrendWindow, UtilizationSummaryItem, UtilizationSummaryQuery, UtilizationRollUpField, UtilizationMetricRow,
  UtilizationTotalRow, UtilizationListRow, UtilizationMetricQuery, UtilizationColumnId, MetricViewConfig, StockRow,
  StockAsset, StockQuery, StockDetailsQuery, ParLevelState, DashboardView,
} from './reports';
export type {
  AssetModelRef, AssetProductRef, AssetAccountRef, AssetErpOwnerRef, AssetContractRef, AssetLocationRef, Asset,
  AssetForm, AssetQuery, AssetDdItem, ProductivityRow, ProductivityQuery, ProductivityExportQuery,
  ProductivityChangeType, ProductivityChangeStatus,
} from './assets';
export { PRODUCTIVITY_CHANGE_TYPES } from './assets';
export { ASSET_TEXT_MAX, ASSET_TAGS_MAX, assetFormSchema, assetFormSchemaAt } from './assetSchemas';
export type { AssetFormInput, AssetFormOutput } from './assetSchemas';
export type { Model, ModelForm, ModelQuery, Product, ProductForm, ProductQuery } from './catalogue';
export {
  PICKLIST_LABEL_MAX, SYNC_URI_MAX, SYNC_DESCRIPTION_MAX, SYNC_DDL_MAX, SYNC_NAME_MAX, SYNC_ATTRIBUTES_MAX,
  SYNC_RELATIONS_MAX, modelFormSchema, productFormSchema, picklistValueFormSchema, syncConfigFormSchema,
  syncConfigEditSchema, snakeCase, parseRelations,
} from './catalogueSchemas';
export type {
  ModelFormInput, ModelFormOutput, ProductFormInput, ProductFormOutput, PicklistValueFormInput,
  PicklistValueFormOutput, SyncConfigFormInput, SyncConfigFormOutput, SyncAttributeRow, SyncConfigEditInput,
} from './catalogueSchemas';
export { ORDER_ACTIONS, ORDER_TRANSITIONS, isOrderEditable, isOrderFulfilled, orderActionApplies } from './orders';
export {
  ORDER_REMARKS_MAX, ORDER_ITEM_REMARKS_MAX, ORDER_ITEMS_MAX, COMPLETION_MINUTES_MAX, hasOwnCompletionMinutes,
  orderItemSchema, orderFormSchema, assignOrderSchema,
} from './orderSchemas';
export type { OrderItemInput, OrderItemOutput, OrderFormInput, OrderFormOutput, AssignOrderForm } from './orderSchemas';
export type {
  OrderItem, Order, OrderForm, OrderCompletionItem, OrderSignature, OrderAction, OrderQuery,
} from './orders';
export {
  UPLOAD_KINDS, UPLOAD_FILE_PARTS, UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS, UPLOAD_ACCEPT, UPLOAD_COLUMNS,
  UPLOAD_ROW_OUTCOMES, UPLOAD_PREVIEW_ROWS, ASSET_UPLOAD_FLAG_LABELS,
} from './uploads';
export type {
  UploadKind, UploadRecord, UploadQuery, UploadColumn, UploadRowOutcome, UploadPreviewOutcome, UploadPreviewRow,
  UploadPreview, UploadAccepted,
} from './uploads';
export {
  EXPORT_REQUEST_KINDS, EXPORT_TIME_ZONE_PARAM, DEFAULT_EXPORT_TIME_ZONE, MAX_TIME_ZONE_LENGTH,
  UTILIZATION_ADDITIONAL_FIELDS, ONGOING_EXPORT_REQUEST_STATUSES, isOngoingExportRequest,
} from './exports';
export type {
  UtilizationAdditionalField, ExportRequestKind, ExportRequest, ExportRequestAccepted, ProductivityExportRequestQuery,
  UtilizationExportRequestQuery,
} from './exports';
export type { SyncMappings, SyncConfig, SyncConfigForm, SyncConfigQuery } from './sync';
export {
  ORDER_STATS, ORDER_STATS_HOURS, ORDER_TIME_GAP, ORDER_STATS_TOP_GROUPS, NO_DELIVERY_LOCATION,
  DELIVERED_ORDER_STATUSES, ORDER_COMPLIANCES, ASSET_STATS, AVAILABILITY_OF_STATUS, availabilityOfStatus,
  statusesOfAvailability, VERIFICATION_BUCKET_DAYS, NO_PATIENT_CARE_UNIT,
} from './dashboard';
export type {
  DashboardQuery, OrderStat, AssetStat, OrderStatistic, OrderStatsResponse, OrderCompliance, CommissionedStatistic,
  AssetStatistic,
} from './dashboard';
export type { PermissionEntry } from '@equipdesk/permissions';

export { maxLengthOf } from './fieldLimits';
export {
  AUDIT_ACTIONS, AUDIT_SYSTEM_ACTOR, AUDIT_SECRET_VALUE, AUDIT_DEFAULT_RETENTION_DAYS, AUDIT_SORT_KEYS, AUDIT_MESSAGES,
} from './audit';
export type {
  AuditAction, AuditArchive, AuditFieldChange, AuditEvent, AuditSortKey, AuditQuery, AuditVerification,
} from './audit';
