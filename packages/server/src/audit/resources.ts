/**
 * The calls the generic resource layer (resources/routes.ts, save.ts, listExports.ts) makes to audit what it does: a create or update with
 * its changed fields (the lists saved beside the row among them), an entity action, an export with its filters and row count. Each is one line there.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityStatus } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import type { RequestContext, SavedLinks } from '../resources/definition';
import { actorOf, recordAudit, recordAuditAlone, statusEntry, writeEntries } from './record';
import { exportFilters } from './filters';

interface Declared {
  name: string;
  label: string;
}

/** In the save's transaction, after everything it writes: the create or update, field by field. */
export async function auditSave(tx: Db, ctx: RequestContext, definition: Declared, before: unknown, after: unknown): Promise<void> {
  const entries = writeEntries({
    entityType: definition.name,
    label: definition.label,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown>,
  });
  await recordAudit(tx, actorOf(ctx.session, ctx.request), ctx.now, entries);
}

/** The lists of `links` for the trail; on a create an empty list is nothing set, as a null column is. */
export async function readLinks(tx: Db, links: SavedLinks | undefined, externalId: string, created: boolean): Promise<Record<string, readonly unknown[]>> {
  if (!links) return {};
  const lists = Object.entries(await links(tx, externalId));
  return Object.fromEntries(created ? lists.filter(([, list]) => list.length > 0) : lists);
}

/** In the entity action's transaction, after the status changed. */
export async function auditStatusChange(tx: Db, ctx: RequestContext, definition: Declared, row: unknown, to: EntityStatus): Promise<void> {
  await recordAudit(tx, actorOf(ctx.session, ctx.request), ctx.now, statusEntry(definition.name, definition.label, row as Record<string, unknown>, to));
}

/** Before the first byte of a list's export: what was exported, with which filters, how many rows. */
export async function auditListExport(ctx: RequestContext, definition: Declared & { table: PgTable }, format: string, query: unknown, where: SQL | undefined): Promise<void> {
  const [row] = await ctx.db.select({ n: count() }).from(definition.table).where(where);
  const rows = Number(row?.n ?? 0);
  await recordAuditAlone(ctx.db, actorOf(ctx.session, ctx.request), ctx.now, {
    action: 'EXPORT',
    entityType: definition.name,
    summary: `${definition.label} list exported as ${format.toUpperCase()}: ${rows} rows`,
    changes: [
      { field: 'filters', old: null, new: exportFilters(query) },
      { field: 'rows', old: null, new: rows },
    ],
  });
}
