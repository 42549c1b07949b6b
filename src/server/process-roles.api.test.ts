import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { addressOf, signUp, startServer, stopServers, waitForOutput } from '#server/test/server-process';
import { startTestSmtpServer } from '#server/test/smtp-server';

/**
 * A web process and a worker process on one PostgreSQL database (docs/decisions/0073-process-roles.md):
 * the web process answers and queues, only the worker runs what was queued, and answers nothing.
 */
describe('process roles', { timeout: 90_000 }, () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ jobWorkers: false });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    stopServers();
    await testApp.close();
    await smtp.stop();
  });

  /** The states of the queued jobs that name the address (its verification mail). */
  const jobsFor = async (email: string) => {
    const { rows } = await testApp.database.executeSql(
      `select distinct state from pgboss.job where strpos(data::text, $1) > 0`,
      [email],
    );
    return (rows as { state: string }[]).map((row) => row.state);
  };

  it("[OPERATOR] a web process queues a sign-up's mail, and only the worker process sends it", async (context) => {
    if (!testApp.databaseUrl) context.skip();
    const env = { DATABASE_URL: testApp.databaseUrl ?? '', NODE_ENV: 'production', SMTP_URL: smtp.url };
    const web = startServer({ ...env, PROCESS_ROLE: 'web' });
    const address = await addressOf(web);
    await waitForOutput(web, /job workers run in other processes/);
    expect((await signUp(address, 'webonly', 'Queued-By-The-Web-2026')).status).toBe(201);
    expect(await jobsFor('webonly@example.test')).toEqual(['created']);
    // A process running workers is woken by the queue at once; this one leaves the mail waiting.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await jobsFor('webonly@example.test')).toEqual(['created']);
    expect(smtp.received.filter((mail) => mail.to.includes('webonly@example.test'))).toEqual([]);

    const worker = startServer({ ...env, PROCESS_ROLE: 'worker' });
    await waitForOutput(worker, /job workers started \(PROCESS_ROLE=worker: no requests\)/);
    await vi.waitFor(
      () => expect(smtp.received.some((mail) => mail.to.includes('webonly@example.test'))).toBe(true),
      { timeout: 30_000, interval: 200 },
    );
    // Done: none waits (a finished job may already be cleared from the queue).
    expect(await jobsFor('webonly@example.test')).not.toContain('created');
    // The worker never listened: it names no address, and the web process is still the one answering.
    expect(worker.output()).not.toMatch(/Atelier is running on/);
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  });
});
