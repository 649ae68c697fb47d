/**
 * The alert listings' routes and the derivation's schedule. POST alerts/{orders|pm|par}/flux (spec 2 §7) answers a
 * page of the declarations in resource.ts, whose GET list and exports the resource layer registers as for any
 * listing. Each API process derives the alerts every `everyMs` and soon after a write that can change a condition;
 * runs of all processes take their turn on the database (derive.ts), so none depends on what a process remembers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { keptAnswer } from '../http/versions';
import type { alerts } from '../db/schema';
import { listConditions, readMappedList } from '../resources/listRead';
import { parseListQuery } from '../resources/listQuery';
import { registerResource } from '../resources/routes';
import type { RequestContext, ResourceDefinition } from '../resources/definition';
import { deriveAlerts, type DeriveReport } from './derive';
import { ALERT_RESOURCES, type alertFields } from './resource';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Derives the alerts now (or right after the run under way, which may have read before the caller's change):
     * resolves with the report of a run that saw everything committed before the call.
     */
    deriveAlerts: () => Promise<DeriveReport>;
  }
}

export interface AlertOptions {
  /** Derive every this many milliseconds, and soon after writes that can change an alert; 0 or undefined: only on `app.deriveAlerts()`. */
  everyMs?: number;
}

/** Writes under these areas can raise or resolve an alert: orders, assets (and their uploads), locations' par definitions, accounts' alert settings. */
const CONDITION_WRITES = /^\/api\/(orders|assets|locations|accounts)(\/|\?|$)/;

/** The two body fields a page cannot be read without (the console always sends them). */
const REQUIRED = ['pageIndex', 'pageSize'] as const;

/** Runs one derivation at a time in this process; callers arriving during a run share the one run after it. */
function serialRunner(run: () => Promise<DeriveReport>): { request: () => Promise<DeriveReport>; idle: () => Promise<void> } {
  let current: Promise<DeriveReport> | null = null;
  let next: Promise<DeriveReport> | null = null;
  const start = (): Promise<DeriveReport> => {
    const started = run().finally(() => {
      if (current === started) current = null;
    });
    current = started;
    return started;
  };
  return {
    request() {
      if (!current) return start();
      next ??= current
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
    async idle() {
      while (current || next) await (next ?? current)!.catch(() => undefined);
    },
  };
}

export function registerAlerts(app: FastifyInstance, options: AlertOptions = {}): void {
  // One by one: each declaration keeps its own item type.
  registerListing(app, ALERT_RESOURCES.orders);
  registerListing(app, ALERT_RESOURCES.pm);
  registerListing(app, ALERT_RESOURCES.par);

  const runner = serialRunner(() => deriveAlerts(app.db, app.now()));
  app.decorate('deriveAlerts', runner.request);
  const everyMs = options.everyMs ?? 0;
  if (everyMs <= 0) {
    app.addHook('onClose', async () => runner.idle());
    return;
  }
  const derive = () =>
    void runner.request().catch((err: unknown) => {
      // The next run tries again; a database that is away is answered 503 elsewhere.
      app.log.warn({ err }, 'alert derivation failed');
    });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    derive();
    timer = setInterval(derive, everyMs);
    timer.unref();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (CONDITION_WRITES.test(request.url)) derive();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await runner.idle();
  });
}

/** The resource layer's list and exports of one listing, and its POST {name}/flux. */
function registerListing<TItem>(app: FastifyInstance, definition: ResourceDefinition<typeof alerts, typeof alertFields, TItem>): void {
  registerResource(app, definition);
  const area = definition.name;
  app.post(`${API_PREFIX}/${definition.name}/flux`, { config: { grant: { area, action: 'VIEW' } } }, async (request, reply): Promise<FastifyReply> => {
    const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    const missing = REQUIRED.filter((field) => body[field] === undefined || body[field] === null);
    if (missing.length > 0) {
      throw new HttpError(
        400,
        `${missing[0]} is required.`,
        missing.map((field) => ({ field, message: `${field} is required.` })),
      );
    }
    const ctx: RequestContext = { db: app.db, session: sessionOf(request), now: app.now(), request };
    // Only the fields of spec 2 §7 are read; the page is the same for the same user, body and database versions.
    const query = parseListQuery(definition, body);
    const answer = await keptAnswer(app, request.versions, `POST ${request.url}#${JSON.stringify(query)}#${ctx.session.user.externalId}`, async () => {
      const where = await listConditions(definition, query, ctx);
      return JSON.stringify(await readMappedList(definition, ctx, where, query));
    }, app.settings.keepAnswers);
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}
