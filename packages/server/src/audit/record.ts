/**
 * Writing audit events: who (the session's user, or the username typed at a sign-in, or `system`), from where (the
 * client's address, through the trusted-proxy setting), what, and on which entity. Every writer passes the
 * transaction of the change it records; events with no change of their own (a failed sign-in) get one.
 */
import type { FastifyRequest } from 'fastify';
import { AUDIT_SYSTEM_ACTOR, type AuditAction, type AuditFieldChange, type EntityStatus } from '@equipdesk/api-client/contract';
import { inTransaction, type Db } from '../db/index';
import type { Session } from '../auth/sessionShape';
import { appendEvents, type NewAuditEvent } from './chain';
import { displayNameOf, fieldChanges } from './changes';

export interface AuditActor {
  id: string;
  username: string;
  role: string | null;
  address: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  entityType?: string | null;
  entityId?: string | null;
  summary: string;
  changes?: AuditFieldChange[];
}

/** The actor of jobs and of the retention archive. */
export const SYSTEM_ACTOR: AuditActor = { id: AUDIT_SYSTEM_ACTOR, username: AUDIT_SYSTEM_ACTOR, role: null, address: null };

/** The signed-in user of a session, calling from the request's address (Fastify's `ip` honours TRUST_PROXY). */
export function actorOf(session: Session, request: FastifyRequest | null): AuditActor {
  return { id: session.user.externalId, username: session.user.username, role: session.user.roleIdentifier, address: request?.ip ?? null };
}

/** Someone not signed in (a failed sign-in, a reset link): named as they gave themselves, from the request's address. */
export function anonymousActor(request: FastifyRequest, user: { externalId: string; username: string } | null, typed: string): AuditActor {
  return { id: user?.externalId ?? '', username: user?.username ?? typed, role: null, address: request.ip };
}

/**
 * For the bench alone (bench/audit.ts), which measures a save with and without the trail: no setting or variable
 * reaches it, so a deployment always records.
 */
export const auditBenchSwitch = { recording: true };

/** Appends events in `tx`, the transaction of the change they record: call it last, just before commit. */
export async function recordAudit(tx: Db, actor: AuditActor, time: Date, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  if (!auditBenchSwitch.recording) return;
  const list = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  const events: NewAuditEvent[] = list.map((e) => ({
    time,
    actorId: actor.id,
    actorUsername: actor.username,
    actorRole: actor.role,
    clientAddress: actor.address,
    action: e.action,
    entityType: e.entityType ?? null,
    entityId: e.entityId ?? null,
    summary: e.summary.slice(0, 500),
    changes: e.changes ?? [],
  }));
  await appendEvents(tx, events);
}

/** Records an event in a transaction of its own (events that change nothing else: sign-ins, downloads). */
export async function recordAuditAlone(db: Db, actor: AuditActor, time: Date, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  await inTransaction(db, async (tx) => recordAudit(tx, actor, time, entries));
}

export interface AuditedWrite {
  /** The resource's name (`users`, `assets`): the entity type of the event. */
  entityType: string;
  /** Singular label for the summary (`User`). */
  label: string;
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>>;
}

/** A resource's create or update (resources/save.ts), with its changed fields; a user's new role is its own event too. */
export function writeEntries(write: AuditedWrite): AuditEntry[] {
  const { entityType, label, before, after } = write;
  const changes = fieldChanges(before, after);
  const entityId = String(after.externalId ?? '');
  const name = displayNameOf(after);
  const fields = changes.map((c) => c.field).join(', ');
  const entries: AuditEntry[] = [
    before
      ? { action: 'UPDATE', entityType, entityId, summary: `${label} "${name}" updated${fields ? `: ${fields}` : ' (no field changed)'}`, changes }
      : { action: 'CREATE', entityType, entityId, summary: `${label} "${name}" created`, changes },
  ];
  const role = changes.find((c) => c.field === 'roleId');
  if (before && entityType === 'users' && role) {
    entries.push({ action: 'ROLE_CHANGE', entityType, entityId, summary: `${label} "${name}" given another role`, changes: [role] });
  }
  return entries;
}

const STATUS_ACTIONS: Readonly<Record<EntityStatus, AuditAction>> = { ACTIVE: 'ACTIVATE', INACTIVE: 'DEACTIVATE', REMOVED: 'REMOVE' };
const STATUS_DONE: Readonly<Record<EntityStatus, string>> = { ACTIVE: 'activated', INACTIVE: 'deactivated', REMOVED: 'removed' };

/** An entity action (activate, deactivate, remove) of a resource. */
export function statusEntry(entityType: string, label: string, row: Readonly<Record<string, unknown>>, to: EntityStatus): AuditEntry {
  return {
    action: STATUS_ACTIONS[to],
    entityType,
    entityId: String(row.externalId ?? ''),
    summary: `${label} "${displayNameOf(row)}" ${STATUS_DONE[to]}`,
    changes: [{ field: 'status', old: row.status ?? null, new: to }],
  };
}
