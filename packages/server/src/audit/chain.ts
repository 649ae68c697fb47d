/**
 * The audit trail's hash chain: each event's hash is SHA-256 over the previous event's hash and the canonical JSON
 * of the event, so changing, removing or reordering any event breaks every hash after it. Appends are serialised
 * across every API process by a transaction-scoped advisory lock taken just before the insert and held to commit.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuditFieldChange } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../db/index';
import { auditEvents } from './table';

/** The advisory lock key of the chain head (any constant; "AUDT"). */
export const AUDIT_CHAIN_LOCK = 0x41554454;

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
 * The canonical text of an event (its id as a decimal string, its time as ISO-8601 UTC with milliseconds): what
 * `canonicalJson` gives for the event's object, written out with its keys in their sorted order (a verification
 * hashes a million of them).
 */
export function canonicalEvent(event: ChainedEvent): string {
  return (
    `{"action":${text(event.action)},"actorId":${text(event.actorId)},"actorRole":${text(event.actorRole)},` +
    `"actorUsername":${text(event.actorUsername)},"changes":${canonicalJson(event.changes)},"clientAddress":${text(event.clientAddress)},` +
    `"entityId":${text(event.entityId)},"entityType":${text(event.entityType)},"id":${JSON.stringify(String(event.id))},` +
    `"summary":${text(event.summary)},"time":${JSON.stringify(event.time.toISOString())}}`
  );
}

export function chainHash(prevHash: string, event: ChainedEvent): string {
  return createHash('sha256').update(prevHash).update(canonicalEvent(event)).digest('hex');
}

/** An event to append: everything but its id and hashes, which the chain gives it. */
export type NewAuditEvent = Omit<ChainedEvent, 'id'>;

/**
 * Appends events to the chain, in the caller's transaction (`tx`): the change and its events commit together or
 * not at all. Takes the chain lock, so call it as the last statement before commit: every other transaction that
 * audits waits from here until this one commits.
 */
export async function appendEvents(tx: Db, events: readonly NewAuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  // Ids are drawn under the lock, so they follow the chain; the head is the last event, or the last archived one.
  const [head] = rowsOf<{ hash: string | null; ids: string }>(
    await tx.execute(sql`select coalesce(
        (select "hash" from "audit_events" order by "id" desc limit 1),
        (select "last_hash" from "audit_archives" where "result_file" is not null order by "last_id" desc limit 1)) as "hash",
      (select string_agg(nextval('audit_events_id_seq')::text, ',') from generate_series(1, ${events.length})) as "ids"`),
  );
  const ids = (head?.ids ?? '').split(',').map(Number).sort((a, b) => a - b);
  let prevHash = head?.hash ?? GENESIS_HASH;
  const rows = events.map((event, i) => {
    const chained: ChainedEvent = { ...event, id: ids[i]! };
    const hash = chainHash(prevHash, chained);
    const row = { ...chained, prevHash, hash };
    prevHash = hash;
    return row;
  });
  await tx.insert(auditEvents).values(rows);
}
