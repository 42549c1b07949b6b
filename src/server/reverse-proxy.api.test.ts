import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { openEventStream } from '#server/test/event-stream';
import { createDatabaseFromTemplate } from '#server/test/postgres-template';
import {
  APP_ROOT,
  findFreePort,
  type Run,
  startServer,
  stopServers,
  waitForOutput,
} from '#server/test/server-process';

const NGINX = '/usr/sbin/nginx';

/**
 * deploy/nginx.conf itself, inside an nginx.conf of the test's own (its files in `dir`), listening on
 * `port` in front of the processes on `upstreams`.
 */
function writeNginxConfig(dir: string, port: number, upstreams: number[]) {
  const reference = readFileSync(path.join(APP_ROOT, 'deploy/nginx.conf'), 'utf8');
  const site = reference
    .replace(
      /(upstream atelier \{\n(?:\s*#.*\n)*)(?:\s*server 127\.0\.0\.1:\d+( .*);\n)+/,
      (_match, head: string, options: string) =>
        `${head}${upstreams.map((upstream) => `    server 127.0.0.1:${upstream}${options};`).join('\n')}\n`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (site === reference || !site.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines the test fills in');
  }
  writeFileSync(path.join(dir, 'atelier.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/atelier.conf;
}
`,
  );
}

/**
 * Issue 33: Atelier as an operator runs it at scale: two processes on one PostgreSQL behind nginx,
 * configured by deploy/nginx.conf, no sticky sessions (PostgreSQL only: the embedded database
 * belongs to one process).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two processes behind nginx', { timeout: 240_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let databaseUrl = '';
  let proxy = '';
  let nginx: ChildProcess;
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

    const nginxPort = await findFreePort();
    proxy = `http://127.0.0.1:${nginxPort}`;
    ports.push(await findFreePort(), await findFreePort());
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-nginx-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeNginxConfig(dir, nginxPort, ports);
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    cleanups.push(() => void nginx.kill('SIGQUIT'));
    await Promise.all([startProcess(0), startProcess(1)]);
    // nginx takes a moment to listen; both processes are ready by now.
    for (let attempt = 0; (await fetch(`${proxy}/api/ready`).catch(() => null))?.status !== 200; attempt++) {
      if (attempt > 50) throw new Error('nginx does not pass /api/ready through');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
