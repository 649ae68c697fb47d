/**
 * What survives a reload: the token (spec 1 §7 keeps it in local storage) and the signed-in user
 * with their permissions, so a reload keeps the menu without a new sign-in.
 */
import type { PermissionEntry, SessionUser } from '@equipdesk/api-client/contract';

export const TOKEN_KEY = 'equipdesk.token';
export const USER_KEY = 'equipdesk.user';

export interface StoredSession {
  token: string;
  user: SessionUser;
  permissions: PermissionEntry[];
  /** The session may only set up multi-factor sign-in (its role requires it). */
  mfaEnrolment?: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, policy): the session then lives in memory only.
    return null;
  }
}

export function readStoredSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  const raw = store?.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (!parsed.user || !Array.isArray(parsed.permissions)) return null;
    return { token, user: parsed.user, permissions: parsed.permissions, ...(parsed.mfaEnrolment === true ? { mfaEnrolment: true } : {}) };
  } catch {
    return null;
  }
}

export function writeStoredSession(value: StoredSession): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, value.token);
  store?.setItem(USER_KEY, JSON.stringify({ user: value.user, permissions: value.permissions, ...(value.mfaEnrolment ? { mfaEnrolment: true } : {}) }));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
}
