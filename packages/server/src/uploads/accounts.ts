/**
 * Account rows of an upload: the account form's schema (`accountFormSchema`) and its save rules (`accountValues`
 * of facilities/accounts.ts: a known time zone, the facility in the uploader's scope). The facility is named by
 * its name. An account with the row's number is updated when it lies in the uploader's scope (otherwise the number
 * is taken); any other row creates one.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES, accountFormSchema, formatMessage, type AccountFormOutput } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, facilities } from '../db/schema';
import { accountCondition, facilityCondition } from '../facilities/common';
import { accountValues } from '../facilities/accounts';
import type { ChunkPlanner, RowPlan, UploadKindProcessor } from './kinds';

const lower = (text: string): string => text.trim().toLowerCase();

function numberCell(text: string): number | string | undefined {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

function yesNo(text: string): boolean | string | undefined {
  const t = text.trim().toUpperCase();
  if (t === 'YES' || t === 'TRUE' || t === 'Y') return true;
  if (t === 'NO' || t === 'FALSE' || t === 'N') return false;
  return t === '' ? undefined : text;
}

export const accountUploads: UploadKindProcessor = {
  keyLabel: 'account number',
  key(row) {
    const no = lower(row.values.accountNo ?? '');
    return no || null;
  },

  async planner(ctx): Promise<ChunkPlanner> {
    const facilityScope = await facilityCondition(ctx, facilities.externalId);
    const facilityRows = await ctx.db.select().from(facilities).where(and(ne(facilities.status, 'REMOVED'), facilityScope));
    const byName = new Map(facilityRows.map((f) => [lower(f.name), f]));
    const accountScope = await accountCondition(ctx, accounts.externalId);
    return {
      async load() {
        // Accounts are few per file: each row reads its own in the chunk's transaction.
      },
      async plan(db: Db, row): Promise<RowPlan> {
        const v = row.values;
        const facilityName = v.facility ?? '';
        const facility = facilityName ? byName.get(lower(facilityName)) : undefined;
        const input = {
          accountNo: v.accountNo ?? '',
          name: v.name ?? '',
          facility: facility?.externalId ?? facilityName,
          timeZone: v.timeZone ?? '',
          pmAlertsDurationDays: numberCell(v.pmAlertsDurationDays ?? ''),
          visitTimeoutHours: numberCell(v.visitTimeoutHours ?? ''),
          standardTimeMinutes: numberCell(v.standardTimeMinutes ?? ''),
          statTimeMinutes: numberCell(v.statTimeMinutes ?? ''),
          sendLateOrderAlerts: yesNo(v.sendLateOrderAlerts ?? ''),
          sendDelayedOrderAlerts: yesNo(v.sendDelayedOrderAlerts ?? ''),
        };
        const parsed = accountFormSchema.safeParse(input);
        if (!parsed.success) return { outcome: 'REJECT', message: parsed.error.issues[0]?.message ?? MESSAGES.accountNo };
        const form: AccountFormOutput = parsed.data;
        if (!facility) return { outcome: 'REJECT', message: formatMessage(MESSAGES.uploadFacilityUnknown, { code: facilityName }) };
        const [existing] = await db.select().from(accounts).where(sql`lower(${accounts.accountNo}) = ${lower(form.accountNo)}`).limit(1);
        if (existing) {
          const [visible] = await db.select({ id: accounts.externalId }).from(accounts).where(and(eq(accounts.externalId, existing.externalId), accountScope)).limit(1);
          if (!visible) return { outcome: 'REJECT', message: MESSAGES.accountExists };
          if (existing.status === 'REMOVED') return { outcome: 'REJECT', message: MESSAGES.accountExists };
        }
        const values = await accountValues(form, { ...ctx, db });
        return {
          outcome: existing ? 'UPDATE' : 'CREATE',
          message: null,
          apply: async (tx) => {
            const who = ctx.session.user.username;
            const audit = { lastModifiedBy: who, lastModifiedTimestamp: ctx.now };
            if (existing) {
              await tx.update(accounts).set({ ...values, ...audit }).where(eq(accounts.externalId, existing.externalId));
              return { outcome: 'UPDATED', message: null };
            }
            await tx.insert(accounts).values({ ...values, ...audit, createdBy: who, createdTimestamp: ctx.now });
            return { outcome: 'CREATED', message: null };
          },
        };
      },
    };
  },
};
