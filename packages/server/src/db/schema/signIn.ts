/** Signing in (spec 1): session tokens, second-factor recovery codes, OpenID flows and tickets, password recoveries. */
import { boolean, index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './admin';

/** Session tokens: only the sha256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    createdTimestamp: ts().notNull(),
    lastUsedTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    revokedTimestamp: ts(),
    clientIp: text(),
    /** A session opened through an OpenID provider: which one, its ID token (the logout hint) and session id. */
    ssoProvider: text(),
    ssoIdToken: text(),
    ssoSid: text(),
    /** A session whose role requires multi-factor sign-in not set up yet: it may only set it up (migration 0030). */
    mfaEnrolment: boolean().notNull().default(false),
    /** The browser that signed in (its User-Agent), for the list of sessions. */
    userAgent: text(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Single-use recovery codes of a user's multi-factor sign-in, hashed (migration 0030). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in sent to an OpenID provider and not yet back: its state (hashed), PKCE verifier and nonce. */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: serial().primaryKey(),
    stateHash: text().notNull().unique(),
    provider: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    createdTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('sso_flows_expires_idx').on(t.expiresTimestamp)],
);

/** A sign-in the provider confirmed, waiting for the console to exchange its one-time ticket (hashed) for a session. */
export const ssoTickets = pgTable(
  'sso_tickets',
  {
    id: serial().primaryKey(),
    ticketHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.externalId, { onDelete: 'cascade' }),
    provider: text().notNull(),
    idToken: text(),
    sid: text(),
    createdTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('sso_tickets_expires_idx').on(t.expiresTimestamp)],
);

export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: serial().primaryKey(),
    recoveryId: text().notNull().unique(),
    messageId: text().notNull(),
    /** None for a request naming no user (migration 0024): the row opens nothing. */
    userId: uuid().references(() => users.externalId, { onDelete: 'cascade' }),
    createdTimestamp: ts().notNull(),
    expiresTimestamp: ts().notNull(),
    usedTimestamp: ts(),
  },
  (t) => [index('password_recoveries_user_idx').on(t.userId), index('password_recoveries_expires_idx').on(t.expiresTimestamp)],
);
