/**
 * The routes of a declaration (resource definition in definition.ts): the list, an item's read, the ddlist, the exists
 * check, create and update (save.ts), the three entity actions and the exports (listExports.ts), each behind its grant.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import { z } from 'zod';
import type { ActionResponse, EntityStatus, ExistsResponse, ResultResponse } from '@equipdesk/api-client/contract';
import { statusActions } from '@equipdesk/permissions';
import { inTransaction } from '../db/index';
import { type GrantRequirement, API_PREFIX } from '../auth/guard';
import { HttpError, notFound } from '../http/errors';
import { text } from '../http/query';
import { keptAnswer } from '../http/versions';
import { auditStatusChange } from '../audit/resources';
import { registerDdlist } from './ddlist';
import { contextOf, type AuditedTable, type RequestContext, type ResourceDefinition, type SaveDefinition } from './definition';
import { readJsonList } from './jsonList';
import { registerListExports } from './listExports';
import { listQuerySchema, parseListQuery, parseUuid } from './listQuery';
import { findItem, listConditions, readMappedList } from './listRead';
import { saveWriter } from './save';

/** The longest value an exists check compares (names, emails and codes are at most 100). */
const MAX_EXISTS_VALUE = 500;

/** The declarations registered on each app, so tests can walk every list (its shown columns, its search). */
// Keyed by the app's HTTP server, which its encapsulated plugins (the upload kinds) share.
const registered = new WeakMap<object, ResourceDefinition<AuditedTable, SelectedFields, unknown>[]>();

/** Every declaration registered on this app, in the order registered. */
export function registeredResources(app: FastifyInstance): readonly ResourceDefinition<AuditedTable, SelectedFields, unknown>[] {
  return registered.get(app.server) ?? [];
}

/** Registers every route the declaration asks for. */
export function registerResource<TTable extends AuditedTable, TFields extends SelectedFields, TItem, TForm, TDd, TDdFields extends SelectedFields>(
  app: FastifyInstance,
  typed: ResourceDefinition<TTable, TFields, TItem, TForm, TDd, TDdFields>,
): void {
  // The routes only need the declaration's shape, not its precise column types.
  const definition = typed as unknown as ResourceDefinition<AuditedTable, SelectedFields, TItem, TForm, TDd>;
  registered.set(app.server, [...registeredResources(app), definition as unknown as ResourceDefinition<AuditedTable, SelectedFields, unknown>]);
  const base = `${API_PREFIX}/${definition.name}`;
  const area = definition.area ?? definition.name;
  const table = definition.table;
  const idColumn = definition.id?.column ?? table.externalId;
  const parseId = definition.id?.parse ?? parseUuid;
  const grant = (route: keyof NonNullable<typeof definition.grants>, fallback: GrantRequirement): GrantRequirement =>
    definition.grants?.[route] ?? fallback;
  const label = definition.label;

  /**
   * The row an item route names, within the caller's scope: an item the caller's list would not show is not found,
   * whatever the route (read, update, the entity actions), so it can be neither seen nor changed.
   */
  async function findRow(ctx: RequestContext, rawId: string): Promise<TTable['$inferSelect']> {
    const id = parseId(rawId);
    if (id === null) throw notFound(`${label} was not found.`);
    const scope = definition.scope ? await definition.scope(ctx) : undefined;
    const [row] = await ctx.db.select().from(table as PgTable).where(and(eq(idColumn, id), scope)).limit(1);
    if (!row) throw notFound(`${label} was not found.`);
    return row as TTable['$inferSelect'];
  }

  const write = saveWriter<TTable, TItem, TForm, TDd>(app, definition);

  // The list and its exports take the list's query (an export ignores the page), checked before the handler.
  const listQuery = { querystring: listQuerySchema(definition) };

  app.get(base, { schema: listQuery, config: { grant: grant('list', { area, action: 'VIEW' }) } }, async (request, reply): Promise<FastifyReply> => {
    const ctx = contextOf(app, request);
    const query = parseListQuery(definition, request.query);
    // A page is the same for the same user, query and versions: kept answers are sent without reading the list again.
    const answer = await keptAnswer(app, request.versions, `${request.url}#${ctx.session.user.externalId}`, async () => {
      const where = await listConditions(definition, query, ctx);
      // The JSON path is already the text Fastify would have written.
      return definition.json ? readJsonList(definition, definition.json, ctx, where, query) : JSON.stringify(await readMappedList(definition, ctx, where, query));
    }, app.settings.keepAnswers);
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  if (definition.read) {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: { grant: grant('read', { area, action: 'VIEW' }) } },
      async (request): Promise<ResultResponse<TItem>> => {
        const ctx = contextOf(app, request);
        const id = parseId(request.params.id);
        const scope = definition.scope ? await definition.scope(ctx) : undefined;
        const item = id === null ? undefined : await findItem(definition, ctx, and(eq(idColumn, id), scope));
        if (!item) throw notFound(`${label} was not found.`);
        return { success: true, result: item };
      },
    );
  }

  if (definition.ddlist) {
    const { filters: ddFilters, ...ddlist } = definition.ddlist;
    registerDdlist(app, {
      name: definition.name,
      table,
      ...ddlist,
      filters: Object.fromEntries(
        (ddFilters ?? []).map((name) => {
          const filter = definition.filters?.[name];
          if (!filter) throw new Error(`EquipDesk resource ${definition.name}: its ddlist names the filter ${name}, which the list does not declare.`);
          return [name, filter];
        }),
      ),
      scope: definition.scope ? (c) => definition.scope!({ ...c, now: app.now(), request: null }) : undefined,
      grant: definition.grants?.ddlist,
    });
  }

  if (definition.exists) {
    const ex = definition.exists;
    // The values checked, and the item itself (`externalId`, or `id`) left out of the check.
    const existsQuery = z.strictObject(
      Object.fromEntries([...Object.keys(ex.params), 'externalId', 'id'].map((param) => [param, text(param, MAX_EXISTS_VALUE).optional()])),
    ) as unknown as ZodType<Record<string, string | undefined>>;
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${base}/exists`,
      { schema: { querystring: existsQuery }, config: { grant: grant('exists', { area, action: 'VIEW' }) } },
      async (request): Promise<ExistsResponse> => {
        const given = request.query;
        const conditions: SQL[] = [];
        for (const [param, expression] of Object.entries(ex.params)) {
          const value = given[param];
          if (value === undefined || value.length === 0) {
            if (ex.requireAll) throw new HttpError(400, `${param} is required.`, [{ field: param, message: `${param} is required.` }]);
            continue;
          }
          const expressions = Array.isArray(expression) ? expression : [expression as SQL | PgColumn];
          conditions.push(or(...expressions.map((e) => sql`lower(${e}::text) = lower(${value.trim()})`))!);
        }
        if (conditions.length === 0) throw new HttpError(400, 'Nothing to check.', []);
        const match = ex.requireAll ? and(...conditions) : or(...conditions);
        const self = given.externalId || given.id;
        const selfCondition = self ? excludeSelf(self) : undefined;
        // Within the caller's scope: whether a value is taken elsewhere is not the caller's to learn (a save still
        // refuses it, by the database's unique index).
        const scope = definition.scope ? await definition.scope(contextOf(app, request)) : undefined;
        const [row] = await app.db
          .select({ n: count() })
          .from(table as PgTable)
          .where(and(match, selfCondition, scope));
        // valid = the value is free to use. REMOVED rows count: the unique indexes cover them too.
        return { result: { valid: Number(row?.n ?? 0) === 0 } };
      },
    );
  }

  function excludeSelf(raw: string): SQL | undefined {
    const id = parseId(raw);
    if (id !== null) return ne(idColumn, id);
    const uuid = parseUuid(raw);
    return uuid ? ne(table.externalId, uuid) : undefined;
  }


  if (definition.create) {
    const save = definition.create as SaveDefinition<AuditedTable, TForm>;
    app.put(base, { config: { grant: grant('create', { area, action: 'NEW' }) } }, async (request) => write(save, request, null));
  }

  if (definition.update) {
    const save = definition.update as SaveDefinition<AuditedTable, TForm>;
    app.post<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: { grant: grant('update', { area, type: 'EDIT' }) } },
      async (request) => {
        const existing = await findRow(contextOf(app, request), request.params.id);
        const status = (existing as { status: EntityStatus }).status;
        if (!statusActions(status).edit) throw new HttpError(400, `${label} is removed and cannot be edited.`);
        return write(save, request, existing);
      },
    );
  }

  if (definition.actions !== false) {
    const transitions = [
      { action: 'activate', grantAction: 'ACTIVATE', to: 'ACTIVE', done: 'activated' },
      { action: 'deactivate', grantAction: 'DEACTIVATE', to: 'INACTIVE', done: 'deactivated' },
      { action: 'remove', grantAction: 'DELETE', to: 'REMOVED', done: 'removed' },
    ] as const;
    for (const t of transitions) {
      app.post<{ Params: { id: string } }>(
        `${base}/:id/${t.action}`,
        { config: { grant: grant(t.action, { area, action: t.grantAction }) } },
        async (request, reply: FastifyReply): Promise<ActionResponse> => {
          const ctx = contextOf(app, request);
          const found = await findRow(ctx, request.params.id);
          // The change and what follows from it (revoked tokens, a history row) are written together or not at all,
          // from the row as it is under a lock: of two callers deactivating at once, the second finds it inactive.
          const refusal = await inTransaction(ctx.db, async (tx) => {
            const [row] = (await tx
              .select()
              .from(table as PgTable)
              .where(eq(table.externalId, (found as { externalId: string }).externalId))
              .for('update')) as TTable['$inferSelect'][];
            if (!row) throw notFound(`${label} was not found.`);
            const status = (row as { status: EntityStatus }).status;
            const refused = refusalOf(t.action, status, statusActions(status), label);
            if (refused) return refused;
            await tx
              .update(table as PgTable)
              .set({ status: t.to, lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now } as Record<string, unknown>)
              .where(eq(table.externalId, (row as { externalId: string }).externalId));
            if (definition.onStatusChange) await definition.onStatusChange({ ...ctx, db: tx }, row, t.to);
            await auditStatusChange(tx, ctx, definition, row, t.to);
            return null;
          });
          if (refusal) {
            reply.status(400);
            return { success: false, message: refusal };
          }
          return { success: true, message: `${label} ${t.done} successfully.` };
        },
      );
    }
  }

  registerListExports(app, definition, base, grant('export', { area, action: 'EXPORT' }));
}

function refusalOf(action: 'activate' | 'deactivate' | 'remove', status: EntityStatus, allowed: ReturnType<typeof statusActions>, label: string): string | null {
  if (action === 'activate' && !allowed.activate) return `${label} is already active.`;
  if (action === 'deactivate' && !allowed.deactivate) {
    return status === 'REMOVED' ? `${label} is removed and cannot be deactivated.` : `${label} is already inactive.`;
  }
  if (action === 'remove' && !allowed.delete) return `${label} is already removed.`;
  return null;
}
