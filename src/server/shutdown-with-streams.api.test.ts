import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from '#server/test/event-stream';
import { createDatabaseFromTemplate } from '#server/test/postgres-template';
import { addressOf, signUp, startServer, stopServers } from '#server/test/server-process';

// A rolling restart stops each process in turn, so a stop must be quick even while tabs
// hold event streams, and after a tab dropped its stream without a goodbye (closed, lost its network).
// Waiting for them held a stop for the whole 10 s shutdown timeout; a stop that does not wait took
// 1,041 ms in a clean CI run beside the rest of the tests on two busy cores: the budget tells the two
// apart on any machine.
const STOP_BUDGET_MS = 3000;

describe('stopping a server that holds event streams', { timeout: 90_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    stopServers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-shutdown-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The server on this run's database: a fresh PostgreSQL database, or a new embedded one. */
  async function start() {
    const postgresUrl = process.env.TEST_DATABASE_URL;
    const env = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    if (!postgresUrl) return startServer(env);
    const database = await createDatabaseFromTemplate(postgresUrl);
    cleanups.push(database.drop);
    return startServer({ ...env, DATABASE_URL: database.url });
  }

  /** A member signed in as a person is: signed up, then the emailed link opened in the same browser. */
  async function signedInMember(address: string) {
    const signedUp = await signUp(address, 'streamer', 'Streams-Stop-2026');
    expect(signedUp.status).toBe(201);
    const browser = signedUp.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const outbox = path.join(dataDir, 'outbox');
    const mails = () => readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(1);
    // The mail is quoted-printable: soft line breaks and '=' written as =3D.
    const mail = readFileSync(path.join(outbox, mails()[0] ?? ''), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = decodeURIComponent(/verify-email\?token=([^\s"<]+)/.exec(mail)?.[1] ?? '');
    const verified = await fetch(`${address}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: browser.join('; ') },
      body: JSON.stringify({ token }),
    });
    expect(await verified.json()).toEqual({ signedIn: true });
    return (
      verified.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('atelier_session='))
        ?.split(';')[0] ?? ''
    );
  }

  it('[OPERATOR] exits within seconds of SIGTERM, not waiting for one stream open and one aborted by its tab', async () => {
    const run = await start();
    const address = await addressOf(run);
    const cookie = await signedInMember(address);

    const open = await openEventStream(address, cookie);
    expect(open.status).toBe(200);
    await open.received('ready');
    const dropped = await openEventStream(address, cookie);
    await dropped.received('ready');
    dropped.close();
    // A browser opens spare connections ahead of need and may send nothing on them; nor may the
    // stop wait for one.
    const { port } = new URL(address);
    const spare = connect(Number(port), '127.0.0.1');
    cleanups.push(() => void spare.destroy());
    await new Promise((resolve) => spare.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stopping = Date.now();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(STOP_BUDGET_MS);
    await open.ended();
  });
});
