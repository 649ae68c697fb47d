/**
 * Session tokens: 32 random bytes (base64url) handed to the client once; the database keeps only
 * their sha256. A token dies after an idle period, at an absolute limit, on logout, or when its
 * user is deactivated, removed, disabled or locked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index';
import { authTokens } from '../db/schema';

export interface TokenPolicy {
  /** Idle expiry, sliding on every authenticated call. */
  idleMs: number;
  /** Absolute expiry from sign-in. */
  absoluteMs: number;
}

export const DEFAULT_TOKEN_POLICY: TokenPolicy = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 };

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session opened through an OpenID provider: what its logout needs (sso/routes.ts). */
export interface SsoSession {
  provider: string;
  idToken: string | null;
  sid: string | null;
}

/** What else a session row records: whether it may only set up multi-factor sign-in, and the browser's User-Agent. */
export interface SessionDetails {
  mfaEnrolment?: boolean;
  userAgent?: string | undefined;
}

/** The longest User-Agent a session row keeps. */
const USER_AGENT_MAX = 400;

export async function issueToken(
  db: Db,
  userId: string,
  now: Date,
  policy: TokenPolicy,
  clientIp?: string,
  sso?: SsoSession,
  details: SessionDetails = {},
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdTimestamp: now,
    lastUsedTimestamp: now,
    expiresTimestamp: new Date(now.getTime() + policy.absoluteMs),
    clientIp: clientIp ?? null,
    ssoProvider: sso?.provider ?? null,
    ssoIdToken: sso?.idToken ?? null,
    ssoSid: sso?.sid ?? null,
    mfaEnrolment: details.mfaEnrolment ?? false,
    userAgent: details.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return token;
}

/** Ends one session; answers what its provider's logout needs, or null when it was over already. */
export async function revokeToken(db: Db, token: string, now: Date): Promise<{ ssoProvider: string | null; ssoIdToken: string | null } | null> {
  const [ended] = await db
    .update(authTokens)
    .set({ revokedTimestamp: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedTimestamp)))
    .returning({ ssoProvider: authTokens.ssoProvider, ssoIdToken: authTokens.ssoIdToken });
  return ended ?? null;
}

/** Ends every session of a user: call it when the user is deactivated, removed, disabled or locked. */
export async function revokeUserTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedTimestamp: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedTimestamp)));
}
