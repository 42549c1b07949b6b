import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received message: its envelope's recipients, its headers (names in lower case), its body decoded. */
export type ReceivedMail = { to: string[]; headers: Record<string, string>; body: string };

/** Undoes quoted-printable, the encoding nodemailer picks for text with long lines. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
/**
 * What the server does with the next message: accept it, refuse it for now (451) or for good (550),
 * or accept it after a while (a slow server).
 */
export type SmtpMood = 'accept' | 'refuse-for-now' | 'refuse-for-good' | 'slow';

const SLOW_MS = 1500;

/**
 * A client that goes away mid-message (a server killed with kill -9, as the crash tests do) resets
 * its connection: that is the test's doing, not a failure. Any other error still fails the run.
 */
function listening(server: SMTPServer) {
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    throw error;
  });
  return server;
}

/**
 * A real SMTP server on a port of its own, for the tests of sending mail: it keeps what it accepts,
 * and can refuse, stall, stop and start again on the same port.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let mood: SmtpMood = 'accept';
  let attempts = 0;
  const make = () =>
    listening(
      new SMTPServer({
        authOptional: true,
        // Stopping drops the open connections at once, as a server that goes away does (a pooled
        // client keeps one open between mails).
        closeTimeout: 100,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (raw += chunk));
          stream.on('end', () => {
            attempts += 1;
            if (mood === 'refuse-for-now')
              return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            if (mood === 'refuse-for-good')
              return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
            const split = raw.indexOf('\r\n\r\n');
            const head = raw.slice(0, split);
            const headers: Record<string, string> = {};
            for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
              const colon = line.indexOf(':');
              if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
            }
            const accept = () => {
              const body = raw.slice(split + 4);
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                headers,
                body: /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')
                  ? decodeQuotedPrintable(body)
                  : body,
              });
              callback();
            };
            if (mood === 'slow') setTimeout(accept, SLOW_MS);
            else accept();
          });
        },
      }),
    );
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages that reached the end of DATA, accepted or not. */
    get attempts() {
      return attempts;
    },
    setMood(next: SmtpMood) {
      mood = next;
    },
    /** Closes the port: connections are refused until `start`. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}
