/** Business constants and limits of the whole spec (spec 1 §9, spec 2 §9, spec 3 §9). */

/** Version shown in Help → About. */
export const CLIENT_VERSION = '1.99.212';
export const API_BASE_PATH = '/api';
export const AUTH_HEADER = 'X-Auth-Token';

export const PAGE_SIZES = [50, 100, 200, 500, 1000] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;
/** Enterprises and roles list 100 rows a page. */
export const ADMIN_PAGE_SIZE: PageSize = 100;

export const LAZY_DROPDOWN_LIMIT = 20;
export const ASSET_SEARCH_PAGE_SIZE = 500;
export const ASSET_PICKER_LIMIT = 300;
/**
 * A list counts the rows that match exactly up to this many; above, its count is the database's estimate and says so
 * (`countEstimated`), and the toolbar reads "of about …". Counting a million rows took longer than the page itself.
 */
export const LIST_COUNT_EXACT_UP_TO = 10_000;
/** The largest page a ddlist answers, and the one page a list that grows with the site (locations, accounts, users) answers unasked. */
export const DDLIST_PAGE_SIZE = 500;
/** How long a picker waits after the last key before it searches the server. */
export const PICKER_SEARCH_DEBOUNCE_MS = 250;

export const BROADCAST_TOAST_MS = 300_000;
export const VALIDATION_TOAST_MS = 5_000;
export const SUCCESS_TOAST_MS = 1_500;
export const ALERT_AUTO_DISMISS_MS = 5_000;
export const EXPORT_REQUEST_TOAST_MS = 5_000;
export const EXPORT_LIST_REFRESH_MS = 60_000;

export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const USERNAME_MIN = 4;
export const GROUP_NAME_MAX = 20;
export const ACCOUNT_NO_MAX_DIGITS = 10;
export const CONTRACT_NO_MAX_DIGITS = 10;
export const LOCATION_NAME_MAX = 100;
export const POWER_LEVEL_MIN = 0;
export const POWER_LEVEL_MAX = 300;
export const POWER_LEVEL_STEP = 5;
export const POWER_LEVEL_DEFAULT = 300;
export const DEFAULT_FACILITY_TYPE = 'A2';

export const ACCOUNT_DEFAULTS = {
  pmAlertsDurationDays: 30,
  visitTimeoutHours: 6,
  statTimeMinutes: 120,
  standardTimeMinutes: 300,
  sendLateOrderAlerts: false,
  sendDelayedOrderAlerts: false,
  moveAssets: false,
  moveLocations: false,
} as const;
export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_HOUR = 60;

export const SERIAL_NUMBER_MAX = 100;
export const RFID_TAG_LENGTH = 24;
export const DELIVER_TO_MAX = 100;
export const PICKLIST_VALUE_MAX = 100;
export const MODEL_CODE_MAX = 50;
export const MODEL_FAMILY_MAX = 50;
export const MODEL_GROUP_MAX = 50;
export const MODEL_DESCRIPTION_MAX = 250;
export const ITEM_CODE_MAX = 100;
export const ITEM_DESCRIPTION_MAX = 100;
export const CUSTOM_COMPLETION_MINUTES_MIN = 5;
export const ORDER_ITEM_QUANTITY_MIN = 1;
export const EXPORT_REQUEST_NAME_MAX = 250;
export const EXPORT_DEFAULT_START_TIME = '00:00:00';
export const EXPORT_DEFAULT_END_TIME = '23:59:59';

export const TREND_CHART_WIDTH = 1600;
export const TREND_CHART_HEIGHT = 800;
export const COMMISSIONED_GAUGE_THRESHOLDS = [33, 66, 100] as const;
export const DASHBOARD_TOP_GROUPS = 5;
export const DASHBOARD_FILTER_FLAG_DELAY_MS = 3_000;

/** Date display format in local time; filters travel as UTC. */
export const DATE_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Shown for an asset upload that has no user. */
export const PM_DAILY_LOAD_USER = 'PM DAILY LOAD';

/**
 * The lists whose changes the server announces to open consoles (`GET events`): a console refetches them when
 * another user changes them, and on window focus while the notices are away.
 */
export const LIVE_LISTS = ['orders', 'alerts/orders', 'alerts/pm', 'alerts/par', 'visits', 'assets/uploads', 'locations/uploads', 'accounts/uploads', 'assets/productivity/history', 'assets/utilization/history'] as const;
export type LiveList = (typeof LIVE_LISTS)[number];

/**
 * Why a session ended, as the console says it: `signed-out` (its token was revoked: signed out in another tab or
 * window, a password reset), `deactivated` (the user may no longer sign in: deactivated, removed, disabled, locked or
 * expired), `expired` (idle or at its absolute limit), `ended` (a call was refused with 401, the reason unknown).
 * The server's `session-ended` event (GET events) names one of the first three.
 */
export const SESSION_END_REASONS = ['signed-out', 'deactivated', 'expired', 'ended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The event of GET events that ends a stream whose session ended, with `{"reason": SessionEndReason}`. */
export const SESSION_ENDED_EVENT = 'session-ended';
