import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { openEventStream } from '#server/test/event-stream';
import { startNginx } from '#server/test/nginx';
import { createDatabaseFromTemplate } from '#server/test/postgres-template';
import { findFreePort, type Run, startServer, stopServers, waitForOutput } from '#server/test/server-process';

/**
 * Atelier as an operator runs it at scale: two processes on one PostgreSQL behind nginx,
 * configured by deploy/nginx.conf, no sticky sessions (PostgreSQL only: the embedded database
 * belongs to one process).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes behind nginx', { timeout: 240_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let databaseUrl = '';
  let proxy = '';
  const ports: number[] = [];
  const runs: Run[] = [];

  /** Starts (or starts again) the process on ports[index], and waits until it takes requests. */
  async function startProcess(index: number) {
    const run = startServer({
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      PORT: String(ports[index]),
      PUBLIC_URL: proxy,
      // nginx is one hop; the load below stands for many clients behind a second one.
      TRUST_PROXY: '2',
    });
    runs[index] = run;
    await waitForOutput(run, /job workers started/, 60_000);
  }

  async function stopProcess(index: number) {
    const run = runs[index];
    if (!run) return;
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }

  beforeAll(async () => {
    const database = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL ?? '');
    cleanups.push(database.drop);
    databaseUrl = database.url;
    const seeding = await openDatabase({ databaseUrl, dataDir: '' });
    await createCreator(seeding.db, { handle: 'proxylin', user: { email: 'proxy-lin@example.test' } });
    await createCreator(seeding.db, { handle: 'proxymae', user: { email: 'proxy-mae@example.test' } });
    await seeding.close();

    ports.push(await findFreePort(), await findFreePort());
    const nginx = await startNginx(ports);
    cleanups.push(nginx.stop);
    proxy = nginx.url;
    await Promise.all([startProcess(0), startProcess(1)]);
    expect((await fetch(`${proxy}/api/ready`)).status).toBe(200);
  });
  afterAll(async () => {
    stopServers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const signIn = async (email: string) => {
    const response = await fetch(`${proxy}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return (
      response.headers
        .getSetCookie()
        .find((value) => value.startsWith('atelier_session='))
        ?.split(';')[0] ?? ''
    );
  };
  const send = (cookie: string, content: string) =>
    fetch(`${proxy}/api/messages/with/proxylin`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });

  it('[USER] whose stream is on a process that stops reconnects through nginx and reads what was sent meanwhile', async () => {
    const lin = await signIn('proxy-lin@example.test');
    const mae = await signIn('proxy-mae@example.test');
    const stream = await openEventStream(proxy, lin);
    await stream.received('ready');
    const first = await send(mae, 'Through nginx, whichever process takes it');
    expect(first.status).toBe(201);
    const { conversationId } = (await first.json()) as { conversationId: string };
    await stream.received('messages');

    // Stop the process holding the stream: it is whichever one ends it.
    await stopProcess(0);
    let stopped = 0;
    if (
      !(await stream.ended().then(
        () => true,
        () => false,
      ))
    ) {
      await startProcess(0);
      await stopProcess(1);
      stopped = 1;
      await stream.ended();
    }
    expect((await send(mae, 'Sent while a process was away')).status).toBe(201);

    // The tab reconnects, to the process still up, and fetches what it missed.
    const again = await openEventStream(proxy, lin);
    await again.received('ready');
    const thread = await fetch(`${proxy}/api/messages/conversations/${conversationId}/messages`, {
      headers: { cookie: lin },
    });
    expect(thread.status).toBe(200);
    const { items } = (await thread.json()) as { items: { content: string }[] };
    expect(items.map((message) => message.content)).toContain('Sent while a process was away');
    again.close();
    await startProcess(stopped);
  });

  it('[USER] a 20 MB project image reaches Atelier through nginx; the same file for an avatar is refused at the door', async () => {
    const lin = await signIn('proxy-lin@example.test');
    const upload = (pathName: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(20 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
      return fetch(`${proxy}${pathName}`, { method: 'POST', body: form, headers: { cookie: lin } });
    };
    // Read whole by Atelier, which finds no image in it: nginx let it through.
    const work = await upload('/api/projects/images');
    expect(work.status).toBe(400);
    expect(await work.json()).toMatchObject({ messageId: 'fileMustBeImage' });
    expect((await upload('/api/profile/avatar')).status).toBe(413);
  });

  it('[OPERATOR] restarts both processes in turn under a mixed load through nginx, and not one request fails', async () => {
    const mae = await signIn('proxy-mae@example.test');
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    let client = 0;
    const paths = [
      '/api/health',
      '/api/explore?q=portfolio',
      '/api/people',
      '/api/profiles/proxylin',
      '/api/services',
    ];
    const worker = async (id: number) => {
      for (let turn = 0; running; turn++) {
        client++;
        const headers = { 'x-forwarded-for': `10.1.${(client >> 8) & 255}.${client & 255}` };
        const write = turn % 10 === id % 10;
        try {
          const response = write
            ? await fetch(`${proxy}/api/messages/with/proxylin`, {
                method: 'POST',
                headers: { ...headers, cookie: mae, 'content-type': 'application/json' },
                body: JSON.stringify({ content: `Load ${id}.${turn}` }),
              })
            : await fetch(`${proxy}${paths[turn % paths.length]}`, { headers });
          await response.arrayBuffer();
          if (!response.ok) failures.push(`${write ? 'POST' : 'GET'} ${response.status}`);
          answered++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, id) => worker(id)));
    for (const index of [0, 1]) {
      await stopProcess(index);
      await startProcess(index);
    }
    running = false;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  });
});
