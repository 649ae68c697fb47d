/**
 * Starts a complete EquipDesk server: database, migrations, demo seed on first start, the API and
 * the console. The CLI uses it, and so do end-to-end tests and the bench (port 0, in memory).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { DEFAULT_JOB_LEASE_MS, DEFAULT_JOB_POLL_MS } from './jobs/queue';
import { openDatabase, resolveDataDir, type Database } from './db/index';
import { mfaKeyOf } from './mfa/secrets';
import { isSeeded, seedDemo, type SeedReport } from './seed/seed';
import { retentionDaysOf } from './audit/archive';
import { parseSsoProviders } from './sso/config';

export interface StartServerOptions {
  /** 0 picks a free port. Default: PORT or 3000. */
  port?: number;
  /** Default: HOST or 127.0.0.1 (set HOST=0.0.0.0 to listen on every interface). */
  host?: string;
  /** PostgreSQL connection string; default DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite data directory; default EQUIPDESK_DATA_DIR or packages/server/.data. */
  dataDir?: string;
  /** PGlite in memory (tests, e2e, bench). */
  memory?: boolean;
  /** With `memory`: the data directory's tarball it starts from (the end-to-end suite's seeded template). */
  from?: Blob;
  /** The built console; `null` serves the API only. */
  staticDir?: string | null;
  /** Seed demo data when the database has no users: `true` (default), `false`, or `{scale}` assets. */
  seed?: boolean | { scale?: number };
  logger?: FastifyServerOptions['logger'];
  supportEmail?: string;
  /** Anything else buildApp takes (sign-in limits, token policy, clock, mailer). */
  app?: Omit<BuildAppOptions, 'db' | 'staticDir' | 'logger' | 'supportEmail'>;
}

export interface RunningServer {
  url: string;
  port: number;
  app: FastifyInstance;
  database: Database;
  seeded: SeedReport | null;
  close(): Promise<void>;
}

/**
 * TRUST_PROXY behind a load balancer, so sign-in limits count the client's address from X-Forwarded-For:
 * `true` (every proxy), or the proxies' addresses (comma-separated, CIDR allowed).
 */
function trustProxyOf(value: string): boolean | string[] {
  if (value === 'true') return true;
  return value.split(',').map((a) => a.trim()).filter(Boolean);
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const databaseUrl = options.databaseUrl ?? (options.memory ? undefined : process.env.DATABASE_URL);
  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl } : options.memory ? { memory: true, ...(options.from ? { from: options.from } : {}) } : { dataDir: options.dataDir },
  );
  let app: FastifyInstance | undefined;
  try {
    // Processes starting together on one PostgreSQL migrate and seed in turn: the first does it, the rest find it done.
    const seeded = await database.exclusive(async (): Promise<SeedReport | null> => {
      await database.migrate();
      if (options.seed === false || (await isSeeded(database.db))) return null;
      const scale = typeof options.seed === 'object' ? options.seed.scale : undefined;
      return seedDemo(database.db, scale === undefined ? {} : { scale });
    });
    const port = options.port ?? Number(process.env.PORT ?? 3000);
    const host = options.host ?? process.env.HOST ?? '127.0.0.1';
    app = await buildApp({
      publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port || 3000}`,
      supportEmail: options.supportEmail ?? process.env.SUPPORT_EMAIL,
      ...(process.env.TRUST_PROXY ? { trustProxy: trustProxyOf(process.env.TRUST_PROXY) } : {}),
      ...(process.env.EQUIPDESK_KEEP_ANSWERS === '0' ? { keepAnswers: false } : {}),
      // Reset links in the log: only for trying recovery locally without a mail server (README).
      ...(process.env.EQUIPDESK_DEV_MAIL_LINKS === '1' ? { logMailLinks: true } : {}),
      // Each process derives the alerts every 30 s (EQUIPDESK_ALERTS_EVERY_MS; 0 turns it off) and after writes.
      deriveAlertsEveryMs: Number(process.env.EQUIPDESK_ALERTS_EVERY_MS ?? 30_000) || 0,
      // Single sign-on: EQUIPDESK_OIDC_PROVIDERS and each provider's EQUIPDESK_OIDC_{ID}_* (README "Single sign-on").
      ssoProviders: parseSsoProviders(process.env),
      // TOTP secrets are sealed under EQUIPDESK_MFA_KEY, else a key generated once under the data folder (README).
      ...(options.memory ? {} : { mfaKey: mfaKeyOf(process.env, resolveDataDir(options.dataDir)) }),
      // Audit events older than EQUIPDESK_AUDIT_RETENTION_DAYS (default 2,190) are archived, asked for every 6 hours.
      audit: { retentionDays: retentionDaysOf(process.env), archiveEveryMs: 6 * 3_600_000 },
      // Uploads and export requests are processed by every process's job worker, which looks for work each second
      // and holds a job under a 30 s lease (EQUIPDESK_JOB_LEASE_MS; a process killed mid-job hands it on after it).
      jobs: { pollMs: DEFAULT_JOB_POLL_MS, leaseMs: Number(process.env.EQUIPDESK_JOB_LEASE_MS ?? DEFAULT_JOB_LEASE_MS) || DEFAULT_JOB_LEASE_MS },
      ...options.app,
      db: database.db,
      listen: database.listen,
      staticDir: options.staticDir,
      logger: options.logger ?? false,
    });
    await app.listen({ port, host });
    const address = app.server.address() as AddressInfo;
    const started = app;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host === '127.0.0.1' ? 'localhost' : host}:${address.port}`,
      port: address.port,
      app: started,
      database,
      seeded,
      close() {
        // Fastify first (drains requests), then the database they were using.
        closing ??= started.close().then(() => database.close());
        return closing;
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
}
