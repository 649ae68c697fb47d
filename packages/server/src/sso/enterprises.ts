/**
 * Password sign-in per enterprise (docs/DECISIONS.md "Password sign-in switched off per enterprise"): an enterprise
 * whose providers are configured may switch its users' local passwords off. The rule holds only while one of its
 * providers is configured: removing the provider from the environment gives the passwords back, so nobody is locked out.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { enterprises, userEnterprises } from '../db/schema';
import type { SsoProviderConfig } from './config';

interface NamedEnterprise {
  externalId: string;
  name: string;
}

/** The providers whose users this enterprise gets (their ENTERPRISE setting names it by id or by name, any case). */
export function providersOfEnterprise(providers: readonly SsoProviderConfig[], enterprise: NamedEnterprise): SsoProviderConfig[] {
  return providers.filter((p) => p.enterprise !== null && (p.enterprise === enterprise.externalId || p.enterprise.toLowerCase() === enterprise.name.toLowerCase()));
}

/** Whether a local password of the user is refused: one of their enterprises has it off and a provider configured. */
export async function passwordSignInOffFor(db: Db, providers: readonly SsoProviderConfig[], userId: string): Promise<boolean> {
  if (providers.length === 0) return false;
  const off = await db
    .select({ externalId: enterprises.externalId, name: enterprises.name })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(userEnterprises.enterpriseId, enterprises.externalId))
    .where(and(eq(userEnterprises.userId, userId), eq(enterprises.passwordSignIn, false)));
  return off.some((e) => providersOfEnterprise(providers, e).length > 0);
}

/** For each provider, whether the enterprise it places its users in still accepts local passwords. */
export async function passwordSignInByProvider(db: Db, providers: readonly SsoProviderConfig[]): Promise<Map<string, boolean>> {
  const named = providers.flatMap((p) => (p.enterprise ? [p.enterprise] : []));
  const ids = named.filter((v) => /^[0-9a-f-]{36}$/i.test(v));
  const names = named.map((v) => v.toLowerCase());
  const rows = named.length
    ? await db
        .select({ externalId: enterprises.externalId, name: enterprises.name, passwordSignIn: enterprises.passwordSignIn })
        .from(enterprises)
        .where(ids.length ? sql`(${inArray(enterprises.externalId, ids)} or ${inArray(sql`lower(${enterprises.name})`, names)})` : inArray(sql`lower(${enterprises.name})`, names))
    : [];
  return new Map(providers.map((p) => [p.id, !rows.some((e) => e.passwordSignIn === false && providersOfEnterprise([p], e).length > 0)]));
}
