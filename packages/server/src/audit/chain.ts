/**
 * The audit trail's hash chain: each event's hash is SHA-256 over the previous event's hash and the canonical JSON
 * of the event, so changing, removing or reordering any event breaks every hash after it. Appends are serialised
 * across every API process by the row lock of the chain's head, taken by the insert's statement and held to commit.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuditFieldChange } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';

/** The hash the first event is chained to. */
export const GENESIS_HASH = '0'.repeat(64);

/** An event as hashed: every column but the hashes. */
export interface ChainedEvent {
  id: number;
  time: Date;
  actorId: string;
  actorUsername: string;
  actorRole: string | null;
  clientAddress: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  summary: string;
  changes: AuditFieldChange[];
}

/**
 * JSON with object keys sorted (recursively), no whitespace, `undefined` members left out: the same value always
 * gives the same text, whatever order jsonb hands its keys back in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    let out = '';
    for (const key of Object.keys(object).sort()) {
      if (object[key] === undefined) continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(object[key])}`;
    }
    return `{${out}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

/** A string or null as canonical JSON. */
const text = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));

/**
 * The canonical text of an event around its id (`before + "<id>" + after`): the database puts in the id it draws.
 * Together they are what `canonicalJson` gives for the event's object, written out with its keys in sorted order.
 */
export function canonicalParts(event: Omit<ChainedEvent, 'id'>): { before: string; after: string } {
  return {
    before:
      `{"action":${text(event.action)},"actorId":${text(event.actorId)},"actorRole":${text(event.actorRole)},` +
      `"actorUsername":${text(event.actorUsername)},"changes":${canonicalJson(event.changes)},"clientAddress":${text(event.clientAddress)},` +
      `"entityId":${text(event.entityId)},"entityType":${text(event.entityType)},"id":"`,
    after: `","summary":${text(event.summary)},"time":${JSON.stringify(event.time.toISOString())}}`,
  };
}

/** The canonical text of an event (its id as a decimal string, its time as ISO-8601 UTC with milliseconds). */
export function canonicalEvent(event: ChainedEvent): string {
  const { before, after } = canonicalParts(event);
  return `${before}${event.id}${after}`;
}

export function chainHash(prevHash: string, event: ChainedEvent): string {
  return createHash('sha256').update(prevHash).update(canonicalEvent(event)).digest('hex');
}

/** An event to append: everything but its id and hashes, which the chain gives it. */
export type NewAuditEvent = Omit<ChainedEvent, 'id'>;

/**
 * Appends events to the chain, in the caller's transaction (`tx`): the change and its events commit together or
 * not at all. Each event is one statement: it moves the chain's head (migration 0028) to the next id and the new
 * hash, computed by the database from the head's hash and the event's canonical text, and inserts the event with
 * both. The head's row stays locked until the transaction ends, so call this last, just before commit: every other
 * transaction that audits waits from here to then, and so sees this one's head when it moves it.
 */
export async function appendEvents(tx: Db, events: readonly NewAuditEvent[]): Promise<void> {
  for (const event of events) {
    const { before, after } = canonicalParts(event);
    await tx.execute(sql`with "head" as (
        update "audit_chain" set "id" = "id" + 1, "prev_hash" = "hash",
          "hash" = encode(sha256(convert_to("hash" || ${before} || ("id" + 1)::text || ${after}, 'UTF8')), 'hex')
        returning "id", "prev_hash", "hash")
      insert into "audit_events" ("id", "time", "actor_id", "actor_username", "actor_role", "client_address", "action", "entity_type", "entity_id", "summary", "changes", "prev_hash", "hash")
      select "head"."id", ${event.time.toISOString()}::timestamptz, ${event.actorId}, ${event.actorUsername}, ${event.actorRole}, ${event.clientAddress}, ${event.action},
        ${event.entityType}, ${event.entityId}, ${event.summary}, ${JSON.stringify(event.changes)}::jsonb, "head"."prev_hash", "head"."hash"
      from "head"`);
  }
}
