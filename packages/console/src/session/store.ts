/**
 * The signed-in session in valtio (spec 1 §4 auth status): who is signed in, with which
 * permissions, the broadcasts of the last sign-in and the reference lists loaded after it.
 */
import { proxy, ref } from 'valtio';
import { isApiError } from '@equipdesk/api-client';
import type {
  AuthStatus,
  Broadcast,
  LoginRequest,
  LoginResponse,
  PermissionEntry,
  ReferenceLists,
  SessionEndReason,
  SessionUser,
} from '@equipdesk/api-client/contract';
import { SIGN_IN_MESSAGES } from '@equipdesk/api-client/contract';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';

export interface SessionState {
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
  /** The grants of the sign-in, replaced whole (grantsOf), never changed in place. */
  permissions: PermissionEntry[];
  broadcasts: Broadcast[];
  /** The message of the last failed sign-in, shown in red under the login form. */
  error: string | null;
  /** Reference lists loaded after sign-in (spec 1 §7 "Cache loads at login"); null until loaded. */
  referenceLists: ReferenceLists | null;
  /** Why the last session ended without this tab's Signout (shown by the sign-in until the next attempt). */
  ended: SessionEndReason | null;
  /** Until when (epoch ms) the server refuses sign-ins (a 429 with Retry-After); null when it does not. */
  retryAt: number | null;
  /** The session may only set up multi-factor sign-in, which the user's role requires (the console shows only that). */
  mfaEnrolment: boolean;
}

/**
 * The grants as the session keeps them: valtio's ref(), so a snapshot hands them out as they are. Deep-proxied, every
 * entry read through a snapshot goes through proxy traps that record it, and the navbar's menus read all of them for
 * every page of the route table (~7,000 reads for a supervisor's 116 entries) on the first screen.
 */
function grantsOf(entries: PermissionEntry[]): PermissionEntry[] {
  return ref(entries);
}

function initialState(): SessionState {
  const stored = readStoredSession();
  return {
    status: stored ? 'SUCCESS' : '',
    token: stored?.token ?? null,
    user: stored?.user ?? null,
    permissions: grantsOf(stored?.permissions ?? []),
    broadcasts: [],
    error: null,
    referenceLists: null,
    ended: null,
    retryAt: null,
    mfaEnrolment: stored?.mfaEnrolment ?? false,
  };
}

export const session = proxy<SessionState>(initialState());

/** The token the API client sends as X-Auth-Token. */
export function getToken(): string | null {
  return session.token;
}

/** What the login call needs from the API client. */
/** A sign-in call: the password form's (a LoginRequest) or a single sign-on ticket's exchange. */
export type LoginCall<R = LoginRequest> = (request: R) => Promise<LoginResponse>;

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return SIGN_IN_MESSAGES.loginFailed;
}

/**
 * Signs in: LOADING while the call runs, then SUCCESS with the session stored, or FAILURE with
 * the server's message and the stored token removed (spec 1 §8). Resolves to the response on
 * success and null on failure.
 */
export async function login<R = LoginRequest>(call: LoginCall<R>, request: R): Promise<LoginResponse | null> {
  session.status = 'LOADING';
  session.error = null;
  session.ended = null;
  session.retryAt = null;
  try {
    const response = await call(request);
    // The password was right; the sign-in asks for the second factor (LoginPopup) and no session exists yet.
    if (response.mfaRequired) {
      session.status = '';
      return null;
    }
    if (!response.success || !response.token || !response.user) {
      throw new Error(response.message || SIGN_IN_MESSAGES.loginFailed);
    }
    const permissions = response.permissions ?? [];
    const mfaEnrolment = response.mfaEnrolment === true;
    writeStoredSession({ token: response.token, user: response.user, permissions, ...(mfaEnrolment ? { mfaEnrolment } : {}) });
    session.mfaEnrolment = mfaEnrolment;
    session.token = response.token;
    session.user = response.user;
    session.permissions = grantsOf(permissions);
    session.broadcasts = response.broadcasts ?? [];
    session.referenceLists = null;
    session.status = 'SUCCESS';
    return response;
  } catch (error) {
    clearStoredSession();
    session.token = null;
    session.user = null;
    session.permissions = grantsOf([]);
    session.broadcasts = [];
    session.mfaEnrolment = false;
    session.status = 'FAILURE';
    session.error = messageOf(error);
    // Too many attempts: the server says how long it refuses them (the sign-in counts it down).
    if (isApiError(error, 429) && error.retryAfterSeconds !== undefined) session.retryAt = Date.now() + error.retryAfterSeconds * 1000;
    return null;
  }
}

/** Multi-factor sign-in is set up: the session may use the console (the server says so from now on too). */
export function finishMfaEnrolment(): void {
  const stored = readStoredSession();
  if (stored) writeStoredSession({ token: stored.token, user: stored.user, permissions: stored.permissions });
  session.mfaEnrolment = false;
}

/** The wait of a refused sign-in is over: its message goes and the Login button is enabled again. */
export function clearRetryWait(): void {
  session.retryAt = null;
  session.error = null;
  if (session.status === 'FAILURE') session.status = '';
}

/**
 * Ends a session this tab did not sign out of: signed out in another tab, or ended on the server (deactivated,
 * expired, revoked; a 401). Like logout, and the sign-in says why. The protected pages unmount at once, their
 * data with them. Returns false when there was no session to end (the first reason heard is kept).
 */
export function endSession(reason: SessionEndReason): boolean {
  if (!session.token) return false;
  logout();
  session.ended = reason;
  return true;
}

/** Ends the session: status back to empty, the stored user and the lists cleared (spec 1 §4). */
export function logout(): void {
  clearStoredSession();
  session.status = '';
  session.token = null;
  session.user = null;
  session.permissions = grantsOf([]);
  session.broadcasts = [];
  session.error = null;
  session.referenceLists = null;
  session.ended = null;
  session.retryAt = null;
  session.mfaEnrolment = false;
}

/** Clears a shown login failure, e.g. when the login form is opened again. */
export function clearLoginError(): void {
  session.error = null;
  if (session.status === 'FAILURE') session.status = '';
}

export function setReferenceLists(lists: ReferenceLists): void {
  // ref(): large read-only lists need no deep proxying.
  session.referenceLists = ref(lists);
}

/** Test and story helper: puts the session in a known state without touching storage. */
export function resetSession(next: Partial<SessionState> = {}): void {
  Object.assign(session, {
    status: '',
    token: null,
    user: null,
    broadcasts: [],
    error: null,
    referenceLists: null,
    ended: null,
    retryAt: null,
    mfaEnrolment: false,
    ...next,
    permissions: grantsOf(next.permissions ?? []),
  } satisfies SessionState);
}
