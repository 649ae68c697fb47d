/**
 * The second factor of a local account: whether it has one, whether its role requires one, and checking a code typed
 * at sign-in or on the profile (a TOTP code of a step not used yet, or an unused recovery code, each spent at once).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { mfaRecoveryCodes, roles, users } from '../db/schema';
import type { SecretBox } from './secrets';
import { hashRecoveryCode, isTotpShaped, totpStepOf } from './totp';

export interface FactorUser {
  externalId: string;
  totpSecret: string | null;
  totpLastStep: number | null;
}

/** Whether a role requires multi-factor sign-in of its local users. */
export async function roleRequiresMfa(db: Db, roleId: string): Promise<boolean> {
  const [row] = await db.select({ requireMfa: roles.requireMfa }).from(roles).where(eq(roles.externalId, roleId)).limit(1);
  return row?.requireMfa ?? false;
}

/** Recovery codes not used yet. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedTimestamp)));
  return Number(row?.n ?? 0);
}

/**
 * Checks a code against the user's second factor and spends it: true when it was a TOTP code of a step after the last
 * one used (written with a guard, so two requests with one code cannot both pass) or an unused recovery code.
 */
export async function spendSecondFactor(db: Db, box: SecretBox, user: FactorUser, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  if (isTotpShaped(code)) {
    const secret = box.open(user.totpSecret);
    const step = secret ? totpStepOf(secret, code, now, user.totpLastStep) : null;
    if (step === null) return false;
    const spent = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.externalId, user.externalId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.internalId });
    return spent.length > 0;
  }
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedTimestamp: now })
    .where(and(eq(mfaRecoveryCodes.userId, user.externalId), eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(mfaRecoveryCodes.usedTimestamp)))
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}
