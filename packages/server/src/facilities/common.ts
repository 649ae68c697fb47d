/**
 * What the site-data resources (facilities, accounts, contracts, locations) share: the scope of a
 * non-privileged caller as SQL, and the checks that a referenced row exists and may be used.
 */
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index';
import type { Session } from '../auth/session';
import { accountScope, facilityScope } from '../auth/session';
import { HttpError, notFound } from '../http/errors';
import { inScope } from '../resources/items';
import { parseUuid } from '../resources/listQuery';

export interface ScopeContext {
  db: Db;
  session: Session;
}

/** Rows whose facility column is one of the caller's facilities; undefined for privileged callers. */
export async function facilityCondition(ctx: ScopeContext, column: PgColumn): Promise<SQL | undefined> {
  const scope = await facilityScope(ctx.db, ctx.session);
  return scope ? inArray(column, inScope(scope)) : undefined;
}

/** Rows whose account column is one of the caller's accounts; undefined for privileged callers. */
export async function accountCondition(ctx: ScopeContext, column: PgColumn): Promise<SQL | undefined> {
  const scope = await accountScope(ctx.db, ctx.session);
  return scope ? inArray(column, inScope(scope)) : undefined;
}

/** Only well-formed uuids reach a uuid column; others could never match anyway. */
export const uuids = (values: readonly string[]): string[] => values.flatMap((v) => (parseUuid(v) ? [v] : []));

type Referenced = PgTable & { externalId: PgColumn; status: PgColumn };

/**
 * The row a form refers to (a facility of an account, the account of a location), which must
 * exist, not be REMOVED and lie in the caller's scope; otherwise a 400 on `field` with `message`.
 */
export async function referencedRow<T extends Referenced>(
  db: Db,
  table: T,
  id: string,
  scope: SQL | undefined,
  field: string,
  message: string,
): Promise<T['$inferSelect']> {
  const uuid = parseUuid(id);
  const [row] = uuid
    ? await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.externalId, uuid), ne(table.status, 'REMOVED'), scope))
        .limit(1)
    : [];
  if (!row) throw new HttpError(400, message, [{ field, message }]);
  return row as T['$inferSelect'];
}

/** The row of an `{id}` path parameter within the caller's scope, or a 404. */
export async function scopedRow<T extends Referenced>(db: Db, table: T, rawId: string, scope: SQL | undefined, label: string): Promise<T['$inferSelect']> {
  const uuid = parseUuid(rawId);
  const [row] = uuid
    ? await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.externalId, uuid), scope))
        .limit(1)
    : [];
  if (!row) throw notFound(`${label} was not found.`);
  return row as T['$inferSelect'];
}
