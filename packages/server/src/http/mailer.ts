/**
 * Outgoing mail. EquipDesk ships no SMTP client: the default mailer keeps each message in an outbox and logs that
 * it went, to whom (masked), never what it says: a reset mail's link is a secret that signs its holder in.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The password-reset link, when the message carries one. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The most recent messages, newest last (tests and the demo read the reset link here). */
  readonly outbox: MailMessage[];
}

export interface OutboxMailerOptions {
  /**
   * Also log each reset link, for trying recovery on one's own machine without a mail server (EQUIPDESK_DEV_MAIL_LINKS=1,
   * README): never where the log is kept or read by others. @default false
   */
  logLinks?: boolean;
}

const OUTBOX_LIMIT = 100;

/** `caregiver@equipdesk.example` → `c***@equipdesk.example`: enough to tell mails apart in a log, not to harvest addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

export function createOutboxMailer(log?: Pick<FastifyBaseLogger, 'info'>, options: OutboxMailerOptions = {}): Mailer {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      log?.info({ to: maskAddress(message.to), subject: message.subject }, 'mail sent');
      if (options.logLinks && message.link) log?.info({ link: message.link }, 'mail link (EQUIPDESK_DEV_MAIL_LINKS is on)');
    },
  };
}
