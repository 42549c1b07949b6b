import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findAppRoot } from './app-root';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createMemoryMailer } from '#server/test/memory-mailer';
import { openEmptyDatabase } from '#server/test/empty-database';

// start.ts builds the app and makes it ready while the database opens, before the migrations run
// (decision 38), so neither may read a table: on a database that has none yet, it would fail.

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('starting on a database not yet migrated', () => {
  it('[OPERATOR] builds the app and makes it ready on an empty database, then migrates it and serves', async () => {
    const database = await openEmptyDatabase(cleanups);
    const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-uploads-'));
    cleanups.push(async () => rmSync(uploadsDir, { recursive: true, force: true }));

    const app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        storage: { kind: 'local', dir: uploadsDir },
      },
      database,
      mailer: createMemoryMailer().mailer,
    });
    cleanups.push(() => app.close());
    await app.ready();
    await database.migrate(path.join(findAppRoot(), 'src/server/db/migrations'));

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const explore = await app.inject({ method: 'GET', url: '/api/explore' });
    expect(explore.statusCode).toBe(200);
  });
});
