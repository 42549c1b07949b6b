import type { PageRenderer } from '#shared/page-rendering';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyServerOptions, onRouteHookHandler } from 'fastify';
import { inject } from 'vitest';
import { buildApp, prepareFeatures } from '#server/app';
import type { JobPolicy } from '#server/jobs/job-queue';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { testClients } from './clients';
import { createMemoryMailer } from './memory-mailer';
import { createDatabaseFromTemplate } from './postgres-template';

/** A fresh database of its own, migrated: PostgreSQL when TEST_DATABASE_URL is set, else embedded. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  /** Set on PostgreSQL, for a test that opens a second connection (another server) to the same database. */
  databaseUrl?: string;
  dispose: () => Promise<void>;
}> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const copy = await createDatabaseFromTemplate(postgresUrl);
    const database = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
    return { database, databaseUrl: copy.url, dispose: copy.drop };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return { database, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** What buildTestApp answers: the app, its database and mail, and clients to send requests with. */
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The real app on a fresh database of its own, for one test file. Close it in afterAll.
 * Requests go through its clients: `visitor()`, `as(user)` and `asStaff(role)` (test/clients.ts).
 * `webRoot` serves a built web app, for the tests of page serving; `extraRoutes` adds routes under
 * /api/test, for the tests of what every route shares (errors, shutdown); `onRoute` hears of every
 * route the app adds, for the tests that walk them all.
 */
export async function buildTestApp(
  options: {
    webRoot?: string;
    config?: Partial<Config>;
    extraRoutes?: FastifyPluginAsync;
    logger?: FastifyServerOptions['logger'];
    onRoute?: onRouteHookHandler;
    loadPageRenderer?: () => Promise<PageRenderer>;
    mailPolicy?: JobPolicy;
    /** Send through the configured SMTP server (config.mail.smtpUrl) rather than keep mail in memory. */
    configuredMailer?: boolean;
    /** Start the job queue's workers (the default), or only queue jobs, for other processes to run. */
    jobWorkers?: boolean;
    /** How many addresses one sitemap holds, small to test the sitemap index. */
    sitemapPageSize?: number;
  } = {},
) {
  const { database, databaseUrl, dispose } = await openTestDatabase();
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-uploads-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    storage: { kind: 'local', dir: uploadsDir },
    ...options.config,
  };
  const mail = createMemoryMailer();
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot,
    ...(options.configuredMailer ? {} : { mailer: mail.mailer }),
    logger: options.logger,
    onRoute: options.onRoute,
    loadPageRenderer: options.loadPageRenderer,
    mailPolicy: options.mailPolicy,
    sitemapPageSize: options.sitemapPageSize,
    runsSchedules: false,
  });
  if (options.extraRoutes) await app.register(options.extraRoutes, { prefix: '/api/test' });
  await app.ready();
  await prepareFeatures(app);
  if (options.jobWorkers !== false) {
    await app.jobs.start();
    mail.waitForQueue(() => app.jobs.settled());
  }
  return {
    app,
    db: database.db,
    database,
    databaseUrl,
    config,
    mail,
    uploadsDir,
    ...testClients(app, database.db),
    async close() {
      await app.close();
      await database.close();
      await dispose();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
