/**
 * GET {name}/ddlist: the compact, unpaged list behind pickers and the reference cache. Part of a
 * resource declaration, or registered alone for entities whose full listing comes later.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { EntityStatus, ListResponse } from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf, type GrantRequirement } from '../auth/guard';
import type { Db } from '../db/index';
import type { Session } from '../auth/session';

export interface DdlistDefinition<TDd, TDdFields extends SelectedFields = SelectedFields> {
  /** The URL segment under /api. */
  name: string;
  table: PgTable & { status: PgColumn };
  fields: TDdFields;
  /** Typed by `fields`: a nullable column arrives as `T | null`. */
  toItem: (row: SelectResultFields<TDdFields>) => TDd;
  sort: readonly (PgColumn | SQL)[];
  /** Facility/account scoping of non-privileged users. */
  scope?: (ctx: { db: Db; session: Session }) => Promise<SQL | undefined>;
  /** Default: any signed-in user with at least one permission (the console caches it at sign-in). */
  grant?: GrantRequirement;
}

/** A ddlist item as its row reads, the status an entity status and times their ISO text. */
export type DdItemOf<F extends SelectedFields> = {
  [K in keyof SelectResultFields<F>]: K extends 'status' ? EntityStatus : SelectResultFields<F>[K] extends Date ? string : SelectResultFields<F>[K] extends Date | null ? string | null : SelectResultFields<F>[K];
};

/** What a declaration's ddlist is checked against: items of the contract's type (`satisfies DdOf<ModelDdItem>`). */
export type DdOf<TDd> = { toItem: (row: never) => TDd };

/** A ddlist whose items are its fields as they read, in their order (the usual one). */
export function ddlistOf<F extends SelectedFields & { status: PgColumn }>(fields: F, sort: readonly (PgColumn | SQL)[]) {
  const toItem = (row: SelectResultFields<F>): DdItemOf<F> =>
    Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as DdItemOf<F>;
  return { fields, toItem, sort };
}

export function registerDdlist<TDd, TDdFields extends SelectedFields>(app: FastifyInstance, definition: DdlistDefinition<TDd, TDdFields>): void {
  app.get(
    `${API_PREFIX}/${definition.name}/ddlist`,
    { config: { grant: definition.grant ?? 'any' } },
    async (request): Promise<ListResponse<TDd>> => {
      const session = sessionOf(request);
      const scope = definition.scope ? await definition.scope({ db: app.db, session }) : undefined;
      const rows = await app.db
        .select(definition.fields)
        .from(definition.table)
        .where(and(ne(definition.table.status, 'REMOVED'), scope))
        .orderBy(...definition.sort.map((s) => asc(s)));
      // drizzle cannot resolve the row type of a generic selection; it is `SelectResultFields` of `fields`.
      const items = (rows as unknown as SelectResultFields<TDdFields>[]).map((r) => definition.toItem(r));
      return { success: true, count: items.length, items };
    },
  );
}
