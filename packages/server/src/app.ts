/**
 * The EquipDesk API as a Fastify instance. Tests build it over an in-memory database and talk to it
 * with `inject`; the CLI builds it over the embedded or a PostgreSQL database and listens.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { AUDIT_DEFAULT_RETENTION_DAYS, CLIENT_VERSION } from '@equipdesk/api-client/contract';
import type { Db } from './db/index';
import { registerGuard } from './auth/guard';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/limits';
import { registerAuthRoutes } from './auth/routes';
import { DEFAULT_TOKEN_POLICY, type TokenPolicy } from './auth/tokens';
import { NOT_FOUND_MESSAGE, registerErrorHandlers } from './http/errors';
import { clientErrorHandler, frameworkErrors, registerInputHygiene } from './http/hygiene';
import { registerQueryValidation } from './http/query';
import { createOutboxMailer, type Mailer } from './http/mailer';
import { withLoggableRequests } from './http/logging';
import { registerSecurityHeaders } from './http/security';
import { registerCompression } from './http/compression';
import { createChangeHub, type Listen } from './http/changes';
import { registerEventRoutes } from './http/events';
import { registerConsole, sendConsolePage } from './http/static';
import { registerReferenceRoutes } from './reference/routes';
import { registerResource } from './resources/routes';
import { registerExportAdmission } from './resources/exporting';
import { enterpriseResource } from './admin/enterprises';
import { roleResource } from './admin/roles';
import { permissionResource, registerPermissionMatrix } from './admin/permissions';
import { userResource } from './admin/users';
import { registerUserRoutes } from './admin/userRoutes';
import { assetResource } from './assets/resource';
import { registerAssetRoutes } from './assets/routes';
import { facilityResource, registerFacilityRoutes } from './facilities/facilities';
import { accountResource, registerAccountRoutes } from './facilities/accounts';
import { contractResource } from './facilities/contracts';
import { locationResource, registerLocationRoutes } from './facilities/locations';
import { modelResource } from './catalogue/models';
import { productResource } from './catalogue/products';
import { picklistValueResource } from './catalogue/picklists';
import { syncConfigResource } from './catalogue/syncConfigs';
import { orderResource } from './orders/resource';
import { registerOrderRoutes } from './orders/routes';
import { visitResource } from './visits/resource';
import { registerVisitRoutes } from './visits/routes';
import { registerAlerts } from './alerts/routes';
import { registerJobs, type JobHandler } from './jobs/queue';
import { registerUploadRoutes } from './uploads/routes';
import { UPLOAD_JOB, uploadJob } from './uploads/process';
import { EXPORT_REQUEST_JOB, exportRequestJob } from './exports/job';
import { registerExportRequestRoutes } from './exports/requests';
import { registerAssetStatsRoutes } from './dashboard/assets';
import { registerOrderStatsRoutes } from './dashboard/orders';
import { registerStockRoutes } from './stock/routes';
import { registerUtilizationRoutes } from './reports/utilization';
import { registerDashboardViewRoutes } from './reports/views';
import { registerAuditRoutes } from './audit/routes';
import { AUDIT_ARCHIVE_JOB, auditArchiveJob, registerAuditArchive } from './audit/archive';
import type { SsoProviderConfig } from './sso/config';
import { createSsoService } from './sso/service';
import { registerSsoRoutes } from './sso/routes';
import { createSecretBox } from './mfa/secrets';
import { registerMfaRoutes } from './mfa/routes';
import { registerMfaResetRoute } from './mfa/reset';
import { registerSessionRoutes } from './sessions/routes';

export interface AppSettings {
  supportEmail: string;
  publicUrl: string;
  tokenPolicy: TokenPolicy;
  /** Keep list and profile answers in memory under the database's versions (http/versions.ts). */
  keepAnswers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    /** The clock every expiry is measured with (tests move it). */
    now: () => Date;
    settings: AppSettings;
  }
}

export interface BuildAppOptions {
  db: Db;
  /** The built console; served with an index.html fallback when the folder holds one. */
  staticDir?: string | null;
  /** The address the no-permission message names. */
  supportEmail?: string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  mailer?: Mailer;
  /** The default mailer also logs reset links, for local use only (EQUIPDESK_DEV_MAIL_LINKS=1; http/mailer.ts). */
  logMailLinks?: boolean;
  tokenPolicy?: Partial<TokenPolicy>;
  /** Limits on failed sign-ins per username and address, and on all attempts per address (auth/limits.ts). */
  signInLimits?: Partial<SignInLimits>;
  /** Base of links in mails, e.g. the reset link. */
  publicUrl?: string;
  recoveryTtlMs?: number;
  /** Trust X-Forwarded-For (behind a reverse proxy) so the sign-in limits count real client addresses. */
  trustProxy?: boolean | string[];
  /** Keep list and profile answers in memory under the database's versions (default true; EQUIPDESK_KEEP_ANSWERS=0). */
  keepAnswers?: boolean;
  /** LISTEN on the database, for the change notices of `GET /api/events`; without it the stream only says it is live. */
  listen?: Listen;
  /** How long one change-notice stream stays open before the console opens the next (http/events.ts). */
  eventStreamMs?: number;
  /**
   * The job worker (jobs/queue.ts): look for uploads and export requests to process every `pollMs` (default 0:
   * only on `app.runJobs()`), holding a claimed job under a lease of `leaseMs`.
   */
  jobs?: { pollMs?: number; leaseMs?: number; retryAfterMs?: number };
  /**
   * The audit trail's retention (audit/archive.ts): events older than `retentionDays` (default 2,190) are archived by a
   * job asked for every `archiveEveryMs` (default 0: only on `app.requestAuditArchive()`).
   */
  audit?: { retentionDays?: number; archiveEveryMs?: number };
  /** Derive the alerts every this many ms and after writes that can change one (alerts/routes.ts); default 0: only on `app.deriveAlerts()`. */
  deriveAlertsEveryMs?: number;
  /** OpenID providers the sign-in offers (sso/config.ts reads them from the environment). */
  ssoProviders?: readonly SsoProviderConfig[];
  /** The AES-256-GCM key of the TOTP secrets (mfa/secrets.ts); without it, one for this process only (tests). */
  mfaKey?: Buffer;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@equipdesk.example';
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));

function acceptsHtml(accept: string | undefined): boolean {
  return !!accept && accept.includes('text/html');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const tokenPolicy: TokenPolicy = { ...DEFAULT_TOKEN_POLICY, ...options.tokenPolicy };
  const settings: AppSettings = {
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    tokenPolicy,
    keepAnswers: options.keepAnswers ?? true,
  };
  const app = Fastify({
    logger: withLoggableRequests(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Every answer is the API's JSON, also the router's and the HTTP parser's own (http/hygiene.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('db', options.db);
  app.decorate('mailer', options.mailer ?? createOutboxMailer(app.log, { logLinks: options.logMailLinks ?? false }));
  app.decorate('now', now);
  app.decorate('settings', settings);
  app.decorate('mfaBox', createSecretBox(options.mfaKey ?? randomBytes(32)));

  registerErrorHandlers(app);
  // Before any route: every GET route's query is declared and checked (http/query.ts).
  registerQueryValidation(app);
  registerInputHygiene(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  // Before the guard: a refused export is answered without reading the session (resources/exporting.ts).
  registerExportAdmission(app);
  registerGuard(app, { policy: tokenPolicy, now });

  const signInLimits: SignInLimits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits };
  await registerAuthRoutes(app, {
    policy: tokenPolicy,
    now,
    publicUrl: settings.publicUrl,
    recoveryTtlMs: options.recoveryTtlMs ?? 60 * 60_000,
    signInLimits,
  });
  registerMfaRoutes(app, { now, signInLimits });
  registerSessionRoutes(app, { policy: tokenPolicy, now });
  registerMfaResetRoute(app, { policy: tokenPolicy, now });
  registerSsoRoutes(app, createSsoService(options.ssoProviders ?? [], settings.publicUrl), { publicUrl: settings.publicUrl, policy: tokenPolicy, now, signInLimits });
  await registerReferenceRoutes(app);
  registerResource(app, enterpriseResource);
  registerResource(app, roleResource);
  registerResource(app, permissionResource);
  registerPermissionMatrix(app);
  registerResource(app, userResource);
  registerUserRoutes(app);
  registerResource(app, assetResource);
  registerAssetRoutes(app);
  registerExportRequestRoutes(app);
  registerAssetStatsRoutes(app);
  registerOrderStatsRoutes(app);
  registerUtilizationRoutes(app);
  registerDashboardViewRoutes(app);
  registerResource(app, facilityResource);
  registerFacilityRoutes(app);
  registerResource(app, accountResource);
  registerAccountRoutes(app);
  registerResource(app, contractResource);
  registerResource(app, locationResource);
  registerLocationRoutes(app);
  registerResource(app, modelResource);
  registerResource(app, productResource);
  registerResource(app, picklistValueResource);
  registerResource(app, syncConfigResource);
  registerResource(app, orderResource);
  registerOrderRoutes(app);
  registerResource(app, visitResource);
  registerVisitRoutes(app);
  registerAlerts(app, { everyMs: options.deriveAlertsEveryMs });
  registerStockRoutes(app);
  registerAuditRoutes(app);
  await registerUploadRoutes(app);

  // Durable work: each kind of job and the module that processes it.
  const jobHandlers: Record<string, JobHandler> = { [UPLOAD_JOB]: uploadJob, [EXPORT_REQUEST_JOB]: exportRequestJob, [AUDIT_ARCHIVE_JOB]: auditArchiveJob };
  registerJobs(app, { handlers: jobHandlers, ...options.jobs });
  registerAuditArchive(app, { retentionDays: options.audit?.retentionDays ?? AUDIT_DEFAULT_RETENTION_DAYS, everyMs: options.audit?.archiveEveryMs ?? 0 });

  const changes = await createChangeHub({ listen: options.listen });
  app.addHook('onClose', () => changes.close());
  registerEventRoutes(app, changes, { streamMs: options.eventStreamMs });

  // What the console needs before anyone signs in.
  app.get('/api/config', { config: { auth: false } }, async () => ({
    success: true,
    result: { supportEmail: settings.supportEmail, version: CLIENT_VERSION },
  }));

  const staticDir = options.staticDir === undefined ? DEFAULT_STATIC_DIR : options.staticDir;
  const serveConsole = !!staticDir && existsSync(path.join(staticDir, 'index.html'));
  if (serveConsole && staticDir) await registerConsole(app, staticDir);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (serveConsole && !isApi && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request.headers.accept)) {
      // Client-side routes (/dashboard, /reset/...) are answered by the console's index.html.
      return sendConsolePage(reply);
    }
    return reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE });
  });

  return app;
}
