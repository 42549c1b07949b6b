import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addressOf, signUp, startServer, stopServers } from '#server/test/server-process';
import { startTestSmtpServer } from '#server/test/smtp-server';

// A server killed (kill -9) right after acknowledging writes that each queue a mail loses
// none of them, and sends none twice under different ids.

const WRITES = 50;

describe('mail survives a crash', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
  afterAll(() => {
    stopServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('[OPERATOR] delivers every mail of 50 acknowledged sign-ups after a kill -9 and a restart, each under one id', async () => {
    const smtp = await startTestSmtpServer();
    // Slow enough that most mail is still queued, or being sent, when the process dies.
    smtp.setMood('slow');
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, TRUST_PROXY: '1' };
    const first = startServer(env);
    const address = await addressOf(first);
    // Each sign-up from an address of its own, as fifty people would: the per-client limit holds.
    const answers = await Promise.all(
      Array.from({ length: WRITES }, (_, index) =>
        signUp(address, `crashed${index}`, 'Crash-Safe-Mail-2026', {
          'x-forwarded-for': `203.0.113.${index + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(WRITES).fill(201));
    // Killed while a mail is in the SMTP server's hands: the server takes it, the process never
    // hears so, and sends it again after the restart.
    await vi.waitFor(() => expect(smtp.attempts).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    first.child.kill('SIGKILL');
    await first.exited;
    const sentBeforeTheCrash = smtp.received.length;
    expect(sentBeforeTheCrash).toBeLessThan(WRITES);

    smtp.setMood('accept');
    const second = startServer(env);
    await addressOf(second);
    const everyone = Array.from({ length: WRITES }, (_, index) => `crashed${index}@example.test`);
    await vi
      .waitFor(
        () => {
          const recipients = new Set(smtp.received.flatMap((mail) => mail.to));
          expect(everyone.filter((address) => !recipients.has(address))).toEqual([]);
        },
        { timeout: 60_000, interval: 200 },
      )
      .catch((error: unknown) => {
        // Which mails are missing says little alone: what each process said of its jobs says why.
        const said = `\n--- before the crash\n${first.output()}\n--- after it\n${second.output()}`;
        if (error instanceof Error) error.message += said;
        throw error;
      });
    // A mail sent again (its sending was cut short by the kill) carries the id of its first copy.
    const idsPerRecipient = new Map<string, Set<string>>();
    for (const mail of smtp.received) {
      for (const to of mail.to) {
        const ids = idsPerRecipient.get(to) ?? new Set();
        ids.add(mail.headers['message-id'] ?? '');
        idsPerRecipient.set(to, ids);
      }
    }
    expect([...idsPerRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(smtp.received.length).toBeGreaterThan(WRITES);
    stopServers();
    await smtp.stop();
  });
});
