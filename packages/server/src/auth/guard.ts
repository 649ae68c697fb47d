/**
 * The guard every /api route passes through. A route declares what it needs in its config:
 *   config: { auth: false }                              public (login, forgot, reset)
 *   config: { grant: 'authenticated' }                   any signed-in user (logout, profile)
 *   config: { grant: 'any' }                             a signed-in user with at least one permission entry
 *   config: { grant: { area: 'users', action: 'VIEW' } } the action on that area, per @equipdesk/permissions
 *   config: { grant: { area: 'users', type: 'EDIT' } }   exactly that permission type on the area: saves need
 *                                                        EDIT itself, where the console's edit pen also opens on DETAILS
 * A route under /api that declares none of these fails at start-up, so nothing is open by mistake.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '@equipdesk/api-client/contract';
import { hasGrant, hasNoPermissions, isAllowed, type Action, type PermissionType } from '@equipdesk/permissions';
import { forbidden, unauthorized } from '../http/errors';
import { loadSession, type Session } from './session';
import type { TokenPolicy } from './tokens';

export type StaticGrant = 'authenticated' | 'any' | { area: string; action: Action } | { area: string; type: PermissionType };
export type GrantRequirement = StaticGrant | ((request: FastifyRequest) => StaticGrant);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` makes an /api route public. */
    auth?: boolean;
    grant?: GrantRequirement;
  }
  interface FastifyRequest {
    /** Set by the guard on every authenticated route; null on public ones. */
    session: Session | null;
  }
}

export const API_PREFIX = '/api';

/** The session of a guarded route (the guard guarantees it is there). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** True when the session satisfies the requirement; usable inside handlers for finer checks. */
export function satisfies(session: Session, grant: StaticGrant): boolean {
  if (grant === 'authenticated') return true;
  if (grant === 'any') return !hasNoPermissions(session.permissions);
  if ('type' in grant) return hasGrant(session.permissions, grant.area, grant.type);
  return isAllowed(session.permissions, grant.area, grant.action);
}

function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[AUTH_HEADER.toLowerCase()];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length > 0 && token.length <= 256 ? token : null;
}

export function registerGuard(app: FastifyInstance, options: { policy: TokenPolicy; now: () => Date }): void {
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const config = route.config as { auth?: boolean; grant?: GrantRequirement } | undefined;
    if (config?.auth === false || config?.grant !== undefined) return;
    throw new Error(`EquipDesk route ${String(route.method)} ${route.url} declares neither auth: false nor a grant.`);
  });

  // onRequest: an unauthenticated caller is turned away before its body is even read.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !url.startsWith(API_PREFIX)) return;
    const config = request.routeOptions.config;
    if (config.auth === false) return;
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const session = await loadSession(app.db, token, options.now(), options.policy);
    if (!session) throw unauthorized();
    request.session = session;
    const declared = config.grant ?? 'authenticated';
    const grant = typeof declared === 'function' ? declared(request) : declared;
    if (!satisfies(session, grant)) throw forbidden();
  });
}
