/**
 * Nobody locks EquipDesk's administration out. A "manager" is a user who may have a session, whose ACTIVE role grants
 * EDIT on users and EDIT on permissions (decided by @equipdesk/permissions, as the guard and the console decide). No
 * change may take the last manager away, and nobody may take their own account, or their own grants on users or
 * permissions, away from themselves. Refusals are 409 with a message of the contract (docs/DECISIONS.md).
 *
 * Every check runs inside the transaction of its change, after the change is written and after a transaction-scoped
 * advisory lock that all such changes take: two of them at once (two administrators, two processes) are decided one
 * after the other, and the second counts what the first committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { EntityStatus } from '@equipdesk/api-client/contract';
import { hasGrant, type PermissionEntry } from '@equipdesk/permissions';
import type { Db } from '../db/index';
import { roles, users } from '../db/schema';
import { permissionsOfRole, userMayHaveSession } from '../auth/session';
import { HttpError } from '../http/errors';

/** The advisory lock key of changes to who may manage (any constant; "MGMT"). */
const MANAGEMENT_LOCK = 0x4d474d54;

/** Which of the two administration grants a role or a user holds. */
interface Management {
  users: boolean;
  permissions: boolean;
}

const NONE: Management = { users: false, permissions: false };

function managementOf(entries: readonly PermissionEntry[]): Management {
  return { users: hasGrant(entries, 'users', 'EDIT'), permissions: hasGrant(entries, 'permissions', 'EDIT') };
}

const isManager = (m: Management): boolean => m.users && m.permissions;

/** True when `after` holds less of the two grants than `before`. */
const loses = (before: Management, after: Management): boolean =>
  (before.users && !after.users) || (before.permissions && !after.permissions);

const refuse = (message: string): HttpError => new HttpError(409, message);

/** Waits until no other change to who may manage is under way; held until the transaction ends. */
async function lockManagement(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANAGEMENT_LOCK})`);
}

/** What a role's grant cells allow, whatever the role's own status. */
async function grantsOfRole(tx: Db, roleId: string): Promise<Management> {
  return managementOf(await permissionsOfRole(tx, roleId));
}

/** What a role allows its users now: nothing while it is not ACTIVE (a session then holds no entries). */
async function roleManagement(tx: Db, roleId: string): Promise<Management> {
  const [role] = await tx.select({ status: roles.status }).from(roles).where(eq(roles.externalId, roleId)).limit(1);
  return role?.status === 'ACTIVE' ? grantsOfRole(tx, roleId) : NONE;
}

type UserRow = typeof users.$inferSelect;

/** What a user, as this row has them, may manage. */
async function userManagement(tx: Db, user: UserRow): Promise<Management> {
  return userMayHaveSession(user) ? roleManagement(tx, user.roleId) : NONE;
}

/** True while at least one user is a manager, as the transaction sees the data now. */
export async function managersLeft(tx: Db): Promise<boolean> {
  const active = await tx.select({ id: roles.externalId }).from(roles).where(eq(roles.status, 'ACTIVE'));
  for (const role of active) {
    if (!isManager(await grantsOfRole(tx, role.id))) continue;
    const members = await tx.select().from(users).where(and(eq(users.roleId, role.id), eq(users.status, 'ACTIVE')));
    if (members.some(userMayHaveSession)) return true;
  }
  return false;
}

/** The acting user's row as the transaction sees it now. */
async function actorRow(tx: Db, actorId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.externalId, actorId)).limit(1);
  return row;
}

/**
 * A user's deactivation or removal, already written in `tx` (`before` is the row as it was): never one's own
 * account, never the last manager.
 */
export async function checkUserStatusChange(tx: Db, actorId: string, before: UserRow, to: EntityStatus): Promise<void> {
  if (to === 'ACTIVE') return;
  const removing = to === 'REMOVED';
  if (before.externalId === actorId) throw refuse(removing ? MESSAGES.selfRemove : MESSAGES.selfDeactivate);
  await lockManagement(tx);
  if (!isManager(await userManagement(tx, before))) return;
  if (!(await managersLeft(tx))) throw refuse(removing ? MESSAGES.lastManagerRemove : MESSAGES.lastManagerDeactivate);
}

/**
 * A user's save, already written in `tx` (role, flags): one's own account stays able to sign in and keeps the grants on
 * users and permissions it had; someone else's change may not take the last manager away.
 */
export async function checkUserUpdate(tx: Db, actorId: string, before: UserRow, after: UserRow): Promise<void> {
  const self = before.externalId === actorId;
  if (self && userMayHaveSession(before) && !userMayHaveSession(after)) throw refuse(MESSAGES.selfDisable);
  await lockManagement(tx);
  const was = await userManagement(tx, before);
  const is = await userManagement(tx, after);
  if (self && loses(was, is)) throw refuse(MESSAGES.selfRoleChange);
  if (isManager(was) && !isManager(is) && !(await managersLeft(tx))) throw refuse(MESSAGES.lastManagerChange);
}

/**
 * A role's deactivation or removal, already written in `tx` (`before` is the row as it was): not the role that gives
 * the caller their grants on users or permissions, not one the last managers hold it by.
 */
export async function checkRoleStatusChange(tx: Db, actorId: string, before: typeof roles.$inferSelect, to: EntityStatus): Promise<void> {
  if (to === 'ACTIVE' || before.status !== 'ACTIVE') return;
  const removing = to === 'REMOVED';
  await lockManagement(tx);
  const grants = await grantsOfRole(tx, before.externalId);
  if (!grants.users && !grants.permissions) return;
  const actor = await actorRow(tx, actorId);
  if (actor?.roleId === before.externalId && userMayHaveSession(actor)) throw refuse(removing ? MESSAGES.ownRoleRemove : MESSAGES.ownRoleDeactivate);
  if (isManager(grants) && !(await managersLeft(tx))) throw refuse(removing ? MESSAGES.lastManagerRoleRemove : MESSAGES.lastManagerRoleDeactivate);
}

/**
 * A change of one role's grant cells: `apply` writes it in `tx`. Not the caller's own role losing its grants on users
 * or permissions, not the last managers' role losing what makes them managers.
 */
export async function keepingManagement<T>(tx: Db, actorId: string, roleId: string, apply: () => Promise<T>): Promise<T> {
  await lockManagement(tx);
  const before = await roleManagement(tx, roleId);
  const result = await apply();
  const after = await roleManagement(tx, roleId);
  if (!loses(before, after)) return result;
  const actor = await actorRow(tx, actorId);
  if (actor?.roleId === roleId && userMayHaveSession(actor)) throw refuse(MESSAGES.ownGrantDeny);
  if (isManager(before) && !isManager(after) && !(await managersLeft(tx))) throw refuse(MESSAGES.lastManagerGrantDeny);
  return result;
}
