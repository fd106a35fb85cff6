// Email: every message is recorded in sent_emails (the development outbox at /dev/outbox) and,
// when SMTP_URL is set, sent through nodemailer. Callers queue mail through the durable outbox.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { emailSubject } from '@/domain/shared';
import type { AppConfig } from '../config';
import type { DbOrTx, Db } from '../db/client';
import { sentEmails } from '../db/schema';
import { enqueue } from '../queue/outbox';
import { admitCausedMail, recordCausedMail, type MailCause } from '../queue/mail-caps';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Queues an email in the same transaction as the change that caused it. An email a user causes to an address they
   * typed carries its `cause` and is held to the limits of mail-caps.ts (429 past one, nothing queued).
   */
  queue: (tx: DbOrTx, message: MailMessage, dedupeKey?: string, cause?: MailCause) => Promise<void>;
  /** Sends now (called by the outbox worker). */
  deliver: (message: MailMessage) => Promise<void>;
}

/** Creates the mailer for this configuration. */
export function createMailer(db: Db, config: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    queue: async (tx, message, dedupeKey, cause) => {
      if (cause && !(await admitCausedMail(tx, cause, message.to))) return;
      // Every subject through the one builder (one line, shortened at a word boundary), whoever wrote it.
      const queued = await enqueue(tx, 'mail', { ...message, subject: emailSubject(message.subject) }, { dedupeKey });
      if (cause && queued) await recordCausedMail(tx, cause, message.to);
    },
    deliver: async (message) => {
      if (transport) await transport.sendMail({ from: config.mailFrom, ...message });
      await db.insert(sentEmails).values(message);
      if (!transport && config.mailLog)
        // MAIL=log (no SMTP_URL): the log is the only place this email exists; the admin sees a banner saying so.
        log.warn({ to: message.to, subject: message.subject, text: message.text }, 'mail not sent (MAIL=log)');
      else if (!transport && config.nodeEnv === 'development')
        log.info({ to: message.to, subject: message.subject }, `mail (dev outbox): ${message.text}`);
    },
  };
}
