/**
 * Multi-factor set-up on the profile: start (a new secret, its QR code), confirm with a code (the factor is in force,
 * ten recovery codes shown once), disable with a current code. A wrong code counts against the sign-in limit of the
 * user from the address, as at sign-in. Each change and each refusal is in the audit trail.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MFA_MESSAGES, mfaCodeBodySchema, mfaStartSchema } from '@equipdesk/api-client/contract';
import type { MfaConfirmResponse, MfaEnrolmentResponse, MfaStatusResponse } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { inTransaction } from '../db/index';
import { authTokens, mfaRecoveryCodes, users } from '../db/schema';
import { HttpError, parseWith } from '../http/errors';
import { sessionOf, type GrantRequirement } from '../auth/guard';
import type { Session } from '../auth/session';
import { verifyPassword } from '../auth/passwords';
import { createAttemptLimiter, type SignInLimits } from '../auth/limits';
import { actorOf, recordAudit, recordAuditAlone } from '../audit/record';
import type { SecretBox } from './secrets';
import { recoveryCodesLeft, roleRequiresMfa, spendSecondFactor } from './factor';
import { enrolmentOf, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStepOf } from './totp';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the TOTP secrets (mfa/secrets.ts). */
    mfaBox: SecretBox;
  }
}

/** The profile's multi-factor calls: any signed-in user, also one whose session may only set it up. */
const SETUP = { grant: 'authenticated' as GrantRequirement, mfaSetup: true };

const refused = (message: string): HttpError => new HttpError(400, message, [{ field: 'code', message }]);

async function userRow(db: Db, session: Session) {
  const [row] = await db.select().from(users).where(eq(users.externalId, session.user.externalId)).limit(1);
  if (!row) throw new HttpError(401, 'Your session has ended.');
  return row;
}

export function registerMfaRoutes(app: FastifyInstance, options: { now: () => Date; signInLimits: SignInLimits }): void {
  const { db } = app;
  const limiter = createAttemptLimiter(db, options.signInLimits, options.now);

  /** A wrong code or password: one failure of the user from the address, and a refusal in the trail. */
  async function refusal(request: FastifyRequest, session: Session, what: string, field: 'code' | 'password' = 'code', message: string = MFA_MESSAGES.codeWrong): Promise<HttpError> {
    await limiter.failed('login', session.user.username, request.ip);
    await recordAuditAlone(db, actorOf(session, request), options.now(), {
      action: 'MFA_REFUSED',
      entityType: 'users',
      entityId: session.user.externalId,
      summary: `Wrong ${field === 'code' ? 'multi-factor code' : 'password'} from ${session.user.username} to ${what}`,
    });
    return new HttpError(400, message, [{ field, message }]);
  }

  app.get('/api/users/profile/mfa', { config: SETUP }, async (request): Promise<MfaStatusResponse> => {
    const session = sessionOf(request);
    const user = await userRow(db, session);
    return {
      success: true,
      result: {
        enabled: !!user.totpSecret,
        required: await roleRequiresMfa(db, user.roleId),
        provider: !!user.ssoProvider,
        recoveryCodesLeft: user.totpSecret ? await recoveryCodesLeft(db, user.externalId) : 0,
      },
    };
  });

  app.post('/api/users/profile/mfa/start', { config: SETUP }, async (request): Promise<MfaEnrolmentResponse> => {
    const session = sessionOf(request);
    const { password } = parseWith(mfaStartSchema, request.body);
    await limiter.admit('login', session.user.username, request.ip);
    const user = await userRow(db, session);
    if (user.ssoProvider) throw new HttpError(400, MFA_MESSAGES.providerUser);
    if (user.totpSecret) throw new HttpError(400, MFA_MESSAGES.alreadyEnabled);
    if (!(await verifyPassword(password, user.passwordHash))) throw await refusal(request, session, 'set up multi-factor sign-in', 'password', MFA_MESSAGES.passwordWrong);
    const secret = newTotpSecret();
    await db.update(users).set({ totpPending: app.mfaBox.seal(secret) }).where(eq(users.externalId, user.externalId));
    return { success: true, result: { secret, ...(await enrolmentOf(secret, user.username)) } };
  });

  app.post('/api/users/profile/mfa/confirm', { config: SETUP }, async (request): Promise<MfaConfirmResponse> => {
    const session = sessionOf(request);
    const { code } = parseWith(mfaCodeBodySchema, request.body);
    await limiter.admit('login', session.user.username, request.ip);
    const user = await userRow(db, session);
    if (user.totpSecret) throw new HttpError(400, MFA_MESSAGES.alreadyEnabled);
    const secret = user.totpPending ? app.mfaBox.open(user.totpPending) : null;
    if (!user.totpPending || !secret) throw refused(MFA_MESSAGES.notEnrolling);
    const now = options.now();
    const step = totpStepOf(secret, code, now, null);
    if (step === null) throw await refusal(request, session, 'set up multi-factor sign-in');
    const recoveryCodes = newRecoveryCodes();
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ totpSecret: user.totpPending, totpPending: null, totpLastStep: step }).where(eq(users.externalId, user.externalId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.externalId));
      await tx.insert(mfaRecoveryCodes).values(recoveryCodes.map((c) => ({ userId: user.externalId, codeHash: hashRecoveryCode(c) })));
      // The user's sessions that could only set it up may now use the console.
      await tx.update(authTokens).set({ mfaEnrolment: false }).where(and(eq(authTokens.userId, user.externalId), eq(authTokens.mfaEnrolment, true)));
      await recordAudit(tx, actorOf(session, request), now, {
        action: 'MFA_ENABLED',
        entityType: 'users',
        entityId: user.externalId,
        summary: `Multi-factor sign-in (TOTP) set up by ${user.username}`,
      });
    });
    await limiter.succeeded(session.user.username, request.ip);
    return { success: true, message: MFA_MESSAGES.enabled, result: { recoveryCodes } };
  });

  app.post('/api/users/profile/mfa/disable', { config: SETUP }, async (request) => {
    const session = sessionOf(request);
    const { code } = parseWith(mfaCodeBodySchema, request.body);
    await limiter.admit('login', session.user.username, request.ip);
    const user = await userRow(db, session);
    if (!user.totpSecret) throw new HttpError(400, MFA_MESSAGES.notEnabled);
    if (await roleRequiresMfa(db, user.roleId)) throw new HttpError(400, MFA_MESSAGES.requiredByRole);
    const now = options.now();
    if (!(await spendSecondFactor(db, app.mfaBox, user, code, now))) throw await refusal(request, session, 'turn multi-factor sign-in off');
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ totpSecret: null, totpPending: null, totpLastStep: null }).where(eq(users.externalId, user.externalId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.externalId));
      await recordAudit(tx, actorOf(session, request), now, {
        action: 'MFA_DISABLED',
        entityType: 'users',
        entityId: user.externalId,
        summary: `Multi-factor sign-in turned off by ${user.username}`,
      });
    });
    await limiter.succeeded(session.user.username, request.ip);
    return { success: true, message: MFA_MESSAGES.disabled };
  });
}
