/** What a page declares to the ListingPage: its columns' neighbours (filters, forms, row actions, details). */
import type { ReactNode } from 'react';
import type { DataTableColumn, EntityCustomAction } from '@equipdesk/ui';
import type { ExportFormat } from '@equipdesk/api-client';
import type { EntityStatus, ListQuery, ListResponse, ReferenceListName } from '@equipdesk/api-client/contract';
import type { Action } from '@equipdesk/permissions';
import type { ListFilters, ListSort } from './useListState';
import type { PickerNarrowing, PickerSource } from './ServerPicker';

export interface ListingOption {
  value: string;
  label: string;
}

/** A multi-select filter of the panel; its id is the query parameter (`statuses`, `roles`). */
export interface ListingFilter {
  id: string;
  label: string;
  options: readonly ListingOption[];
  /**
   * Searched on the server as the user types instead of offered whole (locations, accounts, users: lists too large to
   * keep for the session); `options` is then empty and the chips name the chosen values by one read. @default undefined
   */
  source?: PickerSource<{ externalId: string }>;
  /** Keeps a searched filter to part of its list (the locations of the chosen facilities). @default undefined */
  narrow?: PickerNarrowing;
  /** One value at a time (ALL / PENDING ONLY): a single-choice select instead of a multi-select. @default false */
  single?: boolean;
  /**
   * A date and time instead of options (a report's start or end): picked in local time, sent in UTC as
   * `YYYY-MM-DDTHH:mm:ss` (spec 3 §7 trims the last five characters of ISO timestamps). `end` offers no time
   * before the start. @default undefined (a select)
   */
  dateTime?: 'start' | 'end';
}

/** A read-only panel under a row (a report's details, the assets behind a stock row). */
export interface ListingDetails<T> {
  /** The panel's content. */
  render(row: T): ReactNode;
  /** What the panel shows, in lower case: `assets of ICU Storage` (the toggle reads "Show assets of ICU Storage"). */
  label(row: T): string;
  /** Header of the toggle's column. @default 'Details' */
  header?: string;
}

/** What the page's inline form receives. */
export interface ListingFormProps<T> {
  /** The row being edited; null when adding. */
  row: T | null;
  /** After a successful save: refreshes the list and closes the form. */
  onSaved(): void;
  onCancel(): void;
  /** NEW when adding, EDIT when editing (DETAILS alone opens the form read-only). */
  canSave: boolean;
  /** Values an add form starts from, handed to `tools.startAdd` (a sub-location's parent). */
  initial?: Partial<T>;
  /** The user chose Restore on the list's draft offer: the form puts its kept draft in at once (useDraft). */
  restoreDraft?: boolean;
}

/** What a page's row actions may ask of the listing. */
export interface ListingTools<T> {
  /** Opens the add form on top, starting from these values. */
  startAdd(initial?: Partial<T>): void;
  /** Reloads the page of rows (and the reference list). */
  refresh(): Promise<void>;
}

/** Row actions a page adds to the standard ones (reset password, info, history, its own icons). */
export interface ExtraRowActions {
  reset?: { onReset(): void };
  info?: ReactNode;
  history?: { onHistory(): void };
  /** The page's own icons (add sub-location, par definition, print label), before the standard ones. */
  custom?: EntityCustomAction[];
}

export interface ListingPageProps<T> {
  /** The API resource: `users`, `enterprises`, `alerts/orders`. */
  resource: string;
  /** The permission path of the page. @default resource */
  permissionPath?: string;
  /** Names the remembered column choice: `equipdesk.columns.<username>.<pageId>`. @default resource */
  pageId?: string;
  title: string;
  columns: readonly DataTableColumn<T>[];
  getRowId(row: T): string;
  /** @default the row's `status` field */
  getRowStatus?(row: T): EntityStatus | string | undefined;
  /** How a row is named in action labels and confirmations: `user Jane Doe`. */
  entityLabel(row: T): string;
  defaultSort?: ListSort;
  /** @default 50 */
  pageSize?: number;
  defaultFilters?: ListFilters;
  filters?: readonly ListingFilter[];
  /** The inline add/edit form. Without it (and without `onOpenRow`) there is no Add button and no edit pen. */
  renderForm?(props: ListingFormProps<T>): ReactNode;
  /**
   * Opens a row somewhere else instead of inline (a wizard route): the edit pen (EDIT or DETAILS)
   * and a row click call it.
   */
  onOpenRow?(row: T): void;
  /** Adds somewhere else instead of inline (a wizard's `new` route); needs `addGrant`. */
  onAdd?(): void;
  /** The grant the toolbar's Add needs (default NEW; an upload history's Add needs UPLOAD). */
  addGrant?: Action;
  /** The row actions beyond edit/activate/deactivate/delete. */
  extraActions?(row: T, tools: ListingTools<T>): ExtraRowActions;
  /** Reports a failed row action in the page's own way (an alert) instead of a toast. */
  onActionFailure?(message: string): void;
  /** Query values every call carries, kept out of the URL (an embedded list's facility). */
  fixedQuery?: Readonly<Record<string, string | readonly string[]>>;
  /** Shown between the toolbar and the table (a failed row action's alert). */
  banner?: ReactNode;
  /** The title's heading level: 2 when the list is part of a wizard. @default 'h1' */
  headingAs?: 'h1' | 'h2';
  /** Hide the standard state actions (activate, deactivate, delete). @default false */
  noStateActions?: boolean;
  /** @default true */
  exportable?: boolean;
  /** The reference list refreshed after any change (users, enterprises, roles). */
  referenceList?: ReferenceListName;
  /** The route parameter naming a row whose form opens on arrival (`/users/:externalId`). */
  routeParam?: string;
  /** Loads the row of `routeParam` when it is not on the current page (users/mono). */
  loadRow?(id: string): Promise<T>;
  /** Header of the actions column. @default 'Actions' */
  actionsHeader?: string;
  /** Exports through another call than GET {resource}/export.{format} (a report's own export), with the list's query. */
  exportWith?(format: ExportFormat, query: ListQuery): Promise<unknown>;
  /** Reads a page through another call than GET {resource} (the alert listings' POST flux), cached under the list's key. */
  listWith?(query: ListQuery): Promise<ListResponse<T>>;
  /**
   * Report mode (spec 3 §2.1 `reportMode`): a read-only list, without the Add button, the actions
   * column or rows opening their form. @default false
   */
  reportMode?: boolean;
  /** URL params the page reads itself (`reportMode`): kept out of the filters and the calls. */
  pageParams?: readonly string[];
  /**
   * After the user applies a search, the row it names exactly (a scanned serial number or tag),
   * or null: that row opens as if its edit pen were pressed (selected only, where the form may not
   * open), so a scan leads straight to it.
   */
  findOnSearch?(search: string, rows: readonly T[]): T | null | undefined;
  /** A read-only panel under each row, opened by a toggle in the row's first column, a row click or Enter (report mode). */
  details?: ListingDetails<T>;
  /**
   * Query values that follow the columns the user shows (a report whose optional columns are its roll-up): called
   * with the visible column ids, merged into every call and the export; a change of columns goes back to the first
   * page. Pass a stable function. @default undefined
   */
  queryOfColumns?(visibleColumnIds: readonly string[]): Readonly<Record<string, readonly string[]>>;
  /**
   * Rows with an entity status get a Status filter (ACTIVE, INACTIVE, REMOVED; spec 1 §9: the default is ACTIVE)
   * unless `filters` declares its own, so removed rows can always be found, shown and restored. `false` for rows
   * without a status. @default true
   */
  statusFilter?: boolean;
  /**
   * The new-entry form keeps a draft under this form name (useDraft): a kept one is offered on top of the list
   * ("Restore your unsaved {noun}?"), and Restore opens the form with it. @default undefined (no offer)
   */
  draft?: { form: string; noun: string };
}
