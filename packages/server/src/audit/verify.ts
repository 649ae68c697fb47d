/**
 * Walks the audit chain oldest first and checks every event: its prev_hash is the hash of the event before it (the
 * first kept event may follow an archived one), and its hash is SHA-256 of that and its canonical JSON.
 */
import { sql } from 'drizzle-orm';
import type { AuditFieldChange, AuditVerification } from '@equipdesk/api-client/contract';
import { rowsOf, type Db } from '../db/index';
import { GENESIS_HASH, chainHash } from './chain';

/** Events read per round trip. */
const VERIFY_BATCH = 20_000;

interface StoredRow {
  id: string;
  /** Microseconds since 1970, as text. */
  time: string;
  actor_id: string;
  actor_username: string;
  actor_role: string | null;
  client_address: string | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  summary: string;
  changes: AuditFieldChange[] | string;
  prev_hash: string;
  hash: string;
}

/** The hash the oldest kept event must follow: the last archived event's, or the genesis hash. */
async function anchorOf(db: Db): Promise<string> {
  const [row] = rowsOf<{ last_hash: string | null }>(
    await db.execute(sql`select "last_hash" from "audit_archives" where "result_file" is not null order by "last_id" desc limit 1`),
  );
  return row?.last_hash ?? GENESIS_HASH;
}

export async function verifyChain(db: Db): Promise<AuditVerification> {
  let expectedPrev = await anchorOf(db);
  let after = -1;
  let checked = 0;
  for (;;) {
    // The time in microseconds: a row altered below the millisecond still fails to match.
    const rows = rowsOf<StoredRow>(
      await db.execute(sql`select "id"::text as "id", (extract(epoch from "time") * 1000000)::bigint::text as "time",
          "actor_id", "actor_username", "actor_role", "client_address", "action", "entity_type", "entity_id", "summary",
          "changes"::text as "changes", "prev_hash", "hash"
        from "audit_events" where "audit_events"."id" > ${after} order by "audit_events"."id" limit ${VERIFY_BATCH}`),
    );
    for (const row of rows) {
      const micros = String(row.time);
      // The chain hashes milliseconds: a time with more precision than that was not written by the chain.
      const exact = micros.endsWith('000');
      const event = {
        id: Number(row.id),
        time: new Date(Number(micros.slice(0, -3) || '0')),
        actorId: row.actor_id,
        actorUsername: row.actor_username,
        actorRole: row.actor_role,
        clientAddress: row.client_address,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        summary: row.summary,
        changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as AuditFieldChange[],
      };
      if (!exact || row.prev_hash !== expectedPrev || chainHash(expectedPrev, event) !== row.hash) {
        return { valid: false, checked: checked + 1, firstBrokenId: row.id };
      }
      expectedPrev = row.hash;
      checked++;
    }
    if (rows.length < VERIFY_BATCH) return { valid: true, checked, firstBrokenId: null };
    after = Number(rows[rows.length - 1]!.id);
  }
}
