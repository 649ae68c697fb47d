/**
 * Limits on sign-in and password recovery, counted in the database so every API process counts together
 * (migration 0007). Failures are counted per username and client address: a burst of wrong passwords for one
 * account is stopped, while thirty nurses behind one hospital address signing in at shift change all get in. A
 * far looser cap counts every attempt from an address, against one address trying many usernames.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index';
import { HttpError, TOO_MANY_MESSAGE } from '../http/errors';

export interface SignInLimits {
  /** Failed sign-ins (or recovery requests) of one username from one address within `failureWindowMs`. */
  failures: number;
  failureWindowMs: number;
  /** Attempts of any kind from one address within `addressWindowMs`. */
  perAddress: number;
  addressWindowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failures: 5,
  failureWindowMs: 15 * 60_000,
  perAddress: 300,
  addressWindowMs: 60_000,
};

/** Rows older than this are deleted when a new address window starts. */
const KEEP_MS = 24 * 60 * 60_000;

function tooMany(retryAfterMs: number): HttpError {
  return new HttpError(429, TOO_MANY_MESSAGE, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

interface Counter {
  count: number;
  windowStart: Date;
}

/** Adds one to a key's count in its current window (a new window when the last one is over), atomically. */
async function bump(db: Db, key: string, now: Date, windowMs: number): Promise<Counter> {
  const expired = new Date(now.getTime() - windowMs);
  const rows = rowsOf<{ count: number; window_start: Date | string }>(await db.execute(sql`
    insert into sign_in_attempts (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when sign_in_attempts.window_start <= ${expired} then 1 else sign_in_attempts.count + 1 end,
      window_start = case when sign_in_attempts.window_start <= ${expired} then ${now} else sign_in_attempts.window_start end
    returning count, window_start`));
  const row = rows[0]!;
  return { count: Number(row.count), windowStart: new Date(row.window_start) };
}

async function current(db: Db, key: string, now: Date, windowMs: number): Promise<Counter | null> {
  const [row] = rowsOf<{ count: number; window_start: Date | string }>(await db.execute(sql`select count, window_start from sign_in_attempts where key = ${key}`));
  if (!row) return null;
  const windowStart = new Date(row.window_start);
  return windowStart.getTime() + windowMs > now.getTime() ? { count: Number(row.count), windowStart } : null;
}

export interface AttemptLimiter {
  /**
   * Counts an attempt from the address and refuses it (429 with Retry-After) when the address is over its cap or
   * the username has failed too often from it; the password is not even checked then.
   */
  admit(kind: 'login' | 'forgot', username: string, address: string): Promise<void>;
  /** Counts a failure of the username from the address. */
  failed(kind: 'login' | 'forgot', username: string, address: string): Promise<void>;
  /** A successful sign-in clears the username's failures from the address. */
  succeeded(username: string, address: string): Promise<void>;
}

export function createAttemptLimiter(db: Db, limits: SignInLimits, now: () => Date): AttemptLimiter {
  const pairKey = (kind: string, username: string, address: string) => `${kind}:${username.trim().toLowerCase()}|${address}`;
  return {
    async admit(kind, username, address) {
      const t = now();
      const perAddress = await bump(db, `address:${address}`, t, limits.addressWindowMs);
      if (perAddress.count === 1) await db.execute(sql`delete from sign_in_attempts where window_start < ${new Date(t.getTime() - KEEP_MS)}`);
      if (perAddress.count > limits.perAddress) throw tooMany(perAddress.windowStart.getTime() + limits.addressWindowMs - t.getTime());
      const failures = await current(db, pairKey(kind, username, address), t, limits.failureWindowMs);
      if (failures && failures.count >= limits.failures) throw tooMany(failures.windowStart.getTime() + limits.failureWindowMs - t.getTime());
    },
    async failed(kind, username, address) {
      await bump(db, pairKey(kind, username, address), now(), limits.failureWindowMs);
    },
    async succeeded(username, address) {
      await db.execute(sql`delete from sign_in_attempts where key = ${pairKey('login', username, address)}`);
    },
  };
}
