/**
 * The demo's visit definitions (rounds of one to three locations, at every frequency) and their tasks, due on each
 * visit's own schedule as the server generates them.
 */
import { visitMinimumEnd, visitOccurrence } from '@equipdesk/api-client/contract';
import * as t from '../db/schema';
import { audit, DAY, HOUR, type SeedContext } from './context';
import type { AccountRow, LocationRow } from './sites';
import type { UserRow } from './users';

interface VisitSeedInputs {
  myAccounts: readonly AccountRow[];
  activeAccounts: readonly AccountRow[];
  locationsOfAccount: ReadonlyMap<string, readonly LocationRow[]>;
  technicians: readonly UserRow[];
}

export async function seedVisits({ r, now, past, add }: SeedContext, { myAccounts, activeAccounts, locationsOfAccount, technicians }: VisitSeedInputs) {
  const frequencies = ['ONE_TIME', 'DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY'] as const;
  const visitRows: (typeof t.visitDefinitions.$inferInsert & { externalId: string })[] = [];
  const visitLocationRows: (typeof t.visitDefinitionLocations.$inferInsert)[] = [];
  const taskRows: (typeof t.visitTasks.$inferInsert)[] = [];
  for (let i = 0; i < 60; i++) {
    const account = i % 3 === 0 ? r.pick(myAccounts) : r.pick(activeAccounts);
    const locs = r.sample(locationsOfAccount.get(account.externalId) ?? [], r.int(1, 3));
    if (locs.length === 0) continue;
    const frequency = frequencies[i % frequencies.length]!;
    const start = past(60, 1);
    const visit = {
      externalId: r.uuid(),
      name: `${frequency.replace('_', ' ').toLowerCase()} round: ${locs.map((l) => l.name).join(', ')}`.slice(0, 100),
      executiveId: r.pick(technicians).externalId,
      facilityId: account.facilityId,
      accountId: account.externalId,
      frequency,
      startTimestamp: start,
      // At least the minimum gap of the frequency (spec 2 §5), as a saved visit has.
      endTimestamp: frequency === 'ONE_TIME' ? null : new Date(Math.max(start.getTime() + r.int(200, 400) * DAY, visitMinimumEnd(frequency, start).getTime())),
      ...audit(new Date(start.getTime() - DAY)),
    };
    visitRows.push(visit);
    for (const l of locs) visitLocationRows.push({ visitId: visit.externalId, locationId: l.externalId });
    const step = { ONE_TIME: 0, DAILY: 1, WEEKLY: 7, MONTHLY: 30, QUARTERLY: 91, HALF_YEARLY: 182, YEARLY: 365 }[frequency] * DAY;
    const tasks = frequency === 'ONE_TIME' ? 1 : Math.min(10, 1 + Math.floor((now.getTime() - start.getTime()) / step) + 1);
    for (let k = 0; k < tasks; k++) {
      // Due on the visit's own schedule, as the server generates tasks (visits/tasks.ts): one row per due time.
      const due = visitOccurrence(frequency, start, k);
      taskRows.push({
        externalId: r.uuid(),
        visitId: visit.externalId,
        dueTimestamp: due,
        taskStatus: due > now ? 'PENDING' : r.weighted([['COMPLETED', 8], ['MISSED', 1], ['IN_PROGRESS', 1]] as const),
        ...audit(new Date(due.getTime() - 6 * HOUR)),
      });
    }
  }
  await add('visitDefinitions', t.visitDefinitions, visitRows);
  await add('visitDefinitionLocations', t.visitDefinitionLocations, visitLocationRows);
  await add('visitTasks', t.visitTasks, taskRows, 1000);
}
