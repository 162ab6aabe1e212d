import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a loopback port that keeps every message it receives, so a test sends
 * mail through nodemailer exactly as production does and then reads the link in it.
 */
export async function startMailCatcher(): Promise<{ url: string; mails: CaughtMail[]; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A quoted-printable body read back: soft line breaks joined, =XX escapes decoded. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The reset token in a mail's link: in the mail as sent (quoted-printable, the default) or in the
 * outbox's plain .txt copy, which must not be decoded: a token starting with two hex digits, e.g.
 * `token=5F…`, would read as the escape `=5F` ('_') and the link would not be found (a CI run).
 */
export function resetTokenIn(raw: string, encoding: 'quoted-printable' | 'plain' = 'quoted-printable'): string {
  const text = encoding === 'plain' ? raw : decodeQuotedPrintable(raw);
  const match = /\/forgot-password\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return match[1]!;
}
