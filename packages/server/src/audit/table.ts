/** The audit trail's tables (migration 0028): kept beside the audit code, not in the entity schema. */
import { sql } from 'drizzle-orm';
import { bigint, customType, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditFieldChange } from '@equipdesk/api-client/contract';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** One event; inserted only (a trigger refuses UPDATE, and DELETE of rows no archive holds). */
export const auditEvents = pgTable('audit_events', {
  id: bigint({ mode: 'number' }).primaryKey(),
  time: ts().notNull(),
  actorId: text().notNull(),
  actorUsername: text().notNull(),
  actorRole: text(),
  clientAddress: text(),
  action: text().notNull(),
  entityType: text(),
  entityId: text(),
  summary: text().notNull(),
  changes: jsonb().$type<AuditFieldChange[]>().notNull().default(sql`'[]'::jsonb`),
  prevHash: text().notNull(),
  hash: text().notNull(),
});

/** Events past the retention period, written out as a file before they are removed (audit/archive.ts). */
export const auditArchives = pgTable('audit_archives', {
  id: serial().primaryKey(),
  externalId: uuid().notNull().unique().default(sql`gen_random_uuid()`),
  createdTimestamp: ts().notNull().defaultNow(),
  cutoff: ts().notNull(),
  firstId: bigint({ mode: 'number' }),
  lastId: bigint({ mode: 'number' }),
  lastHash: text(),
  rowCount: integer().notNull().default(0),
  status: text().notNull().default('REQUESTED'),
  resultFile: bytea(),
  completedTimestamp: ts(),
});
