/**
 * The sign-in side of the trail: sign-ins (with the username as typed on a failure, never the password), sign-outs,
 * the sign-in limit's 429s, password resets asked for and done, and passwords changed. Each is one call from the
 * route, in the route's transaction where it writes anything.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { AUDIT_SECRET_VALUE, type AuditAction } from '@equipdesk/api-client/contract';
import { inTransaction, type Db } from '../db/index';
import type { Session } from '../auth/sessionShape';
import { actorOf, anonymousActor, recordAudit, recordAuditAlone, type AuditActor } from './record';
import { fieldChanges } from './changes';
import { auditEvents } from './table';

interface KnownUser {
  externalId: string;
  username: string;
}

/** The longest username the trail quotes (the sign-in form's own limit is far below it). */
const TYPED_MAX = 100;
const typed = (username: string): string => username.slice(0, TYPED_MAX);

/** A signed-in user before their session exists: named by their row, with their role. */
export function signedInActor(request: FastifyRequest, user: KnownUser, role: string): AuditActor {
  return { id: user.externalId, username: user.username, role, address: request.ip };
}

/** A sign-in that worked, in the transaction that opens its session; `how` names a provider's (`through Keycloak`). */
export async function auditSignIn(tx: Db, actor: AuditActor, now: Date, how?: string): Promise<void> {
  await recordAudit(tx, actor, now, { action: 'SIGN_IN', entityType: 'users', entityId: actor.id, summary: `${actor.username} signed in${how ? ` ${how}` : ''}` });
}

/** A sign-in refused (unknown user, wrong password, a user who may not sign in) or turned away by the limit. */
export async function auditSignInRefused(
  db: Db,
  request: FastifyRequest,
  now: Date,
  username: string,
  user: KnownUser | null,
  action: Extract<AuditAction, 'SIGN_IN_FAILED' | 'SIGN_IN_LIMITED' | 'PASSWORD_RESET_REQUESTED'>,
  /** Why, for a refusal of a provider's sign-in (`through Keycloak: role`). */
  detail?: string,
): Promise<void> {
  const name = typed(username);
  const what = { SIGN_IN_FAILED: 'Sign-in failed', SIGN_IN_LIMITED: 'Sign-in refused by the limit (429)', PASSWORD_RESET_REQUESTED: 'Password reset asked for' }[action];
  await recordAuditAlone(db, anonymousActor(request, user, name), now, {
    action,
    entityType: user ? 'users' : null,
    entityId: user?.externalId ?? null,
    summary: `${what} for "${name}"${detail ? ` ${detail}` : ''}`,
  });
}

export async function auditSignOut(db: Db, session: Session, request: FastifyRequest, now: Date): Promise<void> {
  await recordAuditAlone(db, actorOf(session, request), now, { action: 'SIGN_OUT', entityType: 'users', entityId: session.user.externalId, summary: `${session.user.username} signed out` });
}

/** A password set anew: by reset link (the actor is the user), by an administrator, or on the user's own profile. */
export async function auditPasswordChange(tx: Db, actor: AuditActor, now: Date, user: KnownUser, action: Extract<AuditAction, 'PASSWORD_RESET' | 'PASSWORD_CHANGED'>): Promise<void> {
  const how = action === 'PASSWORD_RESET' ? 'reset through a reset link' : actor.id === user.externalId ? 'changed by its user' : `changed by ${actor.username}`;
  await recordAudit(tx, actor, now, {
    action,
    entityType: 'users',
    entityId: user.externalId,
    summary: `Password of ${user.username} ${how}`,
    changes: [{ field: 'password', old: AUDIT_SECRET_VALUE, new: AUDIT_SECRET_VALUE }],
  });
}

/** A user's own profile saved (name, email, perhaps the password), in the save's transaction. */
export async function auditProfileSave(tx: Db, session: Session, request: FastifyRequest, now: Date, before: Record<string, unknown>, after: Record<string, unknown>): Promise<void> {
  const actor = actorOf(session, request);
  const changes = fieldChanges(before, after);
  const user = { externalId: session.user.externalId, username: session.user.username };
  if (changes.some((c) => c.field !== 'passwordHash')) {
    await recordAudit(tx, actor, now, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: user.externalId,
      summary: `Own profile of ${user.username} updated: ${changes.filter((c) => c.field !== 'passwordHash').map((c) => c.field).join(', ')}`,
      changes: changes.filter((c) => c.field !== 'passwordHash'),
    });
  }
  if (changes.some((c) => c.field === 'passwordHash')) await auditPasswordChange(tx, actor, now, user, 'PASSWORD_CHANGED');
}

/**
 * A session found expired (idle or past its absolute limit) when its token is next used: recorded once per token
 * (entity `sessions/{token id}`), by its user, from the address it signed in from.
 */
export async function auditSessionExpired(db: Db, now: Date, token: { id: number; clientIp: string | null }, user: { externalId: string; username: string }, role: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The chain's head, locked: of two calls with one expired token, the second waits and finds the first's event.
    await tx.execute(sql`select 1 from audit_chain for update`);
    const [seen] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(token.id)), eq(auditEvents.entityType, 'sessions'), eq(auditEvents.action, 'SESSION_EXPIRED')))
      .limit(1);
    if (seen) return;
    await recordAudit(tx, { id: user.externalId, username: user.username, role, address: token.clientIp }, now, {
      action: 'SESSION_EXPIRED',
      entityType: 'sessions',
      entityId: String(token.id),
      summary: `Session of ${user.username} expired`,
    });
  });
}
