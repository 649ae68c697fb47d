/** Active sessions: a user's own on the profile, any user's for an administrator; each can be signed out. */
import { z } from 'zod';

/** One active session (a signed-in browser). */
export interface UserSession {
  /** The session's id (not its token, which never leaves the browser that holds it). */
  id: number;
  /** Browser and system as read from its User-Agent, e.g. `Chrome on Windows`. */
  device: string;
  userAgent: string | null;
  /** The address it signed in from. */
  address: string | null;
  started: string;
  lastSeen: string;
  /** The session this list was asked for with. */
  current: boolean;
  /** The OpenID provider it was opened through, if any. */
  provider: string | null;
}

export interface UserSessionsResponse {
  success: true;
  count: number;
  items: UserSession[];
}

export const SESSION_MESSAGES = {
  notFound: 'This session was not found or has ended already.',
  keepNotCurrent: 'Reload the list: "Sign out everywhere else" keeps the session you are using now.',
  ended: 'The session was signed out.',
  endedOthers: 'Every other session was signed out.',
} as const;

/** POST users/profile/sessions/end-others: the id of the session kept, which must be the caller's own. */
export const endOtherSessionsSchema = z.object({
  keep: z.number({ error: SESSION_MESSAGES.keepNotCurrent }).int(SESSION_MESSAGES.keepNotCurrent).positive(SESSION_MESSAGES.keepNotCurrent),
});
export type EndOtherSessionsBody = z.infer<typeof endOtherSessionsSchema>;
