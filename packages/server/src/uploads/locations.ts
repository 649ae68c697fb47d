/**
 * Location rows of an upload: the location form's schema (`locationFormSchema`) and its save rules
 * (`locationValues` of facilities/locations.ts: the account in the uploader's scope, the parent's rules). The
 * account and the parent are named by account number and location name. A location of the account with the row's
 * name (case aside) is updated; otherwise the row creates one location per name of its range (Bed 1-5).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES, expandLocationNames, formatMessage, locationFormSchema, type LocationFormOutput } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, locations } from '../db/schema';
import { accountCondition } from '../facilities/common';
import { locationValues } from '../facilities/locations';
import type { ChunkPlanner, RowPlan, UploadKindProcessor } from './kinds';

const lower = (text: string): string => text.trim().toLowerCase();

/** A power level cell: empty is the form's default, anything else must be a number. */
function numberCell(text: string): number | string | undefined {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

export const locationUploads: UploadKindProcessor = {
  keyLabel: 'location name and account number',
  key(row) {
    const name = lower(row.values.name ?? '');
    const account = lower(row.values.account ?? '');
    return name && account ? `${name}\u0000${account}` : null;
  },

  async planner(ctx): Promise<ChunkPlanner> {
    const scope = await accountCondition(ctx, accounts.externalId);
    const accountRows = await ctx.db.select().from(accounts).where(and(ne(accounts.status, 'REMOVED'), scope));
    const byNo = new Map(accountRows.map((a) => [lower(a.accountNo), a]));
    return {
      async load() {
        // Locations are few per file: each row reads what it names in the chunk's transaction.
      },
      async plan(db: Db, row): Promise<RowPlan> {
        const v = row.values;
        const accountNo = v.account ?? '';
        const account = accountNo ? byNo.get(lower(accountNo)) : undefined;
        const named = async (name: string) =>
          account
            ? (
                await db
                  .select()
                  .from(locations)
                  .where(and(eq(locations.accountId, account.externalId), sql`lower(${locations.name}) = ${lower(name)}`, ne(locations.status, 'REMOVED')))
                  .limit(1)
              )[0]
            : undefined;
        const parentName = v.parent ?? '';
        const parent = parentName ? await named(parentName) : undefined;
        const input = {
          name: v.name ?? '',
          account: account?.externalId ?? accountNo,
          type: v.type ?? '',
          utilizationStatus: v.utilizationStatus ?? '',
          utilizationCategory: v.utilizationCategory ?? '',
          groupName: v.groupName ?? '',
          parent: parent?.externalId ?? parentName,
          inventoryPowerLevel: numberCell(v.inventoryPowerLevel ?? ''),
        };
        const parsed = locationFormSchema.safeParse(input);
        if (!parsed.success) return { outcome: 'REJECT', message: parsed.error.issues[0]?.message ?? MESSAGES.locationName };
        const form: LocationFormOutput = parsed.data;
        if (!account) return { outcome: 'REJECT', message: formatMessage(MESSAGES.uploadAccountUnknown, { code: accountNo }) };
        if (parentName && !parent) return { outcome: 'REJECT', message: formatMessage(MESSAGES.uploadLocationUnknown, { code: parentName }) };
        const names = expandLocationNames(form.name);
        const existing = names.length === 1 ? await named(names[0]!) : undefined;
        const values = await locationValues(form, { ...ctx, db }, existing ?? null);
        return {
          outcome: existing ? 'UPDATE' : 'CREATE',
          message: null,
          apply: async (tx) => {
            const who = ctx.session.user.username;
            const audit = { lastModifiedBy: who, lastModifiedTimestamp: ctx.now };
            if (existing) {
              await tx.update(locations).set({ ...values, ...audit }).where(eq(locations.externalId, existing.externalId));
              return { outcome: 'UPDATED', message: null };
            }
            const taken = await tx
              .select({ name: locations.name })
              .from(locations)
              .where(and(eq(locations.accountId, account.externalId), inArray(sql`lower(${locations.name})`, names.map(lower)), ne(locations.status, 'REMOVED')));
            const fresh = names.filter((n) => !taken.some((t) => lower(t.name) === lower(n)));
            if (fresh.length > 0) {
              await tx.insert(locations).values(fresh.map((name) => ({ ...values, name, ...audit, createdBy: who, createdTimestamp: ctx.now })));
            }
            return { outcome: 'CREATED', message: null };
          },
        };
      },
    };
  },
};
