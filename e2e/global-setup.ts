import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findAppRoot } from '#server/app-root';
import { openDatabase } from '#server/db/client';
import { seedDemoCommunity, type DemoSummary } from '#server/seed/demo-seed';
import { createLocalStorage } from '#server/storage/local-storage';
import { createDatabaseFromTemplate } from '#server/test/postgres-template';

declare module 'vitest' {
  // Interface merging is how vitest types provided values.
  export interface ProvidedContext {
    baseUrl: string;
    serverLogPath: string;
    outboxDir: string;
    databaseUrl: string;
    demo: DemoSummary;
  }
}

const appRoot = findAppRoot();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logPath: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited early:\n${readFileSync(logPath, 'utf8')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in 60 s:\n${readFileSync(logPath, 'utf8')}`);
}

/** Lines the server logged at error level or worse: each one fails the run. */
function serverErrors(logPath: string): string[] {
  return readFileSync(logPath, 'utf8')
    .split('\n')
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    });
}

/**
 * Starts the built server once for all end-to-end tests, on a fresh PostgreSQL database seeded with
 * the demo community (tests reach the same database to set up what only staff tools could), and
 * stops it afterwards.
 */
export default async function setup(project: TestProject) {
  if (
    !existsSync(path.join(appRoot, 'dist/web/index.html')) ||
    !existsSync(path.join(appRoot, 'dist/server/main.js'))
  ) {
    throw new Error('End-to-end tests run against the built app: run `npm run build` first.');
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('End-to-end tests run on PostgreSQL: start them with `npm run test:e2e`.');
  }
  const testDatabase = await createDatabaseFromTemplate(serverUrl, null);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
  const database = await openDatabase({ databaseUrl: testDatabase.url, dataDir });
  await database.migrate(path.join(appRoot, 'src/server/db/migrations'));
  // With its pictures, stored where the server will serve them from (DATA_DIR/uploads).
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const demo = await seedDemoCommunity(database.db, {
    creators: 12,
    seed: 7,
    password: randomUUID(),
    storage,
  });
  await database.close();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverLogPath = path.join(dataDir, 'server.log');
  const outboxDir = path.join(dataDir, 'outbox');
  const log = createWriteStream(serverLogPath);
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: appRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: testDatabase.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      // As behind a reverse proxy: each browser context names its own client address (see
      // support/browser.ts), so per-client rate limits apply per simulated visitor, not to the suite.
      TRUST_PROXY: '1',
      MAIL_OUTBOX_DIR: outboxDir,
      // A request's status emails gather for seconds, not ten minutes: journeys read the one mail.
      REQUEST_STATUS_EMAIL_WINDOW_SECONDS: '3',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForHealth(baseUrl, server, serverLogPath);

  project.provide('baseUrl', baseUrl);
  project.provide('serverLogPath', serverLogPath);
  project.provide('outboxDir', outboxDir);
  project.provide('databaseUrl', testDatabase.url);
  project.provide('demo', demo);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    const errors = serverErrors(serverLogPath);
    rmSync(dataDir, { recursive: true, force: true });
    await testDatabase.drop();
    if (server.exitCode !== 0)
      throw new Error(`The server did not shut down cleanly (exit code ${server.exitCode}).`);
    if (errors.length > 0) throw new Error(`The server logged errors during the run:\n${errors.join('\n')}`);
  };
}
