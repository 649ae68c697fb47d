/** Sign-in, sign-out, password recovery and the profile (spec 1 §5, §7, §8). */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTH_HEADER,
  MESSAGES,
  MFA_MESSAGES,
  SSO_MESSAGES,
  forgotSchema,
  loginSchema,
  newPasswordSchema,
} from '@equipdesk/api-client/contract';
import type {
  Broadcast,
  BroadcastType,
  ForgotResponse,
  LoginResponse,
  LogoutResponse,
  ResetCheckResponse,
  RoleIdentifier,
  SessionUser,
  User,
  UserType,
  EntityStatus,
} from '@equipdesk/api-client/contract';
import { inTransaction, type Db } from '../db/index';
import {
  accounts,
  broadcasts,
  enterprises,
  facilities,
  passwordRecoveries,
  roles,
  userAccounts,
  userEnterprises,
  userFacilities,
  users,
} from '../db/schema';
import { HttpError, notFound, parseWith } from '../http/errors';
import { keptAnswer } from '../http/versions';
import { sessionOf } from './guard';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { permissionsOfRole, userMayHaveSession } from './session';
import { createAttemptLimiter, type SignInLimits } from './limits';
import { createRecoveries, findUserByUsername, type Recoveries } from './recovery';
import { issueToken, revokeToken, revokeUserTokens, type TokenPolicy } from './tokens';
import { auditPasswordChange, auditSignIn, auditSignInRefused, auditSignOut, signedInActor } from '../audit/auth';
import { anonymousActor } from '../audit/record';
import { spendSecondFactor } from '../mfa/factor';
import { passwordSignInOffFor } from '../sso/enterprises';

export const FORGOT_MESSAGE = 'If the user exists, a password reset link has been sent.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with the new password.';
export const RESET_INVALID_MESSAGE = 'This password reset link is not valid or has expired.';
export const LOGOUT_MESSAGE = 'You have been signed out.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password recoveries under way: their mails go after the answer (tests wait for them with `settled`). */
    recoveries: Pick<Recoveries, 'settled'>;
  }
}

export interface AuthRouteOptions {
  policy: TokenPolicy;
  now: () => Date;
  /** Where the console is reached, for the link in the reset mail (never taken from the Host header). */
  publicUrl: string;
  recoveryTtlMs: number;
  signInLimits: SignInLimits;
}

const resetBodySchema = z.object({ password: newPasswordSchema });
const resetParamsSchema = z.object({ recoveryId: z.string().min(1).max(200), messageId: z.string().min(1).max(200) });

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function activeBroadcasts(db: Db): Promise<Broadcast[]> {
  const rows = await db
    .select({ externalId: broadcasts.externalId, message: broadcasts.message, type: broadcasts.type })
    .from(broadcasts)
    .where(eq(broadcasts.status, 'ACTIVE'))
    .orderBy(asc(broadcasts.internalId));
  return rows.map((r) => ({ ...r, type: r.type as BroadcastType }));
}

/** A user as GET users/profile (and later GET users) answer it. */
export async function userView(db: Db, userId: string): Promise<User | null> {
  // One statement (asked for on every page load): the user, the role, and the three lists as JSON arrays.
  const [row] = await db
    .select({
      user: users,
      roleName: roles.name,
      roleIdentifier: roles.identifier,
      ents: sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${enterprises.externalId}, 'name', ${enterprises.name}) order by ${enterprises.name})
        from ${userEnterprises} join ${enterprises} on ${userEnterprises.enterpriseId} = ${enterprises.externalId}
        where ${userEnterprises.userId} = ${users.externalId}), '[]'::json)`,
      facs: sql<string[]>`coalesce((select json_agg(${userFacilities.facilityId}) from ${userFacilities} where ${userFacilities.userId} = ${users.externalId}), '[]'::json)`,
      accs: sql<{ id: string; name: string; accountNo: string; facility: string }[]>`coalesce((select json_agg(json_build_object('id', ${accounts.externalId}, 'name', ${accounts.name}, 'accountNo', ${accounts.accountNo}, 'facility', ${facilities.name}) order by ${accounts.name})
        from ${userAccounts} join ${accounts} on ${userAccounts.accountId} = ${accounts.externalId} join ${facilities} on ${accounts.facilityId} = ${facilities.externalId}
        where ${userAccounts.userId} = ${users.externalId}), '[]'::json)`,
    })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.externalId))
    .where(eq(users.externalId, userId))
    .limit(1);
  if (!row) return null;
  const u = row.user;
  const { ents, facs, accs } = row;
  return {
    externalId: u.externalId,
    name: u.name,
    username: u.username,
    email: u.email,
    role: u.roleId,
    type: u.type as UserType,
    enterprises: ents.map((e) => e.id),
    facilities: facs,
    accounts: accs.map((a) => a.id),
    enabled: u.enabled,
    accountNonExpired: u.accountNonExpired,
    accountNonLocked: u.accountNonLocked,
    credentialsNonExpired: u.credentialsNonExpired,
    status: u.status as EntityStatus,
    lastActivityTimestamp: iso(u.lastActivityTimestamp),
    enterpriseName: ents[0]?.name ?? null,
    roleName: row.roleName,
    roleIdentifier: row.roleIdentifier,
    accountRefs: accs.map((a) => ({ externalId: a.id, name: a.name, accountNo: a.accountNo, facility: a.facility })),
    createdBy: u.createdBy,
    createdTimestamp: iso(u.createdTimestamp),
    lastModifiedBy: u.lastModifiedBy,
    lastModifiedTimestamp: iso(u.lastModifiedTimestamp),
  };
}

/** The answer of a sign-in that opened a session (password or single sign-on). */
export async function signedInAnswer(
  db: Db,
  token: string,
  user: { externalId: string; name: string; username: string; email: string; type: string },
  role: { externalId: string; identifier: string; status: string },
): Promise<LoginResponse> {
  const sessionUser: SessionUser = {
    externalId: user.externalId,
    name: user.name,
    username: user.username,
    email: user.email,
    // A custom role (e.g. the demo's ROLE_NONE) is still a role identifier to the console.
    roleIdentifier: role.identifier as RoleIdentifier,
    type: user.type as UserType,
  };
  return {
    success: true,
    token,
    user: sessionUser,
    permissions: role.status === 'ACTIVE' ? await permissionsOfRole(db, role.externalId) : [],
    broadcasts: await activeBroadcasts(db),
  };
}

export async function registerAuthRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { db } = app;
  // The first unknown-user check would otherwise pay for hashing the dummy password.
  await burnPasswordCheck('warm-up');
  const limiter = createAttemptLimiter(db, options.signInLimits, options.now);
  const loginFailed = async (request: FastifyRequest, username: string, user: { externalId: string; username: string } | null, detail?: string): Promise<HttpError> => {
    await limiter.failed('login', username, request.ip);
    await auditSignInRefused(db, request, options.now(), username, user, 'SIGN_IN_FAILED', detail);
    // A wrong second factor comes after a right password: saying so tells nobody anything the password did not.
    return new HttpError(401, detail ? MFA_MESSAGES.codeWrong : MESSAGES.loginFailed);
  };
  /** The limit's 429 is an event too. */
  const admit = (request: FastifyRequest, kind: 'login' | 'forgot', username: string): Promise<void> =>
    limiter.admit(kind, username, request.ip).catch(async (err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 429) await auditSignInRefused(db, request, options.now(), username, null, 'SIGN_IN_LIMITED');
      throw err;
    });

  app.post(
    '/api/login',
    { config: { auth: false } },
    async (request): Promise<LoginResponse> => {
      const body = parseWith(loginSchema, request.body);
      await admit(request, 'login', body.username);
      const user = await findUserByUsername(db, body.username);
      if (!user) {
        await burnPasswordCheck(body.password);
        throw await loginFailed(request, body.username, null);
      }
      const passwordOk = await verifyPassword(body.password, user.passwordHash);
      // A user of an OpenID provider signs in there, even if someone gave them a password here.
      if (!passwordOk || !userMayHaveSession(user) || user.ssoProvider) throw await loginFailed(request, body.username, user);
      const [role] = await db.select().from(roles).where(eq(roles.externalId, user.roleId)).limit(1);
      if (!role) throw await loginFailed(request, body.username, user);
      const now = options.now();
      // The enterprise signs its users in through its provider: a right password says so (a wrong one said nothing).
      if (await passwordSignInOffFor(db, app.sso.providers, user.externalId)) {
        await auditSignInRefused(db, request, now, body.username, user, 'SIGN_IN_FAILED', '(password sign-in is off for the enterprise)');
        throw new HttpError(403, SSO_MESSAGES.passwordSignInOff);
      }
      // The second step of an account with multi-factor sign-in: no session without a code it has not used yet.
      if (user.totpSecret) {
        if (!body.code) return { success: false, mfaRequired: true, message: MFA_MESSAGES.codeRequired };
        if (!(await spendSecondFactor(db, app.mfaBox, user, body.code, now))) throw await loginFailed(request, body.username, user, '(wrong multi-factor code)');
      }
      // A role that requires multi-factor sign-in: a user without it gets a session that may only set it up.
      const mfaEnrolment = !user.totpSecret && role.requireMfa;
      await limiter.succeeded(body.username, request.ip);
      // The session and its sign-in event commit together.
      const token = await inTransaction(db, async (tx) => {
        const issued = await issueToken(tx, user.externalId, now, options.policy, request.ip, undefined, { mfaEnrolment, userAgent: request.headers['user-agent'] });
        await tx.update(users).set({ lastActivityTimestamp: now }).where(eq(users.externalId, user.externalId));
        await auditSignIn(tx, signedInActor(request, user, role.identifier), now);
        return issued;
      });
      const answer = await signedInAnswer(db, token, user, role);
      return mfaEnrolment ? { ...answer, mfaEnrolment } : answer;
    },
  );

  app.post('/api/logout', { config: { grant: 'authenticated', mfaSetup: true } }, async (request): Promise<LogoutResponse> => {
    const header = request.headers[AUTH_HEADER.toLowerCase()];
    const token = Array.isArray(header) ? header[0] : header;
    const ended = token ? await revokeToken(db, token, options.now()) : null;
    await auditSignOut(db, sessionOf(request), request, options.now());
    // A session opened through a provider ends there too, where the provider offers it (RP-initiated logout).
    const logoutUrl = ended?.ssoProvider ? await app.sso.logoutUrl(ended.ssoProvider, ended.ssoIdToken) : null;
    return { success: true, message: LOGOUT_MESSAGE, ...(logoutUrl ? { logoutUrl } : {}) };
  });

  const recoveries = createRecoveries({ db, mailer: app.mailer, now: options.now, publicUrl: options.publicUrl, recoveryTtlMs: options.recoveryTtlMs });
  app.decorate('recoveries', recoveries);
  app.addHook('onClose', () => recoveries.settled());

  app.post('/api/forgot', { config: { auth: false } }, async (request, reply): Promise<ForgotResponse> => {
    const body = parseWith(forgotSchema, request.body);
    // Every request may send a mail: each counts as a failure of its username from the address.
    await admit(request, 'forgot', body.username);
    await limiter.failed('forgot', body.username, request.ip);
    // Named as typed: whether the user exists is not looked up before the answer (below).
    await auditSignInRefused(db, request, options.now(), body.username, null, 'PASSWORD_RESET_REQUESTED');
    // Whether the user exists is looked up only once the answer has gone (auth/recovery.ts): the answer takes the
    // same steps, and so the same time, for any username.
    const recover = () => recoveries.recover(body.username, request.log);
    void reply.then(recover, recover);
    return { success: true, message: FORGOT_MESSAGE };
  });

  async function findRecovery(params: unknown) {
    const { recoveryId, messageId } = parseWith(resetParamsSchema, params);
    const [row] = await db
      .select({ recovery: passwordRecoveries, user: users })
      .from(passwordRecoveries)
      .innerJoin(users, eq(passwordRecoveries.userId, users.externalId))
      .where(eq(passwordRecoveries.recoveryId, recoveryId))
      .limit(1);
    const now = options.now();
    if (
      !row ||
      !sameSecret(row.recovery.messageId, messageId) ||
      row.recovery.usedTimestamp ||
      row.recovery.expiresTimestamp.getTime() <= now.getTime() ||
      row.user.status !== 'ACTIVE'
    ) {
      throw notFound(RESET_INVALID_MESSAGE);
    }
    return row;
  }

  app.get('/api/reset/:recoveryId/:messageId', { config: { auth: false } }, async (request): Promise<ResetCheckResponse> => {
    const row = await findRecovery(request.params);
    return { success: true, result: { username: row.user.username } };
  });

  app.post('/api/reset/:recoveryId/:messageId', { config: { auth: false } }, async (request) => {
    const row = await findRecovery(request.params);
    const body = parseWith(resetBodySchema, request.body);
    const now = options.now();
    const passwordHash = await hashPassword(body.password);
    await inTransaction(db, async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, lastModifiedBy: row.user.username, lastModifiedTimestamp: now })
        .where(eq(users.externalId, row.user.externalId));
      await tx
        .update(passwordRecoveries)
        .set({ usedTimestamp: now })
        .where(eq(passwordRecoveries.id, row.recovery.id));
      await auditPasswordChange(tx, anonymousActor(request, row.user, row.user.username), now, row.user, 'PASSWORD_RESET');
    });
    // A new password ends every session opened with the old one.
    await revokeUserTokens(db, row.user.externalId, now);
    return { success: true, message: RESET_DONE_MESSAGE };
  });

  app.get('/api/users/profile', { config: { grant: 'authenticated', mfaSetup: true } }, async (request, reply) => {
    const session = sessionOf(request);
    // Asked for on every page load: kept while the database's versions stand (see http/versions.ts).
    const answer = await keptAnswer(app, request.versions, `profile#${session.user.externalId}`, async () => {
      const user = await userView(db, session.user.externalId);
      if (!user) throw notFound();
      return JSON.stringify({ success: true, result: user });
    }, app.settings.keepAnswers);
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}
