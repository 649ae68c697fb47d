/**
 * The tasks of visit definitions over HTTP (spec 2 §2 "Visit Definitions"): generated on save with the right due
 * times, idempotent however often and however many passes run, missed after the account's visit timeout, and
 * regenerated ahead (past ones kept) when the schedule changes; and the visits' entity actions.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { visitOccurrence } from '@equipdesk/api-client/contract';
import { visitDefinitionLocations, visitTasks } from '../src/db/schema';
import { VISIT_FUTURE_TASKS, generateVisitTasks, markMissedTasks, visitTaskPass } from '../src/visits/tasks';
import { messageOf } from './helpers';
import { get, post, HOUR, DAY, database, clock, setClock, list, fx, ahead, form, create, tasksOf, storedTasks, useVisitsFixture } from './visitsFixture';

useVisitsFixture();

describe('tasks', () => {
  it('are generated on save: the next ones due, on the schedule, none after the end', async () => {
    const start = ahead(HOUR);
    const daily = await create({ startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 30 * DAY).toISOString() });
    const rows = await storedTasks(daily.externalId);
    expect(rows.map((r) => r.due.toISOString())).toEqual(Array.from({ length: VISIT_FUTURE_TASKS }, (_, k) => visitOccurrence('DAILY', start, k).toISOString()));
    expect(rows.every((r) => r.status === 'PENDING')).toBe(true);

    // A monthly visit on the 31st keeps to the last day of shorter months.
    const thirtyFirst = new Date(Date.UTC(clock.getUTCFullYear() + 1, 0, 31, 9, 30));
    const monthly = await create({ frequency: 'MONTHLY', startTimestamp: thirtyFirst.toISOString(), endTimestamp: new Date(Date.UTC(clock.getUTCFullYear() + 2, 0, 1)).toISOString() });
    const monthlyDue = (await storedTasks(monthly.externalId)).map((r) => r.due.toISOString());
    expect(monthlyDue).toEqual([0, 1, 2, 3, 4].map((k) => visitOccurrence('MONTHLY', thirtyFirst, k).toISOString()));
    const february = new Date(Date.UTC(thirtyFirst.getUTCFullYear(), 2, 0)).getUTCDate();
    expect(monthlyDue.map((d) => d.slice(5, 10))).toEqual(['01-31', `02-${february}`, '03-31', '04-30', '05-31']);

    // Fewer when the visit ends sooner; one for a ONE_TIME visit.
    const short = await create({ frequency: 'WEEKLY', startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 14 * DAY).toISOString() });
    expect((await storedTasks(short.externalId)).map((r) => r.due.getTime())).toEqual([0, 7, 14].map((d) => start.getTime() + d * DAY));
    const once = await create({ frequency: 'ONE_TIME', startTimestamp: start.toISOString(), endTimestamp: null });
    expect((await storedTasks(once.externalId)).map((r) => r.due.getTime())).toEqual([start.getTime()]);
  });

  it('answer GET visits/{id}/tasks, latest due first, with created time, due time and status', async () => {
    const visit = await create();
    const body = await tasksOf(visit.externalId);
    expect(body.count).toBe(VISIT_FUTURE_TASKS);
    expect(body.items[0]).toEqual({ externalId: expect.any(String), createdTimestamp: expect.any(String), dueTimestamp: expect.any(String), taskStatus: 'PENDING' });
    const due = body.items.map((t) => t.dueTimestamp);
    expect([...due].sort().reverse()).toEqual(due);
    expect((await get('/api/visits/not-a-visit/tasks')).statusCode).toBe(404);
  });

  it('are generated idempotently: reads, saves and passes at once never write a task twice', async () => {
    const visit = await create();
    await Promise.all([
      tasksOf(visit.externalId),
      tasksOf(visit.externalId),
      generateVisitTasks(database.db, clock),
      generateVisitTasks(database.db, clock, { visitIds: [visit.externalId] }),
      visitTaskPass(database.db, clock),
    ]);
    expect(await generateVisitTasks(database.db, clock, { visitIds: [visit.externalId] })).toBe(0);
    const [row] = await database.db.select({ n: count() }).from(visitTasks).where(eq(visitTasks.visitId, visit.externalId));
    expect(Number(row!.n)).toBe(VISIT_FUTURE_TASKS);
    // The database refuses a second task at the same due time whoever writes it.
    const [first] = await storedTasks(visit.externalId);
    await expect(database.db.insert(visitTasks).values({ visitId: visit.externalId, dueTimestamp: first!.due, taskStatus: 'PENDING' })).rejects.toThrow();
    // The whole seed holds one task per visit and due time too.
    const duplicates = (await database.db.execute(sql`select 1 from visit_tasks group by visit_id, due_timestamp having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(duplicates.rows).toHaveLength(0);
  });

  it("keep past tasks with their status, mark pending ones MISSED after the account's visit timeout, and stay 5 ahead", async () => {
    const start = ahead(HOUR);
    const visit = await create({ startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 60 * DAY).toISOString() });
    const [first, second] = await storedTasks(visit.externalId);
    // The handheld completed the first task.
    await database.db.update(visitTasks).set({ taskStatus: 'COMPLETED' }).where(and(eq(visitTasks.visitId, visit.externalId), eq(visitTasks.dueTimestamp, first!.due)));
    const saved = clock;
    // Ten days on: the second task and seven more have passed without anyone doing them.
    setClock(new Date(start.getTime() + 10 * DAY));
    try {
      const body = await tasksOf(visit.externalId);
      const byDue = new Map(body.items.map((t) => [t.dueTimestamp, t.taskStatus]));
      expect(byDue.get(first!.due.toISOString())).toBe('COMPLETED');
      expect(byDue.get(second!.due.toISOString())).toBe('MISSED');
      const future = body.items.filter((t) => Date.parse(t.dueTimestamp) > clock.getTime());
      expect(future).toHaveLength(VISIT_FUTURE_TASKS);
      expect(future.every((t) => t.taskStatus === 'PENDING')).toBe(true);
      // Every day from the start is there, once: the gap since the last pass is filled.
      expect(body.items.map((t) => Date.parse(t.dueTimestamp)).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 + VISIT_FUTURE_TASKS }, (_, k) => start.getTime() + k * DAY));
      // Tasks due within the timeout are still pending (the one due now, at least).
      const timeout = fx.account.visitTimeoutMinutes * 60_000;
      for (const task of body.items.filter((t) => Date.parse(t.dueTimestamp) <= clock.getTime())) {
        const expected = task.dueTimestamp === first!.due.toISOString() ? 'COMPLETED' : Date.parse(task.dueTimestamp) + timeout < clock.getTime() ? 'MISSED' : 'PENDING';
        expect(task.taskStatus, task.dueTimestamp).toBe(expected);
      }
      expect(await markMissedTasks(database.db, clock, [visit.externalId])).toBe(0);
    } finally {
      setClock(saved);
    }
  });

  it('are regenerated ahead when the schedule changes; past tasks stay, unchanged saves change none', async () => {
    const start = ahead(HOUR);
    const visit = await create({ startTimestamp: start.toISOString(), endTimestamp: new Date(start.getTime() + 90 * DAY).toISOString() });
    const saved = clock;
    setClock(new Date(start.getTime() + 2 * DAY + HOUR));
    try {
      await tasksOf(visit.externalId);
      const before = await storedTasks(visit.externalId);
      const past = before.filter((t) => t.due.getTime() <= clock.getTime());
      expect(past).toHaveLength(3);
      // A rename keeps every task.
      const renamed = await post(`/api/visits/${visit.externalId}`, form({ name: 'Same schedule', startTimestamp: visit.startTimestamp, endTimestamp: visit.endTimestamp }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await storedTasks(visit.externalId)).toEqual(before);
      // WEEKLY from the same start: the pending tasks ahead are the weekly ones now, from now on.
      const weekly = await post(`/api/visits/${visit.externalId}`, form({ frequency: 'WEEKLY', startTimestamp: visit.startTimestamp, endTimestamp: visit.endTimestamp }));
      expect(weekly.statusCode, weekly.body).toBe(200);
      const after = await storedTasks(visit.externalId);
      expect(after.filter((t) => t.due.getTime() <= clock.getTime())).toEqual(past);
      const ahead5 = after.filter((t) => t.due.getTime() > clock.getTime()).map((t) => t.due.getTime());
      expect(ahead5).toEqual(Array.from({ length: VISIT_FUTURE_TASKS }, (_, k) => start.getTime() + (k + 1) * 7 * DAY));
      // A later start: the new schedule's tasks, from the new start.
      const later = new Date(start.getTime() + 20 * DAY);
      const moved = await post(`/api/visits/${visit.externalId}`, form({ frequency: 'WEEKLY', startTimestamp: later.toISOString(), endTimestamp: new Date(later.getTime() + 60 * DAY).toISOString() }));
      expect(moved.statusCode, moved.body).toBe(200);
      const movedTasks = await storedTasks(visit.externalId);
      expect(movedTasks.filter((t) => t.due.getTime() > clock.getTime()).map((t) => t.due.getTime())).toEqual(Array.from({ length: VISIT_FUTURE_TASKS }, (_, k) => later.getTime() + k * 7 * DAY));
      expect(movedTasks.filter((t) => t.due.getTime() <= clock.getTime())).toEqual(past);
    } finally {
      setClock(saved);
    }
  });
});

describe('entity actions', () => {
  it('deactivate drops the pending tasks ahead, activate brings them back, delete removes the visit from the list', async () => {
    const visit = await create();
    expect((await post(`/api/visits/${visit.externalId}/deactivate`)).statusCode).toBe(200);
    expect(await storedTasks(visit.externalId)).toHaveLength(0);
    // An inactive visit gets no tasks from a pass.
    await visitTaskPass(database.db, clock);
    expect(await storedTasks(visit.externalId)).toHaveLength(0);
    const again = await post(`/api/visits/${visit.externalId}/deactivate`);
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe('Visit is already inactive.');
    expect((await post(`/api/visits/${visit.externalId}/activate`)).statusCode).toBe(200);
    expect(await storedTasks(visit.externalId)).toHaveLength(VISIT_FUTURE_TASKS);
    const removed = await post(`/api/visits/${visit.externalId}/remove`);
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe('Visit removed successfully.');
    expect((await list('?pageSize=500')).items.map((v) => v.externalId)).not.toContain(visit.externalId);
    expect((await list('?statuses=REMOVED&pageSize=500')).items.map((v) => v.externalId)).toContain(visit.externalId);
    const edited = await post(`/api/visits/${visit.externalId}`, form());
    expect(edited.statusCode).toBe(400);
    const [links] = await database.db.select({ n: count() }).from(visitDefinitionLocations).where(eq(visitDefinitionLocations.visitId, visit.externalId));
    expect(Number(links!.n)).toBe(2);
  });
});
