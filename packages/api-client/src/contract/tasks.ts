/** Alerts, visit definitions and their tasks (spec 2 §2 "Alert listings", "Visit Definitions", §3, §7). */
import type { Audited, ListQuery } from './envelopes';
import type { EntityStatus, OrderNature, OrderType, VisitFrequency } from './enums';
import type { ParEntry } from './facilities';

/**
 * Alert status values (not given by the spec; docs/DECISIONS.md "Alerts"): an alert is raised OPEN, may be
 * ACKNOWLEDGED, and is RESOLVED when its condition no longer holds.
 */
export const ALERT_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** The statuses of an alert that still needs attention: the console's default Status filter. */
export const UNRESOLVED_ALERT_STATUSES: readonly AlertStatus[] = ['OPEN', 'ACKNOWLEDGED'];

/** The three alert listings, as their paths name them: POST alerts/{kind}/flux. */
export const ALERT_KINDS = ['orders', 'pm', 'par'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Default sort of each listing (spec 2 §9: order alerts by created time, descending; the order's, the only created
 * time the listing shows). PM alerts: the soonest due first; PAR alerts: the newest first.
 */
export const ALERT_DEFAULT_SORTS: Readonly<Record<AlertKind, { sortBy: string; sortDirection: 'asc' | 'desc' }>> = {
  orders: { sortBy: 'order.createdTimestamp', sortDirection: 'desc' },
  pm: { sortBy: 'pmDueDate', sortDirection: 'asc' },
  par: { sortBy: 'createdTimestamp', sortDirection: 'desc' },
};

interface AlertBase extends Audited {
  externalId: string;
  alertStatus: AlertStatus;
  message: string;
  /** Account name as the listings show it. */
  account: string;
  accountExternalId?: string;
  createdTimestamp: string;
}

export interface OrderAlert extends AlertBase {
  order: {
    externalId?: string;
    orderNumber: string;
    nature: OrderNature | string;
    type: OrderType | string;
    createdBy: string | null;
    createdTimestamp: string;
    promisedTime: string | null;
  };
}

export interface PmAlert extends AlertBase {
  asset: {
    externalId?: string;
    serialNumber: string;
    /** Model code. */
    model: string;
    /** Product item code. */
    product: string | null;
  };
  pmDueDate: string | null;
}

export interface ParAlert extends AlertBase {
  /** Location name. */
  location: string;
  locationExternalId?: string;
  /** The par violations: the definition entries and the count found. */
  entries: ParAlertEntry[];
}

/** One violated entry of a location's par definition: its model, min and max, and the ACTIVE assets counted there. */
export type ParAlertEntry = ParEntry & { stockQuantity?: number };

export type Alert = OrderAlert | PmAlert | ParAlert;

/** Body of POST alerts/{orders|pm|par}/flux. */
export interface AlertQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
}

export interface VisitDefinition extends Audited {
  externalId: string;
  /** The executive's username. */
  executive: string;
  executiveName?: string | null;
  name: string;
  /** Facility externalId. */
  facility: string;
  /** Account externalId. */
  account: string;
  accountName?: string | null;
  /** Location externalIds. */
  locations: string[];
  locationNames?: string[];
  frequency: VisitFrequency;
  startTimestamp: string;
  endTimestamp: string | null;
  status: EntityStatus;
}

/** PUT visits, POST visits/{externalId}; timestamps in UTC, name generated when empty. */
export interface VisitForm {
  externalId?: string;
  executive: string;
  name?: string;
  facility?: string;
  account: string;
  locations: string[];
  frequency: VisitFrequency;
  startTimestamp: string;
  endTimestamp?: string | null;
}

/** Task status values are not given by the spec. */
export type TaskStatus = string;

/** The statuses a visit's task takes (docs/DECISIONS.md): PENDING until done, MISSED once its visit timeout passed. */
export const VISIT_TASK_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'MISSED'] as const;
export type VisitTaskStatus = (typeof VISIT_TASK_STATUSES)[number];

/** GET visits/{externalId}/tasks. */
export interface VisitTask {
  externalId?: string;
  createdTimestamp: string;
  dueTimestamp: string;
  taskStatus: TaskStatus;
}

export interface VisitQuery extends ListQuery {
  facilities?: string[];
  accounts?: string[];
  locations?: string[];
  users?: string[];
}
