/**
 * GET {name}/ddlist: the compact, unpaged list behind pickers and the reference cache. Part of a
 * resource declaration, or registered alone for entities whose full listing comes later.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ListResponse } from '@equipdesk/api-client/contract';
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
