/** Enumerations of the spec (spec 1 §3-§4, spec 2 §4, spec 3 §4). */
export {
  ENTITY_STATUSES,
  PERMISSION_TYPES,
  PERMISSION_CONTEXTS,
  PERMISSION_PLATFORMS,
  ROLE_IDENTIFIERS,
} from '@equipdesk/permissions';
export type {
  EntityStatus,
  PermissionType,
  PermissionContext,
  PermissionPlatform,
  RoleIdentifier,
} from '@equipdesk/permissions';

export const AUTH_STATUSES = ['', 'LOADING', 'SUCCESS', 'FAILURE', 'FAILED'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

export const USER_TYPES = ['A2', 'CAPITAL', 'BOTH'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const BROADCAST_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type BroadcastType = (typeof BROADCAST_TYPES)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const APPLY_STATUSES = ['OK', 'PARTIAL', 'FAILED'] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

export const PICKLIST_TYPES = [
  'BusinessType',
  'ContractType',
  'FacilityType',
  'LocationType',
  'ServiceOrderNature',
  'ServiceOrderType',
  'ServiceType',
  'UserAllocationType',
  'UtilizationCategory',
  'UtilizationStatus',
] as const;
export type PicklistType = (typeof PICKLIST_TYPES)[number];

export const VISIT_FREQUENCIES = ['ONE_TIME', 'DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY'] as const;
export type VisitFrequency = (typeof VISIT_FREQUENCIES)[number];

/** Minimum gap between start and end of a recurring visit (spec 2 §5). */
export const VISIT_MIN_GAP: Readonly<Record<Exclude<VisitFrequency, 'ONE_TIME'>, { amount: number; unit: 'days' | 'months' }>> = {
  DAILY: { amount: 1, unit: 'days' },
  WEEKLY: { amount: 7, unit: 'days' },
  MONTHLY: { amount: 1, unit: 'months' },
  QUARTERLY: { amount: 3, unit: 'months' },
  HALF_YEARLY: { amount: 6, unit: 'months' },
  YEARLY: { amount: 12, unit: 'months' },
};

export const TREND_PERIODS = [
  'PAST HOUR',
  'PAST 2 HOURS',
  'PAST 4 HOURS',
  'PAST 8 HOURS',
  'PAST 12 HOURS',
  'PAST 24 HOURS',
  'PAST 3 DAYS',
  'PAST WEEK',
  'PAST 2 WEEKS',
  'PAST 30 DAYS',
  'PAST 45 DAYS',
  'PAST 60 DAYS',
  'PAST 75 DAYS',
  'PAST 90 DAYS',
  'PAST 6 MONTHS',
  'PAST YEAR',
  'OVERALL',
  'CUSTOM',
] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const DEFAULT_TREND_PERIOD: TrendPeriod = 'PAST 30 DAYS';

export const UTILIZATION_STATUSES = [
  'DECON',
  'INVENTORY',
  'SOILED',
  'STAND BY',
  'PAR',
  'CLINICAL NEED',
  'OFF SITE',
  'INACTIVATED',
  'LOST',
  'BROKEN / AM',
  'EDUCATION',
  'UNKNOWN',
  'IN USE',
  'BIOMED',
  'MOVE',
] as const;
export type UtilizationStatus = (typeof UTILIZATION_STATUSES)[number];

export const ORDER_STATUSES = ['UNASSIGNED', 'ASSIGNED', 'COMPLETED', 'PARTIAL', 'CANCELLED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['STANDARD', 'STAT', 'CUSTOM'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** DELIVERY is named by the spec; the removal nature's value is not, REMOVAL is our choice. */
export const ORDER_NATURES = ['DELIVERY', 'REMOVAL'] as const;
export type OrderNature = (typeof ORDER_NATURES)[number];

export const UPLOAD_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const EXPORT_REQUEST_STATUSES = ['REQUESTED', 'ACCEPTED', 'PROCESSING', 'COMPLETED'] as const;
export type ExportRequestStatus = (typeof EXPORT_REQUEST_STATUSES)[number];

export const COMMISSION_STATUSES = ['ALL', 'COMMISSIONED', 'UNCOMMISSIONED'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const PENDING_FILTERS = ['ALL', 'PENDING ONLY'] as const;
export type PendingFilter = (typeof PENDING_FILTERS)[number];

export const ASSET_AVAILABILITIES = ['AVAILABLE', 'TRANSITION', 'UNKNOWN', 'UTILIZED'] as const;
export type AssetAvailability = (typeof ASSET_AVAILABILITIES)[number];

export const VERIFICATION_BUCKETS = [
  'this week',
  'this month',
  'this quarter',
  'within six months',
  'more than six months',
  'more than a year',
  'not scanned',
] as const;
export type VerificationBucket = (typeof VERIFICATION_BUCKETS)[number];

/** Upload reset options (spec 3 §7 POST assets/upload flags). */
export const ASSET_UPLOAD_FLAGS = [
  'mustUpdateStatus',
  'mustUpdateCustomerAssetNumber',
  'mustUpdateNotes',
  'mustUpdateUtilizationStatus',
  'mustUpdateBusinessType',
  'mustUpdateServiceType',
  'mustUpdateTags',
  'mustUpdatePreventiveMaintainenceDate',
  'mustUpdatePurchaseDate',
  'mustUpdateEquipmentStatus',
  'mustUpdateProduct',
  'mustUpdateContract',
  'mustUpdateAccount',
  'mustUpdateLocation',
  'mustUpdateModel',
  'mustUpdateManufacturerSerialNumber',
] as const;
export type AssetUploadFlag = (typeof ASSET_UPLOAD_FLAGS)[number];
