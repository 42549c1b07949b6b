import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'atelier-mail-')), 'outbox');
  afterAll(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

  it('writes each message as an .eml file in the outbox folder', async () => {
    const mailer = createMailer({ outboxDir, smtpUrl: undefined, from: 'Atelier <no-reply@atelier.local>' });
    await mailer.send({
      to: 'ada@example.test',
      subject: 'Hello',
      text: 'Visit https://atelier.test/x?token=abc',
    });
    await mailer.send({ to: 'bob@example.test', subject: 'Again', text: 'Second' });
    const files = readdirSync(outboxDir);
    // Nothing else: each message was written under a name of its own first, then renamed.
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    expect(files).toHaveLength(2);
    const contents = files.map((file) => readFileSync(path.join(outboxDir, file), 'utf8'));
    const toAda = contents.find((content) => /^To: ada@example\.test$/m.test(content)) ?? '';
    expect(toAda).toMatch(/^From: Atelier <no-reply@atelier\.local>$/m);
    expect(toAda).toMatch(/^Subject: Hello$/m);
    expect(toAda).toContain('https://atelier.test/x?token=abc');
  });
});
