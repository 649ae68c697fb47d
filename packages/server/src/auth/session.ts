/**
 * Who is calling: resolves the `X-Auth-Token` header to a signed-in user and the permission entries
 * of their role, the same entries the console received at sign-in.
 */
import { and, eq } from 'drizzle-orm';
import type { SessionEndReason } from '@equipdesk/api-client/contract';
import type { PermissionEntry, PermissionContext, PermissionType } from '@equipdesk/permissions';
import { isPrivilegedRole } from '@equipdesk/permissions';
import type { Db } from '../db/index';
import { accounts, authTokens, permissions, rolePermissions, roles, userAccounts, userFacilities, users } from '../db/schema';
import { hashToken, type TokenPolicy } from './tokens';
import { auditSessionExpired } from '../audit/auth';
import type { Session } from './sessionShape';

// The shape of a session lives below both this file and the audit trail, which records who a session's user is.
export type { Session, SessionUserRow } from './sessionShape';

/** A user may sign in and keep a session only while every one of these holds. */
export function userMayHaveSession(user: {
  status: string;
  enabled: boolean;
  accountNonLocked: boolean;
  accountNonExpired: boolean;
  credentialsNonExpired: boolean;
}): boolean {
  return (
    user.status === 'ACTIVE' && user.enabled && user.accountNonLocked && user.accountNonExpired && user.credentialsNonExpired
  );
}

/** The role's GRANTED and ACTIVE cells of the permissions matrix, as session entries. */
export async function permissionsOfRole(db: Db, roleId: string): Promise<PermissionEntry[]> {
  const rows = await db
    .select({ value: permissions.value, type: permissions.type, context: permissions.context })
    .from(rolePermissions)
    .innerJoin(permissions, eq(rolePermissions.permissionId, permissions.externalId))
    .where(
      and(
        eq(rolePermissions.roleId, roleId),
        eq(rolePermissions.granted, true),
        eq(rolePermissions.status, 'ACTIVE'),
        eq(permissions.status, 'ACTIVE'),
      ),
    )
    .orderBy(permissions.value, permissions.type);
  return rows.map((r) => ({ value: r.value, type: r.type as PermissionType, context: r.context as PermissionContext }));
}

/** Why the server ends a session (the console's fourth reason, `ended`, is a 401 it cannot explain). */
export type ServerSessionEnd = Exclude<SessionEndReason, 'ended'>;

type UserFlags = Parameters<typeof userMayHaveSession>[0];

/**
 * Why a token's session is over, or null while it holds. The user comes first: deactivating, removing, disabling or
 * locking a user also revokes their tokens, and the console should say which of the two happened.
 */
export function sessionEndOf(
  token: { revoked: Date | null; expires: Date; lastUsed: Date },
  user: UserFlags,
  now: Date,
  policy: TokenPolicy,
): ServerSessionEnd | null {
  if (!userMayHaveSession(user)) return 'deactivated';
  if (token.revoked) return 'signed-out';
  const t = now.getTime();
  if (token.expires.getTime() <= t || token.lastUsed.getTime() + policy.idleMs <= t) return 'expired';
  return null;
}

const userFlags = {
  status: users.status,
  enabled: users.enabled,
  accountNonLocked: users.accountNonLocked,
  accountNonExpired: users.accountNonExpired,
  credentialsNonExpired: users.credentialsNonExpired,
};

/**
 * Whether the session of a token still holds, without touching it: why it ended (a token no longer stored was
 * signed out), or until when it holds at the latest unless used again (its absolute or its idle expiry).
 */
export async function sessionStanding(
  db: Db,
  tokenHash: string,
  now: Date,
  policy: TokenPolicy,
): Promise<{ ended: ServerSessionEnd } | { until: Date }> {
  const [row] = await db
    .select({ revoked: authTokens.revokedTimestamp, expires: authTokens.expiresTimestamp, lastUsed: authTokens.lastUsedTimestamp, user: userFlags })
    .from(authTokens)
    .innerJoin(users, eq(authTokens.userId, users.externalId))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { ended: 'signed-out' };
  const ended = sessionEndOf(row, row.user, now, policy);
  if (ended) return { ended };
  return { until: new Date(Math.min(row.expires.getTime(), row.lastUsed.getTime() + policy.idleMs)) };
}

/** Writes to the token row at most this often: a sliding expiry does not need a write per call. */
export const TOUCH_INTERVAL_MS = 30_000;

/** A session as read from the database, with what decides how long it may be kept and when to touch it. */
export interface LoadedSession {
  session: Session;
  tokenId: number;
  lastUsed: Date;
  expires: Date;
}

/**
 * Reads the session of a token hash without touching it: null when the token is unknown, revoked, expired or idle
 * for too long, or its user may no longer have a session. Its role's entries are read with it (a kept session is
 * read again whenever grants change, see http/versions.ts).
 */
export async function readSession(db: Db, tokenHash: string, now: Date, policy: TokenPolicy): Promise<LoadedSession | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsed: authTokens.lastUsedTimestamp,
      expires: authTokens.expiresTimestamp,
      revoked: authTokens.revokedTimestamp,
      clientIp: authTokens.clientIp,
      mfaEnrolment: authTokens.mfaEnrolment,
      user: {
        externalId: users.externalId,
        username: users.username,
        name: users.name,
        email: users.email,
        type: users.type,
        roleId: users.roleId,
        ...userFlags,
      },
      roleIdentifier: roles.identifier,
      roleName: roles.name,
      roleStatus: roles.status,
    })
    .from(authTokens)
    .innerJoin(users, eq(authTokens.userId, users.externalId))
    .innerJoin(roles, eq(users.roleId, roles.externalId))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  const end = row ? sessionEndOf(row, row.user, now, policy) : null;
  if (row && end === 'expired') await auditSessionExpired(db, now, { id: row.tokenId, clientIp: row.clientIp }, row.user, row.roleIdentifier);
  if (!row || end) return null;
  const entries = row.roleStatus === 'ACTIVE' ? await permissionsOfRole(db, row.user.roleId) : [];
  return {
    tokenId: row.tokenId,
    lastUsed: row.lastUsed,
    expires: row.expires,
    session: {
      tokenHash,
      user: {
        externalId: row.user.externalId,
        username: row.user.username,
        name: row.user.name,
        email: row.user.email,
        type: row.user.type,
        roleId: row.user.roleId,
        roleIdentifier: row.roleIdentifier,
        roleName: row.roleName,
      },
      permissions: entries,
      privileged: isPrivilegedRole(row.roleIdentifier),
      mfaEnrolment: row.mfaEnrolment,
    },
  };
}

/** Moves the sliding expiry of a token and the user's last activity to now. */
export async function touchSession(db: Db, tokenId: number, userId: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ lastUsedTimestamp: now }).where(eq(authTokens.id, tokenId));
  await db.update(users).set({ lastActivityTimestamp: now }).where(eq(users.externalId, userId));
}

/** The session of a token, read from the database and touched when due. */
export async function loadSession(db: Db, token: string, now: Date, policy: TokenPolicy): Promise<Session | null> {
  const loaded = await readSession(db, hashToken(token), now, policy);
  if (!loaded) return null;
  if (now.getTime() - loaded.lastUsed.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, loaded.tokenId, loaded.session.user.externalId, now);
  return loaded.session;
}

/**
 * The facilities a session may see: `null` means all of them (privileged roles). Others see the
 * facilities they are given plus those of the accounts they are given.
 */
export async function facilityScope(db: Db, session: Session): Promise<string[] | null> {
  if (session.privileged) return null;
  const direct = await db
    .select({ id: userFacilities.facilityId })
    .from(userFacilities)
    .where(eq(userFacilities.userId, session.user.externalId));
  const viaAccounts = await db
    .select({ id: accounts.facilityId })
    .from(userAccounts)
    .innerJoin(accounts, eq(userAccounts.accountId, accounts.externalId))
    .where(eq(userAccounts.userId, session.user.externalId));
  return [...new Set([...direct, ...viaAccounts].map((r) => r.id))];
}

/** The accounts a session may see: `null` means all of them. */
export async function accountScope(db: Db, session: Session): Promise<string[] | null> {
  if (session.privileged) return null;
  const rows = await db
    .select({ id: userAccounts.accountId })
    .from(userAccounts)
    .where(eq(userAccounts.userId, session.user.externalId));
  return rows.map((r) => r.id);
}

/**
 * The accounts and the facilities given to a session itself, whose rows it sees of the tables that belong to an
 * account and a facility (orders, alerts, visits: resources/scope.ts); `null` means all of them (privileged roles).
 */
export async function rowScope(db: Db, session: Session): Promise<{ accounts: string[]; facilities: string[] } | null> {
  if (session.privileged) return null;
  const [accs, facs] = await Promise.all([
    accountScope(db, session),
    db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, session.user.externalId)),
  ]);
  return { accounts: accs ?? [], facilities: facs.map((f) => f.id) };
}

/**
 * A user's session as the guard would build it (their role's grants and scope), without a token: the work a job
 * does for its issuer (an upload's rows, an export request's file) is read and written as them. Null: no such user.
 */
export async function sessionOfUser(db: Db, userId: string): Promise<Session | null> {
  const [row] = await db
    .select({
      externalId: users.externalId,
      username: users.username,
      name: users.name,
      email: users.email,
      type: users.type,
      roleId: users.roleId,
      roleIdentifier: roles.identifier,
      roleName: roles.name,
      roleStatus: roles.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.externalId, users.roleId))
    .where(eq(users.externalId, userId))
    .limit(1);
  if (!row) return null;
  const { roleStatus, ...user } = row;
  return {
    tokenHash: '',
    user,
    permissions: roleStatus === 'ACTIVE' ? await permissionsOfRole(db, row.roleId) : [],
    privileged: isPrivilegedRole(row.roleIdentifier),
    mfaEnrolment: false,
  };
}
