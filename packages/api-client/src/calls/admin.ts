/** The administration calls that are not the generic listing ones (spec 1 §7), each with its key. */
import type { Permission, User, UserLite } from '../contract/admin';
import type { PasswordBody } from '../contract/auth';
import type { ActionResponse, ListResponse, ResultResponse, SaveResponse } from '../contract/envelopes';
import { apiPath } from '../http/query';
import type { Transport } from '../transport';

export function usersMonoKey(id: string) {
  return ['users/mono', id] as const;
}
/** GET users/mono?q={id}: one user with its accounts. */
export async function usersMono(transport: Transport, id: string, signal?: AbortSignal): Promise<User> {
  const response = await transport.get<ResultResponse<User>>(apiPath('users', 'mono'), { q: id }, { signal });
  return response.result;
}

/** POST users/{id}/reset: an administrator sets a user's password, or a user changes their own. */
export function resetUserPassword(transport: Transport, id: string, body: PasswordBody): Promise<ActionResponse> {
  return transport.post<ActionResponse>(apiPath('users', id, 'reset'), body);
}

export function usersAssignablesKey() {
  return ['users/assignables'] as const;
}
/** GET users/assignables?flavor=LITE: the users an order can be assigned to. */
export async function usersAssignables(transport: Transport, signal?: AbortSignal): Promise<UserLite[]> {
  const response = await transport.get<ListResponse<UserLite>>(apiPath('users', 'assignables'), { flavor: 'LITE' }, { signal });
  return response.items ?? [];
}

export function permissionsListKey() {
  return ['permissions/list'] as const;
}
/** GET permissions/list: the whole matrix, one row per permission with a cell per role. */
export async function permissionsList(transport: Transport, signal?: AbortSignal): Promise<Permission[]> {
  const response = await transport.get<ListResponse<Permission> | ResultResponse<Permission[]> | Permission[]>(
    apiPath('permissions', 'list'),
    undefined,
    { signal },
  );
  // The spec names no envelope for the matrix: accept a list, `items` or `result`.
  if (Array.isArray(response)) return response;
  if ('items' in response && Array.isArray(response.items)) return response.items;
  if ('result' in response && Array.isArray(response.result)) return response.result;
  return [];
}

/** What a grant or deny may carry: `unlock` first activates a locked (INACTIVE) cell. */
export interface CellToggleOptions {
  unlock?: boolean;
}

/** POST roles/grant/{cellExternalId}: grants the cell's permission to its role. */
export function grantRole<T = unknown>(transport: Transport, cellExternalId: string, options?: CellToggleOptions): Promise<ResultResponse<T>> {
  return transport.post<ResultResponse<T>>(apiPath('roles/grant', cellExternalId), options);
}

/** POST roles/deny/{cellExternalId}: takes the cell's permission away from its role. */
export function denyRole<T = unknown>(transport: Transport, cellExternalId: string, options?: CellToggleOptions): Promise<ResultResponse<T>> {
  return transport.post<ResultResponse<T>>(apiPath('roles/deny', cellExternalId), options);
}

/** The body of POST users/profile: name and email confirmed with the current password, and a new password when one is set. */
export interface ProfileBody {
  name: string;
  email: string;
  currentPassword: string;
  password?: string;
}

/** POST users/profile: the signed-in user saves their own profile (or password). */
export function saveProfile(transport: Transport, body: ProfileBody): Promise<SaveResponse<User>> {
  return transport.post<SaveResponse<User>>(apiPath('users', 'profile'), body);
}
