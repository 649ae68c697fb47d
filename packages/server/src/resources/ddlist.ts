/**
 * GET {name}/ddlist: the compact, unpaged list behind pickers and the reference cache. Part of a
 * resource declaration, or registered alone for entities whose full listing comes later.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ListResponse } from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf, type GrantRequirement } from '../auth/guard';
import type { Db } from '../db/index';
import type { Session } from '../auth/session';

export interface DdlistDefinition<TDd> {
  /** The URL segment under /api. */
  name: string;
  table: PgTable & { status: PgColumn };
  fields: SelectedFields;
  toItem: (row: Record<string, unknown>) => TDd;
  sort: readonly (PgColumn | SQL)[];
  /** Facility/account scoping of non-privileged users. */
  scope?: (ctx: { db: Db; session: Session }) => Promise<SQL | undefined>;
  /** Default: any signed-in user with at least one permission (the console caches it at sign-in). */
  grant?: GrantRequirement;
}

export function registerDdlist<TDd>(app: FastifyInstance, definition: DdlistDefinition<TDd>): void {
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
      const items = rows.map((r) => definition.toItem(r as Record<string, unknown>));
      return { success: true, count: items.length, items };
    },
  );
}
