/**
 * Back-channel logout (OpenID Connect Back-Channel Logout 1.0): when a provider ends its own session it POSTs a
 * signed logout token to `sso/{id}/backchannel-logout`, and the EquipDesk sessions opened through that provider
 * session (its `sid`), or every session of the subject when the token names no `sid`, end. Each ended session is a
 * SIGN_OUT event of its user.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { inTransaction, type Db } from '../db/index';
import { authTokens, roles, users } from '../db/schema';
import { HttpError, parseWith } from '../http/errors';
import { recordAudit } from '../audit/record';
import type { SsoProviderConfig } from './config';
import type { SsoService } from './service';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const LOGOUT_TOKEN_INVALID = 'The logout token is not valid.';

const bodySchema = z.object({ logout_token: z.string({ error: 'The logout token is missing.' }).min(1, 'The logout token is missing.').max(20_000, LOGOUT_TOKEN_INVALID) });
const paramsSchema = z.object({ provider: z.string().max(100) });

export function registerBackchannelLogout(app: FastifyInstance, service: SsoService, now: () => Date): void {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async function verify(provider: SsoProviderConfig, token: string): Promise<JWTPayload> {
    const metadata = (await service.configuration(provider)).serverMetadata();
    if (!metadata.jwks_uri) throw new Error('no jwks_uri');
    let keys = keySets.get(provider.id);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
      keySets.set(provider.id, keys);
    }
    const { payload } = await jwtVerify(token, keys, { issuer: metadata.issuer, audience: provider.clientId, requiredClaims: ['iat', 'jti', 'events'] });
    const events = payload.events as Record<string, unknown> | undefined;
    // A logout token has the logout event, names a session or a subject, and is not an ID token (no nonce).
    if (!events || typeof events !== 'object' || !Object.hasOwn(events, LOGOUT_EVENT) || (!payload.sid && !payload.sub) || 'nonce' in payload) throw new Error('not a logout token');
    return payload;
  }

  // The provider posts a form: parsed here only, the rest of the API takes JSON.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/api/sso/:provider/backchannel-logout', { config: { auth: false } }, async (request, reply) => {
      const provider = service.find(parseWith(paramsSchema, request.params).provider);
      if (!provider) throw new HttpError(404, 'No such sign-in provider.');
      const { logout_token: token } = parseWith(bodySchema, request.body);
      let payload: JWTPayload;
      try {
        payload = await verify(provider, token);
      } catch (err) {
        request.log.warn({ provider: provider.id, err: err instanceof Error ? err.message : 'unknown' }, 'back-channel logout token refused');
        throw new HttpError(400, LOGOUT_TOKEN_INVALID);
      }
      const ended = await endSessions(app.db, provider, payload, now(), request.ip);
      request.log.info({ provider: provider.id, ended }, 'back-channel logout');
      return reply.header('cache-control', 'no-store').send({ success: true, message: `${ended} session(s) ended.` });
    });
  });
}

async function endSessions(db: Db, provider: SsoProviderConfig, payload: JWTPayload, now: Date, address: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const sid = typeof payload.sid === 'string' ? payload.sid : null;
    const bySession = sid ? eq(authTokens.ssoSid, sid) : undefined;
    const subjectUsers = !sid && payload.sub ? tx.select({ id: users.externalId }).from(users).where(and(eq(users.ssoProvider, provider.id), eq(users.ssoSubject, payload.sub))) : undefined;
    const which = bySession ?? (subjectUsers ? inArray(authTokens.userId, subjectUsers) : undefined);
    if (!which) return 0;
    const ended = await tx
      .update(authTokens)
      .set({ revokedTimestamp: now })
      .where(and(eq(authTokens.ssoProvider, provider.id), isNull(authTokens.revokedTimestamp), which))
      .returning({ id: authTokens.id, userId: authTokens.userId });
    for (const session of ended) {
      const [who] = await tx.select({ username: users.username, role: roles.identifier }).from(users).innerJoin(roles, eq(users.roleId, roles.externalId)).where(eq(users.externalId, session.userId)).limit(1);
      if (!who) continue;
      await recordAudit(tx, { id: session.userId, username: who.username, role: who.role, address }, now, {
        action: 'SIGN_OUT',
        entityType: 'users',
        entityId: session.userId,
        summary: `${who.username} signed out by ${provider.name} (back-channel logout)`,
      });
    }
    return ended.length;
  });
}
