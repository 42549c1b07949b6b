import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

export type ReceivedMail = { to: string; subject: string; text: string; file: string };

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The plain-text body of a mail: the whole body, or in a multipart mail (notifications carry an HTML
 * part too) the text/plain part, each decoded by its own transfer encoding.
 */
function plainText(headers: string, body: string): string {
  const boundary = /content-type:\s*multipart\/[^;]+;\s*boundary="?([^"\s;]+)"?/i.exec(headers)?.[1];
  if (!boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\n\n');
    const partHeaders = part.slice(0, split);
    if (/content-type:\s*text\/plain/i.test(partHeaders))
      return decodeBody(partHeaders, part.slice(split + 2));
  }
  return '';
}

/** Every .eml the server wrote to its outbox, oldest first. */
export function readOutbox(): ReceivedMail[] {
  const dir = inject('outboxDir');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const split = raw.indexOf('\n\n');
    const headers = raw.slice(0, split);
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
    return {
      to: header('To'),
      subject: header('Subject'),
      text: plainText(headers, raw.slice(split + 2)),
      file,
    };
  });
}

/** Waits for the newest mail to an address and answers the last link in it. */
export async function linkFromMailTo(address: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox().filter((mail) => mail.to.includes(address));
        link =
          mails.length > after
            ? mails
                .at(-1)
                ?.text.match(/https?:\/\/\S+/g)
                ?.at(-1)
            : undefined;
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return link as string;
}

/** How many mails an address has received so far. */
export const countMailsTo = (address: string) =>
  readOutbox().filter((mail) => mail.to.includes(address)).length;
