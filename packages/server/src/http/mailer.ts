/** Outgoing mail. EquipDesk ships no SMTP client: the default mailer logs each message and keeps it in an outbox. */
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

const OUTBOX_LIMIT = 100;

export function createOutboxMailer(log?: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      log?.info({ to: message.to, subject: message.subject, link: message.link }, 'mail sent');
    },
  };
}
