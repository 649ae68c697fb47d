/**
 * Sign-in through OpenID providers (Authorization Code flow with PKCE, state and nonce; docs/DECISIONS.md "Single
 * sign-on"). `GET sso/{id}/login` stores the flow and sends the browser to the provider; `GET sso/{id}/callback`
 * checks what comes back, signs the subject in (or refuses, with a code the sign-in page shows in words) and hands
 * the console a one-time ticket in the address's fragment; `POST sso/ticket` exchanges it for a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import * as oidc from 'openid-client';
import {
  SSO_ERROR_KEY,
  SSO_TICKET_INVALID_MESSAGE,
  SSO_TICKET_KEY,
  ssoTicketSchema,
  type LoginResponse,
  type SsoErrorCode,
  type SsoProvidersResponse,
} from '@equipdesk/api-client/contract';
import { inTransaction } from '../db/index';
import { roles, ssoFlows, ssoTickets, users } from '../db/schema';
import { HttpError, notFound, parseWith } from '../http/errors';
import { text } from '../http/query';
import { userMayHaveSession } from '../auth/session';
import { issueToken, type TokenPolicy } from '../auth/tokens';
import { createAttemptLimiter, type SignInLimits } from '../auth/limits';
import { signedInAnswer } from '../auth/routes';
import { auditSignIn, auditSignInRefused, signedInActor } from '../audit/auth';
import { claimText, type Claims } from './claims';
import type { SsoService } from './service';
import { signInSubject } from './users';
import { registerBackchannelLogout } from './backchannel';
import { passwordSignInByProvider } from './enterprises';

declare module 'fastify' {
  interface FastifyInstance {
    sso: SsoService;
  }
}

export interface SsoRouteOptions {
  publicUrl: string;
  policy: TokenPolicy;
  now: () => Date;
  /** How long a sign-in may stay at the provider (default 10 minutes). */
  flowTtlMs?: number;
  /** How long the console has to exchange its ticket (default 60 s). */
  ticketTtlMs?: number;
  /** The password sign-in's limits: each start counts as an attempt of its address (it writes a row). */
  signInLimits: SignInLimits;
}

/** Binds a flow to the browser that started it: a tampered or replayed state finds no cookie to match. */
const FLOW_COOKIE = 'equipdesk_sso';
const COOKIE_PATH = '/api/sso';

const providerParams = z.object({ provider: z.string().max(100) });
const callbackQuery = z.strictObject({
  code: text('code', 4000).optional(),
  state: text('state', 500).optional(),
  iss: text('iss', 2000).optional(),
  session_state: text('session_state', 500).optional(),
  error: text('error', 200).optional(),
  error_description: text('error_description', 2000).optional(),
  error_uri: text('error_uri', 2000).optional(),
});

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

export function registerSsoRoutes(app: FastifyInstance, service: SsoService, options: SsoRouteOptions): void {
  const { db } = app;
  const base = options.publicUrl.replace(/\/$/, '');
  const secure = base.startsWith('https:') ? '; Secure' : '';
  const flowTtlMs = options.flowTtlMs ?? 10 * 60_000;
  const ticketTtlMs = options.ticketTtlMs ?? 60_000;
  app.decorate('sso', service);
  const limiter = createAttemptLimiter(db, options.signInLimits, options.now);
  registerBackchannelLogout(app, service, options.now);

  const providerOf = (params: unknown) => {
    const provider = service.find(parseWith(providerParams, params).provider);
    if (!provider) throw notFound('No such sign-in provider.');
    return provider;
  };
  const redirectUri = (id: string) => `${base}/api/sso/${id}/callback`;
  const clearCookie = `${FLOW_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
  // A state that is not this browser's leaves its own flow (and cookie) alone: it may still come back.
  const refuse = (reply: FastifyReply, code: SsoErrorCode) =>
    (code === 'state' ? reply : reply.header('set-cookie', clearCookie)).redirect(`${base}/login?${SSO_ERROR_KEY}=${code}`, 303);

  app.get('/api/sso/providers', { config: { auth: false } }, async (): Promise<SsoProvidersResponse> => {
    const passwords = await passwordSignInByProvider(db, service.providers);
    return {
      success: true,
      result: service.providers.map((p) => ({ id: p.id, name: p.name, loginPath: `/api/sso/${p.id}/login`, passwordSignIn: passwords.get(p.id) ?? true })),
    };
  });

  app.get('/api/sso/:provider/login', { config: { auth: false } }, async (request, reply) => {
    const provider = providerOf(request.params);
    try {
      await limiter.admit('login', `sso:${provider.id}`, request.ip);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 429) {
        await auditSignInRefused(db, request, options.now(), `sso:${provider.id}`, null, 'SIGN_IN_LIMITED', `through ${provider.name}`);
        return refuse(reply, 'limited');
      }
      throw err;
    }
    let config: oidc.Configuration;
    try {
      config = await service.configuration(provider);
    } catch (err) {
      request.log.warn({ provider: provider.id, err: err instanceof Error ? err.message : 'unknown' }, 'OpenID provider discovery failed');
      return refuse(reply, 'unreachable');
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const now = options.now();
    await db.delete(ssoFlows).where(lt(ssoFlows.expiresTimestamp, now));
    await db.insert(ssoFlows).values({ stateHash: sha256(state), provider: provider.id, codeVerifier, nonce, createdTimestamp: now, expiresTimestamp: new Date(now.getTime() + flowTtlMs) });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(provider.id),
      scope: provider.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply
      .header('set-cookie', `${FLOW_COOKIE}=${state}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(flowTtlMs / 1000)}${secure}`)
      .redirect(url.href, 303);
  });

  app.get('/api/sso/:provider/callback', { schema: { querystring: callbackQuery }, config: { auth: false } }, async (request, reply) => {
    const provider = providerOf(request.params);
    const query = request.query as z.infer<typeof callbackQuery>;
    const now = options.now();
    const refused = async (code: SsoErrorCode, username: string, user: { externalId: string; username: string } | null, why: string) => {
      await auditSignInRefused(db, request, now, username, user, 'SIGN_IN_FAILED', `through ${provider.name}: ${why}`);
      return refuse(reply, code);
    };
    const state = query.state ?? '';
    // The state must be the one this browser was given, and its flow unused and in time: taken once, here.
    if (!state || cookieOf(request, FLOW_COOKIE) !== state) return refused('state', '', null, 'state not this browser\'s');
    const [flow] = await db
      .update(ssoFlows)
      .set({ usedTimestamp: now })
      .where(and(eq(ssoFlows.stateHash, sha256(state)), eq(ssoFlows.provider, provider.id), isNull(ssoFlows.usedTimestamp), gt(ssoFlows.expiresTimestamp, now)))
      .returning();
    if (!flow) return refused('expired', '', null, 'unknown, used or expired state');
    if (query.error) return refused(query.error === 'access_denied' ? 'denied' : 'provider', '', null, `provider answered ${query.error}`);

    let claims: Claims;
    let idToken: string | null;
    try {
      const config = await service.configuration(provider);
      const current = new URL(`${redirectUri(provider.id)}?${new URLSearchParams(request.query as Record<string, string>).toString()}`);
      const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: flow.codeVerifier, expectedState: state, expectedNonce: flow.nonce, idTokenExpected: true });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      idToken = tokens.id_token ?? null;
      claims = { ...(await userInfo(config, tokens.access_token, idClaims.sub, request)), ...idClaims };
    } catch (err) {
      // An expired or replayed code, a bad signature, a wrong nonce: the provider did not confirm this sign-in.
      request.log.warn({ provider: provider.id, err: err instanceof Error ? err.message : 'unknown' }, 'OpenID sign-in not confirmed');
      return refused('provider', '', null, 'the code exchange or the ID token check failed');
    }

    const outcome = await inTransaction(db, async (tx) => {
      const result = await signInSubject(tx, provider, claims, now, request.ip);
      if (!result.ok) return result;
      const ticket = randomBytes(32).toString('base64url');
      await tx.delete(ssoTickets).where(lt(ssoTickets.expiresTimestamp, now));
      await tx.insert(ssoTickets).values({
        ticketHash: sha256(ticket),
        userId: result.user.externalId,
        provider: provider.id,
        idToken,
        sid: claimText(claims, 'sid'),
        createdTimestamp: now,
        expiresTimestamp: new Date(now.getTime() + ticketTtlMs),
      });
      return { ...result, ticket };
    });
    if (!outcome.ok) return refused(outcome.code, outcome.username, outcome.user, outcome.code);
    return reply.header('set-cookie', clearCookie).redirect(`${base}/login#${SSO_TICKET_KEY}=${outcome.ticket}`, 303);
  });

  app.post('/api/sso/ticket', { config: { auth: false } }, async (request): Promise<LoginResponse> => {
    const body = parseWith(ssoTicketSchema, request.body);
    const now = options.now();
    return inTransaction(db, async (tx) => {
      const [ticket] = await tx
        .update(ssoTickets)
        .set({ usedTimestamp: now })
        .where(and(eq(ssoTickets.ticketHash, sha256(body.ticket)), isNull(ssoTickets.usedTimestamp), gt(ssoTickets.expiresTimestamp, now)))
        .returning();
      if (!ticket) throw new HttpError(401, SSO_TICKET_INVALID_MESSAGE);
      const [row] = await tx.select({ user: users, role: roles }).from(users).innerJoin(roles, eq(users.roleId, roles.externalId)).where(eq(users.externalId, ticket.userId)).limit(1);
      // Deactivated between the provider's answer and the exchange.
      if (!row || !userMayHaveSession(row.user)) throw new HttpError(401, SSO_TICKET_INVALID_MESSAGE);
      const token = await issueToken(tx, row.user.externalId, now, options.policy, request.ip, { provider: ticket.provider, idToken: ticket.idToken, sid: ticket.sid }, { userAgent: request.headers['user-agent'] });
      await tx.update(users).set({ lastActivityTimestamp: now }).where(eq(users.externalId, row.user.externalId));
      const providerName = service.find(ticket.provider)?.name ?? ticket.provider;
      await auditSignIn(tx, signedInActor(request, row.user, row.role.identifier), now, `through ${providerName}`);
      return signedInAnswer(tx, token, row.user, row.role);
    });
  });
}

/** The userinfo claims (a provider may keep groups there), or none when it has no endpoint or does not answer. */
async function userInfo(config: oidc.Configuration, accessToken: string, subject: string, request: FastifyRequest): Promise<Claims> {
  if (!config.serverMetadata().userinfo_endpoint) return {};
  try {
    return await oidc.fetchUserInfo(config, accessToken, subject);
  } catch (err) {
    request.log.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'OpenID userinfo failed; using the ID token alone');
    return {};
  }
}
