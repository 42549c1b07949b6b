import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { findAppRoot } from './app-root';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseConnectionError, openDatabase, type DatabaseHandle } from './db/client';
import { DataDirectoryInUseError } from './db/data-dir-lock';
import { startAdminSocket } from './features/admin/admin-socket';
import { createLoggerOptions } from './logger';
import { pageRendererAt } from './plugins/server-rendering';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const EXPECTED_ERRORS = [ConfigError, DatabaseConnectionError, DataDirectoryInUseError];

async function start(config: Config) {
  const appRoot = findAppRoot();
  const database: DatabaseHandle = await openDatabase(config);
  try {
    await database.migrate(path.join(appRoot, 'src/server/db/migrations'));
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({
    config,
    database,
    webRoot: path.join(appRoot, 'dist/web'),
    loadPageRenderer: pageRendererAt(path.join(appRoot, 'dist/ssr/entry-server.js')),
    logger: createLoggerOptions(config),
  });
  // With the embedded database, operator commands reach this process through a socket.
  const stopAdminSocket =
    database.kind === 'pglite' ? await startAdminSocket(database.db, config.dataDir) : undefined;
  app.addHook('onClose', async () => {
    await stopAdminSocket?.();
    await database.close();
  });

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

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Atelier is running on http://${config.host}:${port} (database: ${database.kind})`);
}

try {
  await start(loadConfig());
} catch (error) {
  const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
