/**
 * Active sessions: the profile lists the user's own (device, address, started, last seen) and signs out one or every
 * other; an administrator does the same for a user in their scope. Each session ended is a SIGN_OUT event.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SESSION_MESSAGES, endOtherSessionsSchema } from '@equipdesk/api-client/contract';
import type { ActionResponse, UserSession, UserSessionsResponse } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { inTransaction } from '../db/index';
import { authTokens, users } from '../db/schema';
import { HttpError, notFound, parseWith } from '../http/errors';
import { sessionOf } from '../auth/guard';
import type { Session } from '../auth/session';
import type { TokenPolicy } from '../auth/tokens';
import { actorOf, recordAudit } from '../audit/record';
import { parseUuid } from '../resources/listQuery';
import { userScope } from '../admin/users';
import { deviceOf } from './device';

const USER_NOT_FOUND = 'User was not found.';
const sessionIdSchema = z.coerce.number({ error: SESSION_MESSAGES.notFound }).int().positive().max(2_147_483_647);

/** The sessions of a user that hold now: not signed out, within their absolute and idle expiries. */
function active(userId: string, now: Date, policy: TokenPolicy): SQL {
  return and(
    eq(authTokens.userId, userId),
    isNull(authTokens.revokedTimestamp),
    gt(authTokens.expiresTimestamp, now),
    gt(authTokens.lastUsedTimestamp, new Date(now.getTime() - policy.idleMs)),
  )!;
}

async function listOf(db: Db, userId: string, now: Date, policy: TokenPolicy, current: string): Promise<UserSessionsResponse> {
  const rows = await db
    .select({
      id: authTokens.id,
      tokenHash: authTokens.tokenHash,
      started: authTokens.createdTimestamp,
      lastSeen: authTokens.lastUsedTimestamp,
      address: authTokens.clientIp,
      userAgent: authTokens.userAgent,
      provider: authTokens.ssoProvider,
    })
    .from(authTokens)
    .where(active(userId, now, policy))
    .orderBy(desc(authTokens.lastUsedTimestamp), desc(authTokens.id));
  const items: UserSession[] = rows.map((r) => ({
    id: r.id,
    device: deviceOf(r.userAgent),
    userAgent: r.userAgent,
    address: r.address,
    started: r.started.toISOString(),
    lastSeen: r.lastSeen.toISOString(),
    current: r.tokenHash === current,
    provider: r.provider,
  }));
  return { success: true, count: items.length, items };
}

/** A user the administrator may manage (their scope), or 404. */
export async function managedUser(db: Db, request: FastifyRequest, id: string): Promise<{ externalId: string; username: string }> {
  const session = sessionOf(request);
  const userId = parseUuid(id);
  const scope = userId ? await userScope({ db, session }) : undefined;
  const [user] = userId
    ? await db.select({ externalId: users.externalId, username: users.username }).from(users).where(and(eq(users.externalId, userId), scope)).limit(1)
    : [];
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Ends the sessions of a user that `which` picks among the active ones, each a SIGN_OUT event; how many ended (a
 * savepoint when `db` is a transaction).
 */
export async function endSessions(db: Db, request: FastifyRequest, by: Session, user: { externalId: string; username: string }, which: SQL, now: Date, policy: TokenPolicy): Promise<number> {
  return inTransaction(db, async (tx) => {
    const ended = await tx
      .update(authTokens)
      .set({ revokedTimestamp: now })
      .where(and(active(user.externalId, now, policy), which))
      .returning({ id: authTokens.id, userAgent: authTokens.userAgent, address: authTokens.clientIp });
    const who = by.user.externalId === user.externalId ? 'its user' : by.user.username;
    await recordAudit(
      tx,
      actorOf(by, request),
      now,
      ended.map((s) => ({
        action: 'SIGN_OUT' as const,
        entityType: 'users',
        entityId: user.externalId,
        summary: `Session of ${user.username} (${deviceOf(s.userAgent)}${s.address ? ` from ${s.address}` : ''}) signed out by ${who}`,
      })),
    );
    return ended.length;
  });
}

export function registerSessionRoutes(app: FastifyInstance, options: { policy: TokenPolicy; now: () => Date }): void {
  const { db } = app;
  const { policy } = options;
  const own = (session: Session) => ({ externalId: session.user.externalId, username: session.user.username });

  const managed = (request: FastifyRequest, id: string) => managedUser(db, request, id);

  const sessionIdOf = (value: string): number => {
    const parsed = sessionIdSchema.safeParse(value);
    if (!parsed.success) throw notFound(SESSION_MESSAGES.notFound);
    return parsed.data;
  };

  app.get('/api/users/profile/sessions', { config: { grant: 'authenticated' } }, async (request): Promise<UserSessionsResponse> => {
    const session = sessionOf(request);
    return listOf(db, session.user.externalId, options.now(), policy, session.tokenHash);
  });

  app.post<{ Params: { sessionId: string } }>('/api/users/profile/sessions/:sessionId/end', { config: { grant: 'authenticated' } }, async (request): Promise<ActionResponse> => {
    const session = sessionOf(request);
    const id = sessionIdOf(request.params.sessionId);
    const ended = await endSessions(db, request, session, own(session), eq(authTokens.id, id), options.now(), policy);
    if (ended === 0) throw notFound(SESSION_MESSAGES.notFound);
    return { success: true, message: SESSION_MESSAGES.ended };
  });

  app.post('/api/users/profile/sessions/end-others', { config: { grant: 'authenticated' } }, async (request): Promise<ActionResponse> => {
    const session = sessionOf(request);
    const { keep } = parseWith(endOtherSessionsSchema, request.body);
    const [current] = await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.tokenHash, session.tokenHash)).limit(1);
    // The kept session is named, so that a stale list in another tab cannot end the session in use here.
    if (!current || current.id !== keep) throw new HttpError(400, SESSION_MESSAGES.keepNotCurrent, [{ field: 'keep', message: SESSION_MESSAGES.keepNotCurrent }]);
    await endSessions(db, request, session, own(session), ne(authTokens.id, keep), options.now(), policy);
    return { success: true, message: SESSION_MESSAGES.endedOthers };
  });

  const manage = { grant: { area: 'users', action: 'EDIT' } } as const;

  app.get<{ Params: { id: string } }>('/api/users/:id/sessions', { config: manage }, async (request): Promise<UserSessionsResponse> => {
    const user = await managed(request, request.params.id);
    return listOf(db, user.externalId, options.now(), policy, sessionOf(request).tokenHash);
  });

  app.post<{ Params: { id: string; sessionId: string } }>('/api/users/:id/sessions/:sessionId/end', { config: manage }, async (request): Promise<ActionResponse> => {
    const user = await managed(request, request.params.id);
    const id = sessionIdOf(request.params.sessionId);
    const ended = await endSessions(db, request, sessionOf(request), user, eq(authTokens.id, id), options.now(), policy);
    if (ended === 0) throw notFound(SESSION_MESSAGES.notFound);
    return { success: true, message: SESSION_MESSAGES.ended };
  });
}
