/**
 * The query of GET /api/audit and its exports: paging, sort, search and the filters (users, actions, entity types,
 * an entity, a time window), each checked with a message naming its parameter, and the WHERE and ORDER BY they make.
 */
import { z, type ZodType } from 'zod';
import { and, asc, desc, gte, ilike, inArray, lt, or, eq, type SQL } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_MESSAGES, AUDIT_SORT_KEYS, AUDIT_SYSTEM_ACTOR, DEFAULT_PAGE_SIZE, PAGE_SIZES, type AuditSortKey } from '@equipdesk/api-client/contract';
import { isUuid, oneOf, repeated, text, wholeNumber } from '../http/query';
import { containsPattern } from '../http/paging';
import { EXPORT_PARAMETERS } from '../resources/zones';
import { auditEvents } from './table';

/** ISO-8601 date-times as the console sends them (`2026-11-26T10:00:00.000Z`, or with an offset). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A bound of the window. A time without an offset is UTC (the console sends `YYYY-MM-DDTHH:mm:ss` in UTC); an end
 * given to the second stands for that whole second, as the orders' `createdTo` does.
 */
function isoTime(name: string, end = false): ZodType<Date> {
  return text(name, 40).transform((value, ctx) => {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) || !value.includes('T') ? value : `${value}Z`;
    const parsed = ISO_TIME.test(value) ? new Date(zoned) : new Date(Number.NaN);
    const time = end && !value.includes('.') && value.includes('T') ? new Date(parsed.getTime() + 1000) : parsed;
    if (!Number.isNaN(time.getTime())) return time;
    ctx.issues.push({ code: 'custom', message: AUDIT_MESSAGES.badTime, input: value });
    return z.NEVER;
  });
}

const ENTITY_TYPE = /^[a-z][a-z0-9/-]{0,60}$/;

const auditFilters = {
  pageIndex: wholeNumber('pageIndex', 0, 1_000_000).optional(),
  pageSize: wholeNumber('pageSize', 1, Math.max(...PAGE_SIZES)).optional(),
  sortBy: oneOf('sortBy', AUDIT_SORT_KEYS).optional(),
  sortDirection: oneOf('sortDirection', ['asc', 'desc'] as const).optional(),
  search: text('search', 200).optional(),
  users: repeated('users', (v) => v === AUDIT_SYSTEM_ACTOR || isUuid(v)).optional(),
  actions: repeated('actions', (v) => (AUDIT_ACTIONS as readonly string[]).includes(v)).optional(),
  entityTypes: repeated('entityTypes', (v) => ENTITY_TYPE.test(v)).optional(),
  entityId: text('entityId', 200).optional(),
  from: isoTime('from').optional(),
  to: isoTime('to', true).optional(),
};

const windowInOrder = (q: { from?: Date; to?: Date }): boolean => !q.from || !q.to || q.from.getTime() < q.to.getTime();

export const auditQuerySchema = z.strictObject(auditFilters).refine(windowInOrder, { message: AUDIT_MESSAGES.badWindow, path: ['to'] });
export const auditExportSchema = z.strictObject({ ...auditFilters, ...EXPORT_PARAMETERS }).refine(windowInOrder, { message: AUDIT_MESSAGES.badWindow, path: ['to'] });

/** The query as the route's schema parsed it (Fastify runs the schema before the handler). */
export type AuditQueryValues = z.output<typeof auditQuerySchema>;

/** The WHERE of a query, or undefined for every event. */
export function auditConditions(q: AuditQueryValues): SQL | undefined {
  const t = auditEvents;
  const where: (SQL | undefined)[] = [
    q.users?.length ? inArray(t.actorId, q.users) : undefined,
    q.actions?.length ? inArray(t.action, q.actions) : undefined,
    q.entityTypes?.length ? inArray(t.entityType, q.entityTypes) : undefined,
    q.entityId ? eq(t.entityId, q.entityId) : undefined,
    q.from ? gte(t.time, q.from) : undefined,
    q.to ? lt(t.time, q.to) : undefined,
  ];
  const search = q.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(t.summary, pattern), ilike(t.actorUsername, pattern), ilike(t.entityId, pattern), ilike(t.clientAddress, pattern)));
  }
  const present = where.filter((w): w is SQL => w !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const SORT_COLUMNS = {
  time: auditEvents.time,
  actor: auditEvents.actorUsername,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
} as const satisfies Record<AuditSortKey, unknown>;

/** Newest first unless asked otherwise; the id breaks ties (it follows the chain, so equal times keep their order). */
export function auditOrder(q: AuditQueryValues): SQL[] {
  const dir = (q.sortDirection ?? (q.sortBy ? 'asc' : 'desc')) === 'desc' ? desc : asc;
  const key = SORT_COLUMNS[q.sortBy ?? 'time'];
  return key === auditEvents.time ? [dir(auditEvents.time), dir(auditEvents.id)] : [dir(key), dir(auditEvents.time), dir(auditEvents.id)];
}

export function auditPage(q: AuditQueryValues): { offset: number; limit: number } {
  const limit = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return { offset: (q.pageIndex ?? 0) * limit, limit };
}
