/**
 * Create and update of a declaration (PUT {name}, POST {name}/{id}): the form checked against the contract's schema
 * and the declared unique checks, then the row, what lives beside it and its audit event written in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { EntityStatus, SaveResponse } from '@equipdesk/api-client/contract';
import { statusActions } from '@equipdesk/permissions';
import { inTransaction, type Db } from '../db/index';
import { HttpError, notFound, parseWith } from '../http/errors';
import { auditSave, readLinks } from '../audit/resources';
import { contextOf, type AuditedTable, type RequestContext, type ResourceDefinition, type SaveDefinition } from './definition';
import { findItem } from './listRead';
import { isUniqueViolation, violatedConstraint } from './pgErrors';

/** The save of a declaration: `existing` is the row an update names (null on create). */
export type SaveWriter<TTable extends AuditedTable, TItem, TForm> = (
  save: SaveDefinition<AuditedTable, TForm>,
  request: FastifyRequest,
  existing: TTable['$inferSelect'] | null,
) => Promise<SaveResponse<TItem>>;

/** The save of a declaration's create and update routes. */
export function saveWriter<TTable extends AuditedTable, TItem, TForm, TDd>(
  app: FastifyInstance,
  definition: ResourceDefinition<AuditedTable, SelectedFields, TItem, TForm, TDd>,
): SaveWriter<TTable, TItem, TForm> {
  const table = definition.table;
  const label = definition.label;

  const readItem = (ctx: RequestContext, externalId: string): Promise<TItem | undefined> =>
    findItem(definition, ctx, eq(table.externalId, externalId));

  async function checkUnique(db: Db, save: SaveDefinition<AuditedTable, TForm>, form: TForm, selfId: string | null): Promise<void> {
    for (const check of save.unique ?? []) {
      const value = check.value(form);
      if (value === undefined || value.length === 0) continue;
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(
          and(
            sql`lower(${check.expression}::text) = lower(${value})`,
            selfId ? ne(table.externalId, selfId) : undefined,
          ),
        );
      if (Number(row?.n ?? 0) > 0) throw new HttpError(400, check.message, [{ field: check.field, message: check.message }]);
    }
  }

  async function parseForm(save: SaveDefinition<AuditedTable, TForm>, body: unknown, ctx: RequestContext, existing: TTable['$inferSelect'] | null): Promise<TForm> {
    const schema = typeof save.schema === 'function' ? await save.schema(body, ctx, existing) : save.schema;
    return parseWith(schema, body);
  }

  async function write(save: SaveDefinition<AuditedTable, TForm>, request: FastifyRequest, existing: TTable['$inferSelect'] | null): Promise<SaveResponse<TItem>> {
    const ctx = contextOf(app, request);
    const form = await parseForm(save, request.body, ctx, existing);
    const existingId = existing ? (existing as { externalId: string }).externalId : null;
    await checkUnique(ctx.db, save, form, existingId);
    const values = await save.values(form, ctx, existing);
    const audit = { lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now };
    let externalId: string;
    try {
      externalId = await inTransaction(ctx.db, async (tx) => {
        let row: Record<string, unknown> | undefined;
        let before: TTable['$inferSelect'] | null = null;
        if (existing) {
          // Locked until the save commits, and read again: what the save replaces (a history row's old values) is
          // what the row holds now, even when another save of it committed since it was first read.
          const [locked] = (await tx
            .select()
            .from(table as PgTable)
            .where(eq(table.externalId, existingId!))
            .for('update')) as TTable['$inferSelect'][];
          if (!locked) throw notFound(`${label} was not found.`);
          before = locked;
          if (!statusActions((before as { status: EntityStatus }).status).edit) throw new HttpError(400, `${label} is removed and cannot be edited.`);
          [row] = await tx
            .update(table as PgTable)
            .set({ ...values, ...audit } as Record<string, unknown>)
            .where(eq(table.externalId, existingId!))
            .returning();
        } else {
          [row] = await tx
            .insert(table as PgTable)
            .values({ ...values, ...audit, createdBy: ctx.session.user.username, createdTimestamp: ctx.now } as Record<string, unknown>)
            .returning();
        }
        if (!row) throw new HttpError(500, 'The save did not return a row.');
        const linksBefore = before ? await readLinks(tx, save.links, existingId!, false) : {};
        if (save.afterWrite) await save.afterWrite(tx, row as TTable['$inferSelect'], form, ctx, before);
        const linksAfter = await readLinks(tx, save.links, row.externalId as string, !before);
        await auditSave(tx, ctx, definition, before && { ...before, ...linksBefore }, { ...row, ...linksAfter });
        return row.externalId as string;
      });
    } catch (err) {
      // A concurrent save can still hit a unique index: answer with the message of the check it stands for.
      if (isUniqueViolation(err)) {
        const constraint = violatedConstraint(err);
        const answer = save.onUniqueViolation ? await save.onUniqueViolation(constraint, form, ctx) : undefined;
        if (answer) throw answer;
        const checks = save.unique ?? [];
        const check = checks.find((c) => c.constraint !== undefined && c.constraint === constraint) ?? (checks.every((c) => c.constraint === undefined) ? checks[0] : undefined);
        if (check) throw new HttpError(400, check.message, [{ field: check.field, message: check.message }]);
        throw new HttpError(409, `${label} could not be saved: another change was saved at the same time. Reload and try again.`);
      }
      throw err;
    }
    const item = await readItem(ctx, externalId);
    return ok(existing ? `${label} updated successfully.` : `${label} created successfully.`, item as TItem);
  }

  return write;
}

function ok<T>(message: string, result: T): SaveResponse<T> {
  return { applyStatus: 'OK', success: true, message, result };
}
