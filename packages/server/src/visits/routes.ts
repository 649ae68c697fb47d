/**
 * A visit's tasks (spec 2 §2 "View Tasks", §7 GET visits/{externalId}/tasks) and the pass that keeps every visit's
 * tasks current. Reading a visit's tasks first brings them up to date (new ones due, missed ones marked), so the
 * answer holds whether or not a pass has run lately; the pass does the same for all visits every few minutes in
 * every API process, harmlessly at once (tasks.ts).
 */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import type { ListResponse, VisitTask } from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { visitDefinitions, visitTasks } from '../db/schema';
import { notFound } from '../http/errors';
import { parseUuid } from '../resources/listQuery';
import { visitScope } from './resource';
import { VISIT_TASK_PASS_MS, VISIT_TASKS_READ_MAX, generateVisitTasks, markMissedTasks, visitTaskPass } from './tasks';

export interface VisitRoutesOptions {
  /** Milliseconds between two passes over every visit; 0 runs none (tests run the pass themselves). */
  passMs?: number;
}

export function registerVisitRoutes(app: FastifyInstance, options: VisitRoutesOptions = {}): void {
  app.get<{ Params: { id: string } }>(
    `${API_PREFIX}/visits/:id/tasks`,
    { config: { grant: { area: 'visits', action: 'VIEW' } } },
    async (request): Promise<ListResponse<VisitTask>> => {
      const session = sessionOf(request);
      const now = app.now();
      const id = parseUuid(request.params.id);
      const [visit] = id
        ? await app.db
            .select({ externalId: visitDefinitions.externalId })
            .from(visitDefinitions)
            .where(and(eq(visitDefinitions.externalId, id), await visitScope({ db: app.db, session })))
            .limit(1)
        : [];
      if (!visit) throw notFound('Visit was not found.');
      await generateVisitTasks(app.db, now, { visitIds: [visit.externalId] });
      await markMissedTasks(app.db, now, [visit.externalId]);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ externalId: visitTasks.externalId, createdTimestamp: visitTasks.createdTimestamp, dueTimestamp: visitTasks.dueTimestamp, taskStatus: visitTasks.taskStatus })
          .from(visitTasks)
          .where(eq(visitTasks.visitId, visit.externalId))
          .orderBy(desc(visitTasks.dueTimestamp))
          .limit(VISIT_TASKS_READ_MAX),
        app.db.select({ n: count() }).from(visitTasks).where(eq(visitTasks.visitId, visit.externalId)),
      ]);
      return {
        success: true,
        count: Number(total?.n ?? 0),
        items: rows.map((t) => ({ externalId: t.externalId, createdTimestamp: t.createdTimestamp.toISOString(), dueTimestamp: t.dueTimestamp.toISOString(), taskStatus: t.taskStatus })),
      };
    },
  );

  const passMs = options.passMs ?? VISIT_TASK_PASS_MS;
  if (passMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      visitTaskPass(app.db, app.now())
        .catch((err: unknown) => app.log.warn({ err }, 'The visit task pass failed; the next one tries again.'))
        .finally(() => {
          running = false;
        });
    }, passMs);
    // The pass never keeps a process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
