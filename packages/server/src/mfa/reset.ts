/**
 * An administrator resets a user's multi-factor sign-in (a lost phone and lost recovery codes): the TOTP secret and
 * recovery codes go, the user's sessions end, and the trail says who did it. Guarded as editing a user, within the
 * administrator's scope; never one's own (the profile turns it off with a current code) nor a provider's user.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MFA_MESSAGES, type ActionResponse } from '@equipdesk/api-client/contract';
import { inTransaction } from '../db/index';
import { authTokens, mfaRecoveryCodes, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { sessionOf } from '../auth/guard';
import type { TokenPolicy } from '../auth/tokens';
import { actorOf, recordAudit } from '../audit/record';
import { endSessions, managedUser } from '../sessions/routes';

export function registerMfaResetRoute(app: FastifyInstance, options: { policy: TokenPolicy; now: () => Date }): void {
  const { db } = app;
  app.post<{ Params: { id: string } }>('/api/users/:id/mfa/reset', { config: { grant: { area: 'users', action: 'EDIT' } } }, async (request): Promise<ActionResponse> => {
    const session = sessionOf(request);
    const managed = await managedUser(db, request, request.params.id);
    if (managed.externalId === session.user.externalId) throw new HttpError(400, MFA_MESSAGES.resetOwn);
    const [user] = await db.select({ ssoProvider: users.ssoProvider, totpSecret: users.totpSecret, totpPending: users.totpPending }).from(users).where(eq(users.externalId, managed.externalId)).limit(1);
    if (user?.ssoProvider) throw new HttpError(400, MFA_MESSAGES.resetProviderUser);
    if (!user?.totpSecret && !user?.totpPending) throw new HttpError(400, MFA_MESSAGES.resetNotEnabled);
    const now = options.now();
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ totpSecret: null, totpPending: null, totpLastStep: null }).where(eq(users.externalId, managed.externalId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, managed.externalId));
      await recordAudit(tx, actorOf(session, request), now, {
        action: 'MFA_RESET',
        entityType: 'users',
        entityId: managed.externalId,
        summary: `Multi-factor sign-in of ${managed.username} reset by ${session.user.username}`,
      });
      // Whoever holds the lost phone may hold a session too: every one of the user's ends.
      await endSessions(tx, request, session, managed, eq(authTokens.userId, managed.externalId), now, options.policy);
    });
    return { success: true, message: MFA_MESSAGES.resetDone };
  });
}
