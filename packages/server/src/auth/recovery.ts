/**
 * Password recovery requests (spec 1 §7, `POST /api/forgot`). The answer must not tell, by its words or by its
 * timing, whether a username exists: the work that depends on the username (looking the user up, storing the
 * recovery, the mail) runs only after the answer has been sent, so the answer's time is made of the same steps for
 * every username (reading the body, counting the attempt). That work itself writes the same rows either way, so
 * the load it leaves for the next request does not tell usernames apart either; only a known user gets a mail.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { passwordRecoveries, users } from '../db/schema';
import type { Mailer } from '../http/mailer';
import { userMayHaveSession } from './session';

export interface RecoveryOptions {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** Where the console is reached, for the link in the reset mail (never taken from the Host header). */
  publicUrl: string;
  recoveryTtlMs: number;
}

export interface Recoveries {
  /**
   * Stores a reset link, and mails it when the username is a user who may sign in. Call it once the answer has
   * been sent. Never throws: a failure is logged (without the link).
   */
  recover(username: string, log: Pick<FastifyBaseLogger, 'error'>): void;
  /** Resolves once every recovery started so far is done (the server waits for them as it closes). */
  settled(): Promise<void>;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row;
}

export function createRecoveries(options: RecoveryOptions): Recoveries {
  const { db } = options;
  const running = new Set<Promise<void>>();

  async function recover(username: string): Promise<void> {
    const user = await findUserByUsername(db, username);
    // A user of an OpenID provider has no password here to reset: their provider keeps it.
    const recipient = user && userMayHaveSession(user) && !user.ssoProvider ? user : null;
    const now = options.now();
    const recoveryId = randomBytes(16).toString('base64url');
    const messageId = randomBytes(24).toString('base64url');
    // The same writes whatever the username names (migration 0024): expired rows go, and a row is stored, without a
    // user when there is none to mail (it opens nothing), so the work left behind does not tell usernames apart.
    await db.delete(passwordRecoveries).where(lt(passwordRecoveries.expiresTimestamp, now));
    await db.insert(passwordRecoveries).values({
      recoveryId,
      messageId,
      userId: recipient?.externalId ?? null,
      createdTimestamp: now,
      expiresTimestamp: new Date(now.getTime() + options.recoveryTtlMs),
    });
    if (!recipient) return;
    const link = `${options.publicUrl.replace(/\/$/, '')}/reset/${recoveryId}/${messageId}`;
    await options.mailer.send({
      to: recipient.email,
      subject: 'EquipDesk password reset',
      text: `Hello ${recipient.name},\n\nFollow this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message.`,
      link,
    });
  }

  return {
    recover(username, log) {
      const work = recover(username).catch((err: unknown) => {
        // Only the error's code: a failed query's message lists its parameters, and a constraint's detail its
        // values, which here are the secrets of the link.
        const code = typeof err === 'object' && err !== null ? ((err as { cause?: { code?: unknown } }).cause?.code ?? (err as { code?: unknown }).code) : undefined;
        log.error({ code: typeof code === 'string' ? code : undefined }, 'password recovery failed');
      });
      running.add(work);
      void work.finally(() => running.delete(work));
    },
    async settled() {
      await Promise.all([...running]);
    },
  };
}
