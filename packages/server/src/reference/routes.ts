/**
 * The reference lists the console loads once after sign-in (spec 1 §7 "Cache loads at login"):
 * every signed-in user with at least one permission may read them. Lists of resources declared on
 * the resource layer come with their declaration (enterprises, roles, users, facilities,
 * accounts, contracts, locations, under the resource's own scope; models and products); the pick
 * lists are grouped by hand.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { PICKLIST_TYPES } from '@equipdesk/api-client/contract';
import type {
  PicklistGroups,
  PicklistType,
  ResultResponse,
} from '@equipdesk/api-client/contract';
import { picklistValues } from '../db/schema';
import { picklistValueOf } from '../catalogue/picklists';


export async function registerReferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/api/picklist-values/all', { config: { grant: 'any' } }, async (): Promise<ResultResponse<PicklistGroups>> => {
    const rows = await db
      .select()
      .from(picklistValues)
      .where(eq(picklistValues.status, 'ACTIVE'))
      .orderBy(asc(picklistValues.name), asc(picklistValues.displayLabel));
    const result = Object.fromEntries(PICKLIST_TYPES.map((t) => [t, []])) as unknown as PicklistGroups;
    for (const r of rows) {
      const group = result[r.name as PicklistType];
      if (!group) continue;
      group.push(picklistValueOf(r));
    }
    return { success: true, result };
  });
}
