/** Files and background work (spec 3): uploads and their rows, jobs, export requests, sync configurations. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, bytea, ts } from './columns';
import { users } from './admin';

/** Spreadsheet uploads of assets, locations and accounts (`kind`) with their result file. */
export const uploads = pgTable(
  'uploads',
  {
    ...audited(),
    kind: text().notNull(),
    userId: uuid().references(() => users.externalId, { onDelete: 'set null' }),
    originalFileName: text().notNull(),
    uploadStatus: text().notNull(),
    flags: jsonb(),
    availableRowsCount: integer().notNull().default(0),
    processedRowsCount: integer().notNull().default(0),
    completedRowsCount: integer().notNull().default(0),
    partialRowsCount: integer().notNull().default(0),
    failedRowsCount: integer().notNull().default(0),
    rejectedRowsCount: integer().notNull().default(0),
    sourceFile: bytea(),
    resultFile: bytea(),
  },
  (t) => [index('uploads_kind_modified_idx').on(t.kind, t.lastModifiedTimestamp), index('uploads_user_idx').on(t.userId)],
);

/**
 * What each row of an upload did (migration 0015, uploads/process.ts), written with the row's effect: a job resumed
 * after a crash starts after the last row recorded here. The result file is built from it.
 */
export const uploadRows = pgTable(
  'upload_rows',
  {
    uploadId: uuid()
      .notNull()
      .references(() => uploads.externalId, { onDelete: 'cascade' }),
    rowIndex: integer().notNull(),
    outcome: text().notNull(),
    message: text(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowIndex] })],
);

/**
 * Durable work (migration 0014, jobs/queue.ts): one row per upload or export request to process, claimed with
 * FOR UPDATE SKIP LOCKED under a lease that a crashed process leaves to run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    subjectId: uuid().notNull(),
    createdAt: ts().notNull().defaultNow(),
    runAfter: ts().notNull().defaultNow(),
    leaseToken: uuid(),
    leaseUntil: ts(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    finishedAt: ts(),
  },
  (t) => [uniqueIndex('jobs_kind_subject_uq').on(t.kind, t.subjectId), index('jobs_ready_idx').on(t.runAfter, t.id).where(sql`${t.finishedAt} IS NULL`)],
);

/** Productivity and utilization export requests (`kind`). */
export const exportRequests = pgTable(
  'export_requests',
  {
    ...audited(),
    kind: text().notNull(),
    name: text().notNull(),
    userId: uuid().references(() => users.externalId, { onDelete: 'set null' }),
    initiatedTimestamp: ts().notNull(),
    completedTimestamp: ts(),
    lastAccessedTimestamp: ts(),
    requestStatus: text().notNull(),
    processingLog: text(),
    filters: jsonb(),
    resultFile: bytea(),
    /** When the job gave up on it (migration 0017): no longer ongoing; the log says why. */
    failedTimestamp: ts(),
    /** The IANA zone the workbook's times are written in, as the request named it (migration 0026). */
    timeZone: text().notNull().default('UTC'),
  },
  (t) => [index('export_requests_kind_user_idx').on(t.kind, t.userId), index('export_requests_kind_user_initiated_idx').on(t.kind, t.userId, t.initiatedTimestamp)],
);

export const syncConfigs = pgTable('sync_configs', {
  ...audited(),
  uri: text().notNull(),
  description: text(),
  ddl: text(),
  /** {attributes: {jsonAttribute: column}, relations: string[]} */
  mappings: jsonb(),
});
