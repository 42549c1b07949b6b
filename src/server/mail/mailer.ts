import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config';

/**
 * A mail: always a plain-text body; notification mails add an HTML one and list headers (the
 * one-click unsubscribe).
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};
/**
 * `messageId` names the mail for good: a mail sent again (after a crash between sending and
 * recording it) carries the same one, so the receiving side can recognise the copy.
 */
export type Mailer = { send(mail: OutgoingMail & { messageId?: string }): Promise<void> };

// nodemailer is loaded by the first message rather than by every start: most starts send none soon.
const loadNodemailer = async () => (await import('nodemailer')).default;

/** Makes the value on the first call and answers the same promise on every later one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * SMTP connections kept open and reused (nodemailer's pool, five at most): a queue of mail drains
 * at the server's pace instead of one connection and handshake per message. A `pool` the operator
 * set in SMTP_URL's query stands.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
 * the outbox folder, where a developer (or a test) can open it.
 */
export function createMailer(config: Config['mail']): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const transport = once(async () => (await loadNodemailer()).createTransport(pooled(smtpUrl)));
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: config.from, ...mail });
      },
    };
  }
  const transport = once(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: config.from, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      // Written under another name, then renamed: whoever reads the outbox's .eml files never opens
      // half a message (a test did, in a clean CI run, and found no link in it).
      await writeFile(`${file}.partial`, info.message as Buffer);
      await rename(`${file}.partial`, file);
    },
  };
}
