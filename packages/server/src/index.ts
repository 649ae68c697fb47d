/** @equipdesk/server: the reference API, for the CLI, tests, end-to-end tests and the bench. */
export { buildApp, DEFAULT_STATIC_DIR, DEFAULT_SUPPORT_EMAIL } from './app';
export type { BuildAppOptions, AppSettings } from './app';
export { startServer } from './server';
export type { StartServerOptions, RunningServer } from './server';
export { openDatabase, resolveDataDir, MIGRATIONS_DIR, DEFAULT_DATA_DIR, schema } from './db/index';
export type { Database, Db, OpenDatabaseOptions, Schema } from './db/index';
export { seedDemo, isSeeded, DEMO_USERS, DEFAULT_SCALE } from './seed/seed';
export type { SeedOptions, SeedReport } from './seed/seed';
export { DEMO_PASSWORD } from './seed/data';
export { DEMO_ROLES, PERMISSION_CATALOGUE, PERMISSION_AREAS, catalogueEntries } from './seed/grants';
export { API_PREFIX, registerGuard, satisfies, sessionOf } from './auth/guard';
export type { GrantRequirement } from './auth/guard';
export { accountScope, facilityScope, loadSession, permissionsOfRole, userMayHaveSession } from './auth/session';
export type { Session, SessionUserRow } from './auth/session';
export { DEFAULT_TOKEN_POLICY, hashToken, issueToken, revokeToken, revokeUserTokens } from './auth/tokens';
export type { TokenPolicy } from './auth/tokens';
export { hashPassword, verifyPassword } from './auth/passwords';
export { FORGOT_MESSAGE, RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE, userView } from './auth/routes';
export {
  HttpError,
  forbidden,
  notFound,
  unauthorized,
  parseWith,
  validationError,
  fieldErrors,
  AUTH_REQUIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  MALFORMED_BODY_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
} from './http/errors';
export { pagingSchema, pageWindow, containsPattern } from './http/paging';
export type { Paging } from './http/paging';
export { createOutboxMailer } from './http/mailer';
export type { Mailer, MailMessage } from './http/mailer';
export { CONTENT_SECURITY_POLICY, DOCUMENT_POLICIES, SECURITY_HEADERS } from './http/security';
export { BUILD_DIR, IMMUTABLE, REVALIDATE } from './http/static';
