/**
 * Users' routes by hand (spec 1 §2, §3, §5): mono, assignables, reset and the profile update; the
 * rest comes from the resource declaration (users.ts).
 *
 * Profile (POST users/profile, grant profile EDIT): the signed-in user changes their own name and
 * email, and their password when `password` is given; every change needs the right `currentPassword`.
 * Role, type, links and flags are not part of it, so no users grant is needed.
 */
import { MESSAGES, userProfileSchema, userResetPasswordSchema } from '@equipdesk/api-client/contract';
import type { ActionResponse, ResultResponse, User, UserLite, UserType } from '@equipdesk/api-client/contract';
import { PRIVILEGED_ROLES } from '@equipdesk/permissions';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inTransaction } from '../db/index';
import { users } from '../db/schema';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { auditPasswordChange, auditProfileSave } from '../audit/auth';
import { actorOf } from '../audit/record';
import { HttpError, notFound, parseWith } from '../http/errors';
import { oneId, oneOf, text } from '../http/query';
import type { RequestContext } from '../resources/definition';
import { findItem } from '../resources/listRead';
import { parseUuid } from '../resources/listQuery';
import { CURRENT_PASSWORD_WRONG, PASSWORD_RESET_DONE, PROFILE_SAVED, RESET_ONLY_ACTIVE, userResource, userScope } from './users';

/** Roles whose users orders may be assigned to: they hold COMPLETE on orders in the matrix. */
const assignableRole = sql`exists (select 1 from role_permissions rp join permissions p on p.external_id = rp.permission_id
  where rp.role_id = users.role_id and rp.granted and rp.status = 'ACTIVE' and p.status = 'ACTIVE'
    and p.value = 'orders' and p.type = 'COMPLETE')`;

/** Roles that do not see every facility and account (isPrivilegedRole is false). */
const notPrivilegedRole = sql`not exists (select 1 from roles r where r.external_id = users.role_id
  and r.identifier in (${sql.join(PRIVILEGED_ROLES.map((r) => sql`${r}`), sql`, `)}))`;

export function registerUserRoutes(app: FastifyInstance): void {
  const context = (request: Parameters<typeof sessionOf>[0]): RequestContext => ({ db: app.db, session: sessionOf(request), now: app.now(), request });

  app.get<{ Querystring: { q?: string } }>(
    `${API_PREFIX}/users/mono`,
    { schema: { querystring: z.strictObject({ q: text('q', 100).optional() }) }, config: { grant: { area: 'users', action: 'VIEW' } } },
    async (request): Promise<ResultResponse<User>> => {
      const ctx = context(request);
      const id = typeof request.query.q === 'string' ? parseUuid(request.query.q) : null;
      const scope = await userScope(ctx);
      const item = id ? await findItem(userResource, ctx, and(eq(users.externalId, id), scope)) : undefined;
      if (!item) throw notFound('User was not found.');
      return { success: true, result: item };
    },
  );

  app.get(
    `${API_PREFIX}/users/assignables`,
    { schema: { querystring: z.strictObject({ flavor: oneOf('flavor', ['LITE']).optional(), account: oneId('account').optional() }) }, config: { grant: 'any' } },
    async (request) => {
      const ctx = context(request);
      const scope = await userScope(ctx);
      // With `account`, the Pick Users modal of the account wizard: every active user who needs an
      // allocation to see an account (privileged roles see all accounts and are left out).
      const forAccounts = (request.query as { account?: unknown } | null)?.account !== undefined;
      const who = forAccounts ? notPrivilegedRole : assignableRole;
      const rows = await app.db
        .select({ externalId: users.externalId, username: users.username, name: users.name, email: users.email, role: users.roleId, type: users.type })
        .from(users)
        .where(and(eq(users.status, 'ACTIVE'), eq(users.enabled, true), who, scope))
        .orderBy(asc(users.name));
      const items: UserLite[] = rows.map((r) => ({ ...r, type: r.type as UserType }));
      return { success: true, count: items.length, items };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${API_PREFIX}/users/:id/reset`,
    { config: { grant: { area: 'users', action: 'RESET' } } },
    async (request, reply): Promise<ActionResponse> => {
      const ctx = context(request);
      const id = parseUuid(request.params.id);
      const scope = await userScope(ctx);
      const [user] = id ? await app.db.select().from(users).where(and(eq(users.externalId, id), scope)).limit(1) : [];
      if (!user) throw notFound('User was not found.');
      if (user.status !== 'ACTIVE') {
        reply.status(400);
        return { success: false, message: RESET_ONLY_ACTIVE };
      }
      const body = parseWith(userResetPasswordSchema, request.body);
      const passwordHash = await hashPassword(body.password);
      await inTransaction(app.db, async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, lastModifiedBy: ctx.session.user.username, lastModifiedTimestamp: ctx.now })
          .where(eq(users.externalId, user.externalId));
        await auditPasswordChange(tx, actorOf(ctx.session, request), ctx.now, user, 'PASSWORD_CHANGED');
      });
      // Sessions opened with the old password end, except the caller's own.
      if (user.externalId !== ctx.session.user.externalId) await revokeUserTokens(app.db, user.externalId, ctx.now);
      return { success: true, message: PASSWORD_RESET_DONE };
    },
  );

  app.post(
    `${API_PREFIX}/users/profile`,
    { config: { grant: { area: 'profile', type: 'EDIT' } } },
    async (request) => {
      const ctx = context(request);
      const form = parseWith(userProfileSchema, request.body);
      const me = ctx.session.user.externalId;
      const [user] = await app.db.select().from(users).where(eq(users.externalId, me)).limit(1);
      if (!user) throw notFound('User was not found.');
      // Every profile change is confirmed with the user's password, checked before anything else.
      if (!(await verifyPassword(form.currentPassword, user.passwordHash))) {
        throw new HttpError(400, CURRENT_PASSWORD_WRONG, [{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG }]);
      }
      const [taken] = await app.db
        .select({ id: users.externalId })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${form.email}`, ne(users.externalId, me)))
        .limit(1);
      if (taken) throw new HttpError(400, MESSAGES.emailExists, [{ field: 'email', message: MESSAGES.emailExists }]);
      const changes: Partial<typeof users.$inferInsert> = {
        name: form.name,
        email: form.email,
        lastModifiedBy: ctx.session.user.username,
        lastModifiedTimestamp: ctx.now,
      };
      if (form.password) changes.passwordHash = await hashPassword(form.password);
      await inTransaction(app.db, async (tx) => {
        await tx.update(users).set(changes).where(eq(users.externalId, me));
        await auditProfileSave(tx, ctx.session, request, ctx.now, user, changes);
      });
      const item = await findItem(userResource, ctx, eq(users.externalId, me));
      return { applyStatus: 'OK', success: true, message: PROFILE_SAVED, result: item };
    },
  );
}
