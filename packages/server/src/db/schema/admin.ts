/** Administration (spec 1): enterprises, roles and their permissions, users, broadcasts. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, ts } from './columns';

export const enterprises = pgTable(
  'enterprises',
  { ...audited(), name: text().notNull(), passwordSignIn: boolean().notNull().default(true) },
  (t) => [uniqueIndex('enterprises_name_uq').on(sql`lower(${t.name})`), index('enterprises_status_idx').on(t.status)],
);

export const roles = pgTable(
  'roles',
  {
    ...audited(),
    name: text().notNull(),
    identifier: text().notNull(),
    /** Its users must sign in with a second factor (migration 0030). */
    requireMfa: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('roles_identifier_uq').on(t.identifier), uniqueIndex('roles_name_uq').on(sql`lower(${t.name})`)],
);

export const permissions = pgTable(
  'permissions',
  {
    ...audited(),
    platform: text().notNull(),
    context: text().notNull(),
    type: text().notNull(),
    value: text().notNull(),
    description: text().notNull(),
  },
  (t) => [uniqueIndex('permissions_combination_uq').on(t.platform, t.context, t.type, t.value)],
);

/** One cell of the permissions matrix: granted or denied, locked while INACTIVE. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ...audited(),
    roleId: uuid()
      .notNull()
      .references(() => roles.externalId, { onDelete: 'cascade' }),
    permissionId: uuid()
      .notNull()
      .references(() => permissions.externalId, { onDelete: 'cascade' }),
    granted: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('role_permissions_cell_uq').on(t.roleId, t.permissionId)],
);

export const users = pgTable(
  'users',
  {
    ...audited(),
    name: text().notNull(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    roleId: uuid()
      .notNull()
      .references(() => roles.externalId),
    type: text().notNull().default('A2'),
    enabled: boolean().notNull().default(true),
    accountNonExpired: boolean().notNull().default(true),
    accountNonLocked: boolean().notNull().default(true),
    credentialsNonExpired: boolean().notNull().default(true),
    lastActivityTimestamp: ts(),
    /** The OpenID provider (its configured id) and subject of a user who signs in through it (migration 0029). */
    ssoProvider: text(),
    ssoSubject: text(),
    /** TOTP (migration 0030): the secret in force and one being set up, both encrypted (mfa/secrets.ts). */
    totpSecret: text(),
    totpPending: text(),
    /** The last time step whose code signed in: a code works once. */
    totpLastStep: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_sso_uq').on(t.ssoProvider, t.ssoSubject),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_status_idx').on(t.status),
    index('users_last_activity_idx').on(t.lastActivityTimestamp),
  ],
);

export const broadcasts = pgTable('broadcasts', {
  ...audited(),
  message: text().notNull(),
  type: text().notNull(),
});
