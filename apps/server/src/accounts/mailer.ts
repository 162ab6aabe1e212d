import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the start-up log: the SMTP host, or the outbox folder. */
  describe(): string;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * the outbox folder (DATA_DIR/outbox by default), with a plain .txt copy, and its path logged, so `npm start` works with no
 * mail server and an operator can still open the reset link.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      describe: () => `SMTP ${host}`,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject, via: host }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => options.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(options.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}`);
      const file = `${base}.eml`;
      await writeWhole(file, info.message as Buffer);
      // The .eml is quoted-printable (long links are wrapped, '=' escaped); a plain copy to read and click.
      await writeWhole(
        `${base}.txt`,
        `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
      );
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL set)');
    },
  };
}

/**
 * Writes an outbox file whole or not at all: written under a hidden name, then renamed (atomic in one
 * folder), so whoever watches the outbox (an operator, a test) never reads half a mail. Written in
 * place, a file is listed from the moment it is created, before its text is in.
 */
async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  await writeFile(partial, data, { mode: 0o600 });
  await rename(partial, file);
}
