/**
 * Outgoing e-mail: through SMTP when SMTP_URL is set, otherwise each message is written as an
 * `.eml` file in the outbox folder, so a person running the service alone can read the codes it sends.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Names the message for its whole life: every attempt to send it carries the same Message-ID, so a receiving
   * server (or a person) can tell a repeat after a crash from a new message. Letters, digits, '.', '-' only.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** Folder for .eml files when no SMTP server is configured. */
  outboxDir: string;
  from?: string;
}

const DEFAULT_FROM = 'Vedic computation service <no-reply@localhost>';

/** Message-ID from the key, in the sender's domain (RFC 5322: unique left part @ a domain the sender owns). */
function messageIdOf(from: string, key: string | undefined): { messageId?: string } {
  if (key === undefined) return {};
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return { messageId: `<${key}@${domain}>` };
}

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...messageIdOf(from, m.idempotencyKey),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...messageIdOf(from, m.idempotencyKey),
      });
      await mkdir(options.outboxDir, { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const tmp = path.join(options.outboxDir, `.${name}.tmp`);
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, path.join(options.outboxDir, name));
    },
  };
}
