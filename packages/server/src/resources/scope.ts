/**
 * The scope of rows that belong to an account and a facility (assets, their history, orders, alerts, visits): a
 * non-privileged caller sees those of the accounts given to them and of the facilities given to them; a privileged
 * caller sees all (no condition).
 */
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountScope, type Session } from '../auth/session';
import type { Db } from '../db/index';
import { userFacilities } from '../db/schema';
import { inScope } from './items';

export function accountOrFacilityScope(account: AnyPgColumn, facility: AnyPgColumn) {
  return async (ctx: { db: Db; session: Session }): Promise<SQL | undefined> => {
    if (ctx.session.privileged) return undefined;
    const [accs, facs] = await Promise.all([
      accountScope(ctx.db, ctx.session),
      ctx.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, ctx.session.user.externalId)),
    ]);
    return or(inArray(account, inScope(accs ?? [])), inArray(facility, inScope(facs.map((f) => f.id))));
  };
}
