/**
 * Just-in-time users: the first sign-in through a provider creates the user, later ones bring name, email and role
 * up to date from the claims. A refusal is a code of the contract's SSO_ERRORS (the console shows its words).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SsoErrorCode } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { accounts, enterprises, facilities, roles, userAccounts, userEnterprises, userFacilities, users } from '../db/schema';
import { userMayHaveSession } from '../auth/session';
import { recordAudit, writeEntries, type AuditActor } from '../audit/record';
import { claimText, claimValues, mappedRole, type Claims } from './claims';
import type { SsoProviderConfig } from './config';

export type SsoUser = typeof users.$inferSelect;
export type SsoOutcome = { ok: true; user: SsoUser; role: typeof roles.$inferSelect; created: boolean } | { ok: false; code: SsoErrorCode; username: string; user: SsoUser | null };

/** The row whose externalId or name (any case) is the value. */
const idOrName = (table: typeof enterprises | typeof facilities | typeof accounts, value: string): SQL =>
  or(sql`${table.externalId}::text = ${value}`, sql`lower(${table.name}) = ${value.toLowerCase()}`)!;

async function resolveRole(db: Db, value: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(or(eq(roles.identifier, value), sql`lower(${roles.name}) = ${value.toLowerCase()}`), eq(roles.status, 'ACTIVE')))
    .limit(1);
  return role ?? null;
}

/** Enterprise, facilities and accounts of a new user: the claims' values where the provider names claims, else its lists. */
async function placementOf(db: Db, provider: SsoProviderConfig, claims: Claims) {
  const [enterprise] = provider.enterprise
    ? await db.select({ id: enterprises.externalId }).from(enterprises).where(idOrName(enterprises, provider.enterprise)).limit(1)
    : [];
  const wanted = (claim: string | null, fixed: readonly string[]) => (claim && claimValues(claims, claim).length ? claimValues(claims, claim) : fixed);
  const facilityValues = wanted(provider.facilitiesClaim, provider.facilities);
  const accountValues = wanted(provider.accountsClaim, provider.accounts);
  const inEnterprise = enterprise ? eq(facilities.enterpriseId, enterprise.id) : undefined;
  const facilityRows = facilityValues.length
    ? await db.select({ id: facilities.externalId }).from(facilities).where(and(or(...facilityValues.map((v) => idOrName(facilities, v))), inEnterprise))
    : [];
  const accountRows = accountValues.length
    ? await db
        .select({ id: accounts.externalId })
        .from(accounts)
        .innerJoin(facilities, eq(accounts.facilityId, facilities.externalId))
        .where(and(or(...accountValues.map((v) => idOrName(accounts, v))), inEnterprise))
    : [];
  return { enterpriseId: enterprise?.id ?? null, facilityIds: facilityRows.map((r) => r.id), accountIds: accountRows.map((r) => r.id) };
}

const auditable = (user: SsoUser) => ({ externalId: user.externalId, name: user.name, username: user.username, email: user.email, roleId: user.roleId });

/**
 * Signs a provider's subject in: finds or creates the user, in the caller's transaction, with the audit events of a
 * creation or an update. A locally deactivated user stays out whatever the claims say.
 */
export async function signInSubject(tx: Db, provider: SsoProviderConfig, claims: Claims, now: Date, address: string | null): Promise<SsoOutcome> {
  const subject = claimText(claims, 'sub') ?? '';
  const email = claimText(claims, 'email');
  const username = claimText(claims, provider.usernameClaim) ?? email;
  const name = claimText(claims, 'name') ?? username;
  const [existing] = await tx
    .select()
    .from(users)
    .where(and(eq(users.ssoProvider, provider.id), eq(users.ssoSubject, subject)))
    .limit(1);
  const typed = existing?.username ?? username ?? subject;
  if (existing && !userMayHaveSession(existing)) return { ok: false, code: 'inactive', username: typed, user: existing };
  const roleValue = mappedRole(provider, claims);
  const role = roleValue ? await resolveRole(tx, roleValue) : null;
  if (!role) return { ok: false, code: 'role', username: typed, user: existing ?? null };
  if (!username || !email || !name) return { ok: false, code: 'claims', username: typed, user: existing ?? null };
  const actor: AuditActor = { id: existing?.externalId ?? '', username: typed, role: role.identifier, address };

  if (existing) {
    const next = { name, email, roleId: role.externalId };
    if (existing.name === name && existing.email === email && existing.roleId === role.externalId) return { ok: true, user: existing, role, created: false };
    const clash = email.toLowerCase() !== existing.email.toLowerCase() && (await emailTaken(tx, email));
    const set = clash ? { name, roleId: role.externalId } : next;
    const [updated] = await tx
      .update(users)
      .set({ ...set, lastModifiedBy: `sso:${provider.id}`, lastModifiedTimestamp: now })
      .where(eq(users.externalId, existing.externalId))
      .returning();
    await recordAudit(tx, actor, now, writeEntries({ entityType: 'users', label: 'User', before: auditable(existing), after: auditable(updated!) }));
    return { ok: true, user: updated!, role, created: false };
  }

  const [taken] = await tx
    .select({ id: users.externalId })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (taken) return { ok: false, code: 'taken', username, user: null };
  const placement = await placementOf(tx, provider, claims);
  const [created] = await tx
    .insert(users)
    .values({
      name,
      username,
      email,
      // No password: this user signs in through the provider only (auth/passwords.ts refuses an empty hash).
      passwordHash: '',
      roleId: role.externalId,
      ssoProvider: provider.id,
      ssoSubject: subject,
      createdBy: `sso:${provider.id}`,
      createdTimestamp: now,
      lastModifiedBy: `sso:${provider.id}`,
      lastModifiedTimestamp: now,
    })
    .returning();
  const user = created!;
  if (placement.enterpriseId) await tx.insert(userEnterprises).values({ userId: user.externalId, enterpriseId: placement.enterpriseId });
  if (placement.facilityIds.length) await tx.insert(userFacilities).values(placement.facilityIds.map((facilityId) => ({ userId: user.externalId, facilityId })));
  if (placement.accountIds.length) await tx.insert(userAccounts).values(placement.accountIds.map((accountId) => ({ userId: user.externalId, accountId })));
  await recordAudit(tx, { ...actor, id: user.externalId }, now, writeEntries({ entityType: 'users', label: 'User', before: null, after: { ...auditable(user), ...placement } }));
  return { ok: true, user, role, created: true };
}

async function emailTaken(tx: Db, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.externalId }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return !!row;
}

