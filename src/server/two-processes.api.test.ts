import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { openEventStream } from '#server/test/event-stream';
import { startServer, stopServers, waitForOutput } from '#server/test/server-process';
import { startTestSmtpServer } from '#server/test/smtp-server';

/**
 * Two server processes on one PostgreSQL database (PostgreSQL only: the embedded database belongs to
 * one process). A follow or a message made through one must reach the event stream held by the other,
 * and the job queue they share delivers each job once.
 */
describe('two server processes on one database', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    // No workers here: this app only writes jobs, the two processes take them.
    testApp = await buildTestApp({ jobWorkers: false });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    stopServers();
    await testApp.close();
    await smtp.stop();
  });

  // Each process names itself in the Message-IDs it writes (the host of its PUBLIC_URL).
  const start = async (databaseUrl: string, host: string) => {
    const run = startServer({
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://${host}`,
    });
    // Listening comes first; the queue's workers start right after, and the queue test needs both.
    await waitForOutput(run, /job workers started/);
    return /Atelier is running on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output())?.[1] ?? '';
  };

  // Both tests share one pair of processes, started by the first that needs them.
  let running: Promise<[string, string]> | undefined;
  const servers = () => {
    const databaseUrl = testApp.databaseUrl ?? '';
    running ??= Promise.all([start(databaseUrl, 'one.test'), start(databaseUrl, 'two.test')]);
    return running;
  };

  const signIn = async (baseUrl: string, email: string) => {
    const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('atelier_session='));
    if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
    return cookie.split(';')[0] ?? '';
  };

  it('[USER] is notified on one process of a follow made through the other', async (context) => {
    if (!testApp.databaseUrl) context.skip();
    await createCreator(testApp.db, { handle: 'twoprocada', user: { email: 'two-ada@example.test' } });
    await createCreator(testApp.db, { handle: 'twoprocgrace', user: { email: 'two-grace@example.test' } });
    const [first, second] = await servers();
    expect(first).not.toBe(second);

    const adaOnSecond = await openEventStream(second, await signIn(second, 'two-ada@example.test'));
    await adaOnSecond.received('ready');
    const graceOnFirst = await signIn(first, 'two-grace@example.test');
    const followed = await fetch(`${first}/api/profiles/twoprocada/follow`, {
      method: 'PUT',
      headers: { cookie: graceOnFirst },
    });
    expect(followed.status).toBe(200);
    await adaOnSecond.received('notifications');
    adaOnSecond.close();

    const list = await fetch(`${second}/api/notifications`, {
      headers: { cookie: await signIn(second, 'two-ada@example.test') },
    });
    const body = (await list.json()) as { items: unknown[] };
    expect(body.items[0]).toMatchObject({ type: 'new_follower', link: '/twoprocgrace' });
  });

  it('[USER] sees a message sent through the other process arrive on their stream', async (context) => {
    if (!testApp.databaseUrl) context.skip();
    await createCreator(testApp.db, { handle: 'twoproclin', user: { email: 'two-lin@example.test' } });
    await createCreator(testApp.db, { handle: 'twoprocmae', user: { email: 'two-mae@example.test' } });
    const [first, second] = await servers();

    const linOnSecond = await openEventStream(second, await signIn(second, 'two-lin@example.test'));
    await linOnSecond.received('ready');
    const sent = await fetch(`${first}/api/messages/with/twoproclin`, {
      method: 'POST',
      headers: { cookie: await signIn(first, 'two-mae@example.test'), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Hello from the first process' }),
    });
    expect(sent.status).toBe(201);
    const { conversationId } = (await sent.json()) as { conversationId: string };
    await linOnSecond.received('messages');
    expect(linOnSecond.payloads).toContainEqual({ type: 'messages', conversationId });
    linOnSecond.close();
  });

  it('[OPERATOR] shares one job queue: 1,000 queued mails, each delivered once, by both processes', async (context) => {
    if (!testApp.databaseUrl) context.skip();
    await servers();
    const mails = Array.from({ length: 1000 }, (_, index) => ({
      to: `queued${index}@example.test`,
      subject: 'Queued',
      text: `Mail ${index}`,
    }));
    await testApp.db.transaction(async (tx) => {
      for (const mail of mails) await testApp.app.jobs.enqueue(tx, 'mail', mail);
    });
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(1000), {
      timeout: 60_000,
      interval: 200,
    });
    const ids = smtp.received.map((mail) => mail.headers['message-id'] ?? '');
    const jobIds = new Set(ids.map((id) => id.slice(1, 37)));
    expect(jobIds.size).toBe(1000);
    expect(smtp.received).toHaveLength(1000);
    expect(new Set(smtp.received.flatMap((mail) => mail.to)).size).toBe(1000);
    // Both took their share.
    expect(ids.some((id) => id.endsWith('@one.test>'))).toBe(true);
    expect(ids.some((id) => id.endsWith('@two.test>'))).toBe(true);
  });
});
