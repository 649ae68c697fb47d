/** Which enterprises, facilities and accounts a user works in (spec 1). */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { enterprises, users } from './admin';
import { facilities, accounts } from './sites';

export const userEnterprises = pgTable(
  'user_enterprises',
  {
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprises.externalId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.enterpriseId] })],
);

export const userFacilities = pgTable(
  'user_facilities',
  {
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.facilityId] }), index('user_facilities_facility_idx').on(t.facilityId)],
);

export const userAccounts = pgTable(
  'user_accounts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.externalId, { onDelete: 'cascade' }),
    allocationType: text(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] }), index('user_accounts_account_idx').on(t.accountId)],
);
