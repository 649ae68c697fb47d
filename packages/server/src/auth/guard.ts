/**
 * The guard every /api route passes through. A route declares what it needs in its config:
 *   config: { auth: false }                              public (login, forgot, reset)
 *   config: { grant: 'authenticated' }                   any signed-in user (logout, profile)
 *   config: { grant: 'any' }                             a signed-in user with at least one permission entry
 *   config: { grant: { area: 'users', action: 'VIEW' } } the action on that area, per @equipdesk/permissions
 *   config: { grant: { area: 'users', type: 'EDIT' } }   exactly that permission type on the area: saves need
 *                                                        EDIT itself, where the console's edit pen also opens on DETAILS
 *   config: { grant: { area: 'assets', action: 'DELETE', role: ASSET_ENTITY_ACTION_ROLES } }
 *                                                        the action, and only for the roles the rule names (spec 3 §6:
 *                                                        asset entity actions are the supervisor's)
 *   config: { grant: { anyOf: [g1, g2] } }               any one of the requirements (one call serving two screens)
 *   config: { grant: { query: 'name', present: g1, absent: g2 } }
 *                                                        one path serving two calls told apart by a query parameter
 *                                                        (GET assets/utilization: an export request with `name`, the
 *                                                        trends chart without): each call its own grant
 * A route under /api that declares none of these fails at start-up, so nothing is open by mistake.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, MFA_MESSAGES } from '@equipdesk/api-client/contract';
import { hasGrant, hasNoPermissions, isAllowed, type Action, type PermissionType } from '@equipdesk/permissions';
import { HttpError, forbidden, unauthorized } from '../http/errors';
import { Lru, readVersions, type Versions } from '../http/versions';
import { readSession, touchSession, TOUCH_INTERVAL_MS, type Session } from './session';
import { hashToken, type TokenPolicy } from './tokens';

/**
 * A rule on the caller's role beside the permission entries: a pure function of the role identifier (from
 * @equipdesk/permissions, so the console shows exactly what the API allows), named for decisions and messages.
 */
export interface RoleRule {
  name: string;
  allows: (roleIdentifier: string) => boolean;
}

export type StaticGrant =
  | 'authenticated'
  | 'any'
  | { area: string; action: Action; role?: RoleRule }
  | { area: string; type: PermissionType; role?: RoleRule }
  | { anyOf: readonly StaticGrant[] };
/**
 * Two calls on one path, told apart by whether the query string names `query` (even empty: `?name=` is an export
 * request with a missing name, answered by its own validation). Decided from the session and the query string
 * alone, so the route × role walk calls the path both ways and knows what each role should get.
 */
export interface QueryGrant {
  query: string;
  present: StaticGrant;
  absent: StaticGrant;
}
export type GrantRequirement = StaticGrant | QueryGrant | ((request: FastifyRequest) => StaticGrant);

export function isQueryGrant(grant: GrantRequirement | undefined): grant is QueryGrant {
  return typeof grant === 'object' && 'present' in grant;
}

/** The grant of one call of a route declared with a QueryGrant. */
export function grantOfQuery(grant: QueryGrant, query: unknown): StaticGrant {
  return typeof query === 'object' && query !== null && Object.hasOwn(query, grant.query) ? grant.present : grant.absent;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` makes an /api route public. */
    auth?: boolean;
    grant?: GrantRequirement;
    /**
     * `false`: a call of this route is not the user's activity and leaves the session's idle expiry where it is
     * (the change-notice stream, which a console reopens by itself every few minutes). @default true
     */
    touch?: boolean;
    /**
     * `true`: a session whose role requires multi-factor sign-in not set up yet may call it (sign-out, the profile
     * and its multi-factor set-up); such a session is refused every other route. @default false
     */
    mfaSetup?: boolean;
  }
  interface FastifyRequest {
    /** Set by the guard on every authenticated route; null on public ones. */
    session: Session | null;
    /** The database's versions, read by the guard before anything else on every authenticated route. */
    versions: Versions | null;
  }
}

export const API_PREFIX = '/api';

/** One entry of the API's route table, as Fastify registered it (the route × role walk and the fuzzing read it). */
export interface ApiRoute {
  method: string;
  url: string;
  /** False on public routes. */
  auth: boolean;
  grant: GrantRequirement | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with what it requires, filled as routes are registered. */
    apiRoutes: readonly ApiRoute[];
  }
}

/** The session of a guarded route (the guard guarantees it is there). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * Decisions taken for a session, by requirement. A session object lives as long as the `auth` version it was
 * read under (guard below), and its permissions never change in place, so a decision holds for its lifetime.
 */
const decisions = new WeakMap<Session, Map<string, boolean>>();

function decide(session: Session, grant: StaticGrant): boolean {
  if (grant === 'authenticated') return true;
  if (grant === 'any') return !hasNoPermissions(session.permissions);
  if ('anyOf' in grant) return grant.anyOf.some((g) => decide(session, g));
  if (grant.role && !grant.role.allows(session.user.roleIdentifier)) return false;
  if ('type' in grant) return hasGrant(session.permissions, grant.area, grant.type);
  return isAllowed(session.permissions, grant.area, grant.action);
}

function keyOf(grant: StaticGrant): string {
  if (typeof grant === 'string') return grant;
  if ('anyOf' in grant) return `(${grant.anyOf.map(keyOf).join(' | ')})`;
  const role = grant.role ? ` role ${grant.role.name}` : '';
  return 'type' in grant ? `${grant.area} type ${grant.type}${role}` : `${grant.area} action ${grant.action}${role}`;
}

/**
 * True when the session satisfies the requirement; usable inside handlers for finer checks. Decided from the session
 * alone (its entries and role), so the route × role walk can tell what each role should get without calling.
 */
export function satisfies(session: Session, grant: StaticGrant): boolean {
  if (grant === 'authenticated') return true;
  let known = decisions.get(session);
  if (!known) decisions.set(session, (known = new Map()));
  const key = keyOf(grant);
  let allowed = known.get(key);
  if (allowed === undefined) known.set(key, (allowed = decide(session, grant)));
  return allowed;
}

function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[AUTH_HEADER.toLowerCase()];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length > 0 && token.length <= 256 ? token : null;
}

/** A session this process keeps, valid while the `auth` version it was read under is current. */
interface KeptSession {
  session: Session;
  auth: string;
  tokenId: number;
  lastUsed: number;
  expires: number;
}

/** Sessions kept per process: a signed-in user costs one small query per call instead of reading their session. */
const KEPT_SESSIONS = 10_000;

export function registerGuard(app: FastifyInstance, options: { policy: TokenPolicy; now: () => Date }): void {
  app.decorateRequest('session', null);
  app.decorateRequest('versions', null);
  const kept = new Lru<KeptSession>(KEPT_SESSIONS);

  async function sessionOfToken(token: string, versions: Versions, now: Date, touch: boolean): Promise<Session | null> {
    const tokenHash = hashToken(token);
    const t = now.getTime();
    let entry = kept.get(tokenHash);
    // Kept times may lag behind a touch by another process: an entry that looks idle is read again, not refused.
    if (!entry || entry.auth !== versions.auth || entry.expires <= t || entry.lastUsed + options.policy.idleMs <= t) {
      const loaded = await readSession(app.db, tokenHash, now, options.policy);
      if (!loaded) {
        kept.delete(tokenHash);
        return null;
      }
      entry = { session: loaded.session, auth: versions.auth, tokenId: loaded.tokenId, lastUsed: loaded.lastUsed.getTime(), expires: loaded.expires.getTime() };
      kept.set(tokenHash, entry);
    }
    if (touch && t - entry.lastUsed > TOUCH_INTERVAL_MS) {
      await touchSession(app.db, entry.tokenId, entry.session.user.externalId, now);
      entry.lastUsed = t;
    }
    return entry.session;
  }

  const table: ApiRoute[] = [];
  app.decorate('apiRoutes', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const config = route.config as { auth?: boolean; grant?: GrantRequirement } | undefined;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, auth: config?.auth !== false, grant: config?.grant });
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
    // The versions come first: whatever this request reads afterwards is at least as new as they are.
    const versions = await readVersions(app.db);
    request.versions = versions;
    const session = await sessionOfToken(token, versions, options.now(), config.touch !== false);
    if (!session) throw unauthorized();
    request.session = session;
    if (session.mfaEnrolment && config.mfaSetup !== true) throw new HttpError(403, MFA_MESSAGES.enrolmentRequired);
    const declared = config.grant ?? 'authenticated';
    const grant = typeof declared === 'function' ? declared(request) : isQueryGrant(declared) ? grantOfQuery(declared, request.query) : declared;
    if (!satisfies(session, grant)) throw forbidden();
  });
}
