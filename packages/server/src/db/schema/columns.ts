/** Column helpers the tables share: bytea, timestamps with time zone, and the audit and status columns. */
import { sql } from 'drizzle-orm';
import { customType, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded files and generated results are kept in the database so both backends behave alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const ts = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: 'date' }) : timestamp({ withTimezone: true, mode: 'date' });

/** Audit and status columns shared by every entity the console lists. */
export const audited = () => ({
  internalId: serial().primaryKey(),
  externalId: uuid().notNull().unique().default(sql`gen_random_uuid()`),
  status: text().notNull().default('ACTIVE'),
  createdBy: text(),
  createdTimestamp: ts().notNull().defaultNow(),
  lastModifiedBy: text(),
  lastModifiedTimestamp: ts().notNull().defaultNow(),
});
