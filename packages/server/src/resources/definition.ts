/**
 * The generic resource layer (DESIGN.md "generic resources"): one declaration of a table, its
 * projection, search fields, filters, sort keys, unique checks and form schema yields the list,
 * ddlist, exists, create, update, the three entity actions and the streamed exports of a resource,
 * each route behind its grant. Special calls are still written by hand beside it.
 *
 * This file holds the declaration's shape; the layer reads it in listQuery.ts (the query of a list), listRead.ts and
 * jsonList.ts (a list's page), listExports.ts (its exports), save.ts (create and update), routes.ts (every route of a
 * declaration) and pgErrors.ts (what PostgreSQL's errors name).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ZodType } from 'zod';
import type { EntityStatus } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { sessionOf, type GrantRequirement } from '../auth/guard';
import type { Session } from '../auth/session';
import type { HttpError } from '../http/errors';
import type { JsonSql } from './json';
import type { TabularColumn } from './tabular';
import type { ShownColumns } from './shown';

/** The columns every listed entity has (see `audited()` in the schema). */
export interface AuditedColumns {
  internalId: PgColumn;
  externalId: PgColumn;
  status: PgColumn;
  createdBy: PgColumn;
  createdTimestamp: PgColumn;
  lastModifiedBy: PgColumn;
  lastModifiedTimestamp: PgColumn;
}
export type AuditedTable = PgTable & AuditedColumns;

export interface RequestContext {
  db: Db;
  session: Session;
  now: Date;
  /** Null when the hook runs outside a request-specific route (ddlist scope). */
  request: FastifyRequest | null;
}

/** A sort key: a column or SQL expression; the internal id always breaks ties so pages are stable. */
export type SortKey = PgColumn | SQL;

/** A filter of the list: the values of a repeated query parameter become a condition. */
export type FilterDefinition =
  | PgColumn
  | {
      /** Values outside this list are a 400 (enums). */
      values?: readonly string[];
      condition: (values: string[], ctx: RequestContext) => SQL | undefined;
    };

export interface UniqueCheck<TForm> {
  /** The field the error is reported on. */
  field: string;
  /** The expression compared, e.g. sql`lower(${t.name})`. */
  expression: SQL | PgColumn;
  /** The value to compare with, from the form (undefined skips the check). */
  value: (form: TForm) => string | undefined;
  message: string;
  /**
   * The unique index that enforces the check: a concurrent save that reaches it first is answered with this
   * check's message. Without one on any check, the first check's message answers every unique violation.
   */
  constraint?: string;
}

export interface SaveDefinition<TTable extends AuditedTable, TForm> {
  /** The contract schema of the form; a function when the rules depend on the body (users). */
  schema: ZodType<TForm> | ((body: unknown, ctx: RequestContext, existing: TTable['$inferSelect'] | null) => Promise<ZodType<TForm>> | ZodType<TForm>);
  unique?: readonly UniqueCheck<TForm>[];
  /** The column values to write; audit columns are added by the layer. */
  values: (form: TForm, ctx: RequestContext, existing: TTable['$inferSelect'] | null) => Promise<Partial<TTable['$inferInsert']>> | Partial<TTable['$inferInsert']>;
  /**
   * A unique index the save reached although the checks before it passed (a concurrent save): the error to answer
   * instead, or undefined to let the declared unique checks answer. Runs after the transaction rolled back.
   */
  onUniqueViolation?: (constraint: string | undefined, form: TForm, ctx: RequestContext) => Promise<HttpError | undefined>;
  /**
   * Writes what lives beside the row (link tables, a history row), in the same transaction; `existing` is the row as
   * the update found it under its lock (null on create).
   */
  afterWrite?: (tx: Db, row: TTable['$inferSelect'], form: TForm, ctx: RequestContext, existing: TTable['$inferSelect'] | null) => Promise<void>;
  /**
   * The lists `afterWrite` keeps beside the row (link tables, tags, items), field by field as the trail records them
   * (linked externalIds or names, in a stable order): read in the save's transaction before and after the write, so
   * the event's changes hold them with the row's own fields.
   */
  links?: SavedLinks;
}

export interface ResourceDefinition<
  TTable extends AuditedTable,
  TFields extends SelectedFields,
  TItem,
  TForm = unknown,
  TDd = unknown,
  TDdFields extends SelectedFields = SelectedFields,
> {
  /** The URL segment under /api, e.g. `users`. */
  name: string;
  /** The permission area the grants are checked on (default: `name`). */
  area?: string;
  /** Singular label used in messages: `User` → "User activated." */
  label: string;
  table: TTable;
  /** How the `{id}` of the item routes is matched (default: the externalId, a uuid). */
  id?: { column: PgColumn; parse: (raw: string) => string | number | null };
  /** The projection of a list row: table columns or SQL (scalar subqueries for names of relations). */
  fields: TFields;
  /** Maps the selected rows to the contract's items; async to load relations in one batch. */
  toItems: (rows: SelectResultFields<TFields>[], ctx: RequestContext) => Promise<TItem[]> | TItem[];
  /**
   * The list item built by PostgreSQL (see `json.ts`), byte for byte the JSON of what `toItems`
   * returns: a list page then leaves the database as one text value and is sent without mapping.
   * `joins` are added after the table (left joins to relations, written against the table's name).
   */
  json?: { item: JsonSql; joins?: readonly SQL[]; store?: JsonStore };
  /**
   * The list's own search fields (the spec's, or the decisions' where it names none), matched first; the search also
   * matches every text `columns` shows (shown.ts), so these only need naming where a field is searched but not shown.
   */
  search?: readonly (PgColumn | SQL)[];
  /** The columns the list shows, by the console's column ids: the search matches every text they show. */
  columns: ShownColumns;
  sort: Readonly<Record<string, SortKey>>;
  defaultSort: { by: string; direction: 'asc' | 'desc' };
  filters?: Readonly<Record<string, FilterDefinition>>;
  /** Applied when the query has no `statuses` (spec: the default status filter is ACTIVE). */
  defaultStatuses?: readonly string[];
  /** REMOVED rows are hidden unless asked for by a statuses filter (default true without defaultStatuses). */
  hideRemoved?: boolean;
  /** Facility/account scoping of non-privileged users: a condition, or undefined for all rows. */
  scope?: (ctx: RequestContext) => Promise<SQL | undefined>;
  /** The default page size when the query has none. */
  pageSize?: number;
  /** Grants per route; defaults VIEW/NEW/EDIT(type)/ACTIVATE/DEACTIVATE/DELETE/EXPORT on `area`. */
  grants?: Partial<Record<'list' | 'read' | 'ddlist' | 'exists' | 'create' | 'update' | 'activate' | 'deactivate' | 'remove' | 'export', GrantRequirement>>;
  /**
   * GET {name}/ddlist: a compact projection of the rows the user may see, REMOVED excluded; `filters` names the list's
   * filters a picker may narrow it by.
   */
  ddlist?: Pick<DdlistDefinition<TDd, TDdFields>, 'fields' | 'toItem' | 'sort' | 'search' | 'paged'> & { filters?: readonly string[] };
  /** GET {name}/exists: query parameters matched against expressions; `externalId` excludes the item itself. */
  exists?: {
    params: Readonly<Record<string, SQL | PgColumn | readonly (SQL | PgColumn)[]>>;
    /** Only these combinations are answered (e.g. permissions need all four); default any one. */
    requireAll?: boolean;
  };
  create?: SaveDefinition<TTable, TForm>;
  update?: SaveDefinition<TTable, TForm>;
  /** GET {name}/{id} → `{success, result}` under the list's grant and scope (deep links to an item). */
  read?: boolean;
  /** Entity actions; false leaves them out. */
  actions?: boolean;
  /** Called after an entity action changed the status, in its transaction (`ctx.db`): e.g. revoke a user's tokens. */
  onStatusChange?: (ctx: RequestContext, row: TTable['$inferSelect'], status: EntityStatus) => Promise<void>;
  /** Export columns, or a function when they depend on data (the matrix's role columns); none → no export routes. */
  export?: readonly TabularColumn<TItem>[] | ((ctx: RequestContext) => Promise<readonly TabularColumn<TItem>[]>);
}

/** The part of a declaration a list read needs. */
export type ListShape<TItem> = {
  // `never[]` accepts every declaration's own row type; the layer passes the rows it selected with `fields`.
  toItems: (rows: never[], ctx: RequestContext) => Promise<TItem[]> | TItem[];
} & Pick<
  ResourceDefinition<AuditedTable, SelectedFields, TItem>,
  'table' | 'fields' | 'json' | 'search' | 'sort' | 'defaultSort' | 'filters' | 'defaultStatuses' | 'hideRemoved' | 'scope' | 'pageSize'
> &
  // Hand-written listings beside the declarations (the asset picker, reports) may show no declared columns.
  Partial<Pick<ResourceDefinition<AuditedTable, SelectedFields, TItem>, 'columns'>>;

/** Identity helper that keeps the declaration's types; register it with `registerResource`. */
export function defineResource<
  TTable extends AuditedTable,
  TFields extends SelectedFields,
  TItem,
  TForm = unknown,
  TDd = unknown,
  TDdFields extends SelectedFields = SelectedFields,
>(definition: ResourceDefinition<TTable, TFields, TItem, TForm, TDd, TDdFields>): ResourceDefinition<TTable, TFields, TItem, TForm, TDd, TDdFields> {
  return definition;
}

export const parseSerial = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * A read model of built list items, one row per row of the listed table (see `assetListItems`):
 * `item` is the item's JSON text or NULL until a list page builds it; triggers clear it and bump
 * `generation` when an input changes. A page stores an item only if the generation it read is
 * still current, so a change committed while the page was being built is never overwritten.
 */
export interface JsonStore {
  table: PgTable;
  /** References the listed table's `internalId`. */
  key: PgColumn;
  generation: PgColumn;
  item: PgColumn;
}

/** What a save keeps beside its row, by field: e.g. `{tags: [...]}`, `{facilities: [...], accounts: [...]}`. */
export type SavedLinks = (tx: Db, externalId: string) => Promise<Readonly<Record<string, readonly unknown[]>>>;

/** What a declaration's hooks are given on a request. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

/** A resource's GET {name}/ddlist (ddlist.ts registers it). */
export interface DdlistDefinition<TDd, TDdFields extends SelectedFields = SelectedFields> {
  /** The URL segment under /api. */
  name: string;
  table: PgTable & { status: PgColumn; externalId: PgColumn };
  fields: TDdFields;
  /** Typed by `fields`: a nullable column arrives as `T | null`. */
  toItem: (row: SelectResultFields<TDdFields>) => TDd;
  /** The label the list is ordered by; `search` matches it. */
  sort: readonly (PgColumn | SQL)[];
  /** Text `search` matches besides the sort keys (an account's number, a user's username and email). */
  search?: readonly (PgColumn | SQL)[];
  /** The list's filters a picker may narrow by (a location picker's account), from the resource's own. */
  filters?: Readonly<Record<string, FilterDefinition>>;
  /** Grows with the site and is only searched: never answered whole (see the module's comment). @default false */
  paged?: boolean;
  /** Facility/account scoping of non-privileged users. */
  scope?: (ctx: { db: Db; session: Session }) => Promise<SQL | undefined>;
  /** Default: any signed-in user with at least one permission (the console caches it at sign-in). */
  grant?: GrantRequirement;
}
