/**
 * The visit calls that are not the generic listing ones (spec 2 §7 "Visits"): a visit's tasks. Listing, creating,
 * editing, the entity actions and the exports of visits are the listing calls on `visits`. One function per call,
 * its cache key beside it.
 */
import type { ListResponse, ResultResponse } from '../contract/envelopes';
import type { VisitTask } from '../contract/tasks';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';
import { itemsOf } from './items';

export function visitTasksKey(visitId: string) {
  return ['visits/tasks', visitId] as const;
}

/** GET visits/{externalId}/tasks: the visit's tasks (created time, due time, status), the latest due first. */
export async function visitTasks(transport: Transport, visitId: string, signal?: AbortSignal): Promise<VisitTask[]> {
  const response = await transport.get<ListResponse<VisitTask> | ResultResponse<VisitTask[]>>(apiPath('visits', visitId, 'tasks'), undefined, { signal });
  return itemsOf(response);
}
