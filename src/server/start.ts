import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { findAppRoot } from './app-root';
import { buildApp, prepareFeatures } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from '#server/db/client';
import { startAdminSocket } from '#server/operator/index';
import { createLoggerOptions } from './logger';
import { pageRendererAt } from '#server/wiring/server-rendering';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts Atelier on a database being opened: builds the app while the database opens and migrates,
 * then listens. The entry (main.ts) starts opening the database before it loads this module.
 */
export async function start(
  config: Config,
  opening: Promise<DatabaseHandle>,
  { tightenedEntries = 0 }: { tightenedEntries?: number } = {},
) {
  const appRoot = findAppRoot();
  const database = await opening;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // The database opens and migrates (on its own thread, when embedded) while the app is built and
  // made ready: neither reads a table, so both may run before the migrations (a test holds them to it).
  const migrating = database.migrate(path.join(appRoot, 'src/server/db/migrations'));
  // Awaited below, once the app is ready; this keeps a failure from counting as unhandled meanwhile.
  migrating.catch(() => undefined);
  let stopAdminSocket: (() => Promise<void>) | undefined;
  let databaseClosed: Promise<void> | undefined;
  const closeDatabase = () => (databaseClosed ??= database.close());
  try {
    app = await buildApp({
      config,
      database,
      webRoot: path.join(appRoot, 'dist/web'),
      loadPageRenderer: pageRendererAt(path.join(appRoot, 'dist/ssr/entry-server.js')),
      logger: createLoggerOptions(config),
    });
    app.addHook('onClose', async () => {
      await stopAdminSocket?.();
      await closeDatabase();
    });
    if (tightenedEntries > 0) {
      app.log.warn(
        `the data directory ${config.dataDir} was readable by other users: ${tightenedEntries} files and folders made private`,
      );
    }
    if (database.creatingIn) {
      app.log.info(
        `creating the embedded database in ${database.creatingIn} (the first start takes a while)...`,
      );
    }
    // Loading the plugins and compiling the routes takes the main thread a while; the database is
    // usually still opening on its own thread, so that wait is not added to start-up.
    await app.ready();
    if (await migrating) app.log.info('migrations applied');
    // Before listening: a job queued before its queue exists is lost (job-queue.ts), and the
    // workers, which would create it, start only after.
    await app.jobs.createMissingQueues();
    await prepareFeatures(app);
  } catch (error) {
    await migrating.catch(() => undefined);
    await app?.close().catch(() => undefined);
    await closeDatabase().catch(() => undefined);
    throw error;
  }
  // With the embedded database, operator commands reach this process through a socket.
  if (database.kind === 'pglite')
    stopAdminSocket = await startAdminSocket(database, app.jobs, config.dataDir);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // A web process leaves the job queue to the worker processes, and a worker process answers no
  // request (docs/decisions/0073-process-roles.md): the jobs its writes queue wait for them.
  if (config.role !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    app.log.info(`Atelier is running on http://${config.host}:${port} (database: ${database.kind})`);
  }
  if (config.role === 'web') {
    app.log.info('job workers run in other processes (PROCESS_ROLE=web)');
    return;
  }
  // After listening: the first requests need no worker, and loading the queue costs start-up time.
  await app.jobs.start();
  app.log.info(`job workers started${config.role === 'worker' ? ' (PROCESS_ROLE=worker: no requests)' : ''}`);
}
