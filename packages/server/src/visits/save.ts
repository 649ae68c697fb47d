/**
 * Saving a visit definition (spec 2 §5 "Visit", §7 PUT visits / POST visits/{externalId}): the contract's schema at
 * the server's clock (an edited visit keeps its saved start and end without the "not in the past" rules), then what
 * only the database can tell: the account is one the caller may see, the user is an active one, every location is an
 * active location of that account. The row, its locations and, when the schedule is new or changed, its tasks are
 * written in one transaction.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES, visitFormSchemaAt, visitNameOf } from '@equipdesk/api-client/contract';
import type { VisitFormOutput } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, locations, users, visitDefinitionLocations, type visitDefinitions } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseUuid } from '../resources/listQuery';
import type { RequestContext, SaveDefinition } from '../resources/definition';
import { visitLinks } from '../audit/links';
import { assetAccountCondition } from '../assets/save';
import { generateVisitTasks, regenerateVisitTasks } from './tasks';

type VisitRow = typeof visitDefinitions.$inferSelect;

function refuse(field: string, message: string): never {
  throw new HttpError(400, message, [{ field, message }]);
}

/** The locations a visit has now (an edit may keep one that has since been deactivated). */
async function linkedLocations(db: Db, visitId: string): Promise<Set<string>> {
  const rows = await db.select({ id: visitDefinitionLocations.locationId }).from(visitDefinitionLocations).where(eq(visitDefinitionLocations.visitId, visitId));
  return new Set(rows.map((r) => r.id));
}

/** The column values of a valid form, after every check that needs the database. */
async function visitValues(form: VisitFormOutput, ctx: RequestContext, existing: VisitRow | null) {
  const { db } = ctx;
  const accountId = parseUuid(form.account);
  const [account] = accountId
    ? await db
        .select({ externalId: accounts.externalId, facilityId: accounts.facilityId })
        .from(accounts)
        .where(and(eq(accounts.externalId, accountId), accountId === existing?.accountId ? undefined : ne(accounts.status, 'REMOVED'), await assetAccountCondition(ctx)))
        .limit(1)
    : [];
  if (!account) refuse('account', MESSAGES.visitAccountUnknown);

  // The executive travels as a username (spec 2 §3); an edit keeps one who has since been deactivated.
  const [user] = await db
    .select({ externalId: users.externalId, status: users.status })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${form.executive})`)
    .limit(1);
  if (!user || (user.status !== 'ACTIVE' && user.externalId !== existing?.executiveId)) refuse('executive', MESSAGES.visitUserUnknown);

  const kept = existing ? await linkedLocations(db, existing.externalId) : new Set<string>();
  const wanted = form.locations.map(parseUuid);
  if (wanted.some((id) => id === null)) refuse('locations', MESSAGES.visitLocationOtherAccount);
  const found = await db
    .select({ externalId: locations.externalId, name: locations.name, accountId: locations.accountId, status: locations.status })
    .from(locations)
    .where(inArray(locations.externalId, wanted as string[]));
  const byId = new Map(found.map((l) => [l.externalId, l]));
  for (const id of form.locations) {
    const location = byId.get(id);
    if (!location || location.accountId !== account.externalId || (location.status !== 'ACTIVE' && !kept.has(id))) refuse('locations', MESSAGES.visitLocationOtherAccount);
  }

  return {
    name: form.name ?? visitNameOf(form.frequency, form.locations.map((id) => byId.get(id)?.name ?? '')),
    executiveId: user.externalId,
    facilityId: account.facilityId,
    accountId: account.externalId,
    frequency: form.frequency,
    startTimestamp: new Date(form.startTimestamp),
    endTimestamp: form.endTimestamp === null ? null : new Date(form.endTimestamp),
  };
}

const scheduleChanged = (row: VisitRow, before: VisitRow) =>
  row.frequency !== before.frequency || row.startTimestamp.getTime() !== before.startTimestamp.getTime() || (row.endTimestamp?.getTime() ?? null) !== (before.endTimestamp?.getTime() ?? null);

/** In the save's transaction: the visit's locations become the form's, and a new or changed schedule its tasks. */
async function afterWrite(tx: Db, row: VisitRow, form: VisitFormOutput, ctx: RequestContext, before: VisitRow | null): Promise<void> {
  if (before) await tx.delete(visitDefinitionLocations).where(eq(visitDefinitionLocations.visitId, row.externalId));
  await tx.insert(visitDefinitionLocations).values(form.locations.map((locationId) => ({ visitId: row.externalId, locationId })));
  if (row.status !== 'ACTIVE') return;
  if (!before) await generateVisitTasks(tx, ctx.now, { visitIds: [row.externalId] });
  else if (scheduleChanged(row, before)) await regenerateVisitTasks(tx, row.externalId, ctx.now);
}

export const visitSave: SaveDefinition<typeof visitDefinitions, VisitFormOutput> = {
  schema: (_body, ctx, existing) =>
    visitFormSchemaAt(ctx.now, existing ? { startTimestamp: existing.startTimestamp.toISOString(), endTimestamp: existing.endTimestamp?.toISOString() ?? null } : {}),
  values: (form, ctx, existing) => visitValues(form, ctx, existing),
  afterWrite,
  links: visitLinks,
};
