import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findAppRoot } from '#server/app-root';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import {
  createTemplateDatabase,
  dropTemplateDatabase,
  TEMPLATE_DATABASE,
  withDatabaseName,
} from './postgres-template';
import { bundleServerForTests } from './server-bundle';

declare module 'vitest' {
  // Interface merging is how vitest types provided values.
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    serverBundle: string;
  }
}

const migrationsFolder = path.join(findAppRoot(), 'src/server/db/migrations');

/**
 * The job queue's queues, declared once in the template rather than by every test file's app: each
 * is a partition of pgboss.job, and creating a dozen of them was a second of every file on PGlite.
 */
async function declareJobQueues(database: DatabaseHandle) {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-template-uploads-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config: { ...config, storage: { kind: 'local', dir: uploadsDir } },
    database,
  });
  try {
    await app.ready();
    await app.jobs.start();
  } finally {
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** Bundles the server for the tests that start it as a process, while it sets up the databases. */
export default async function setup(project: TestProject) {
  const [bundle, tearDownDatabases] = await Promise.all([bundleServerForTests(), setUpDatabases(project)]);
  project.provide('serverBundle', bundle.folder);
  return () => {
    bundle.remove();
    return tearDownDatabases();
  };
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it, which
 * costs a fraction of creating and migrating a database each time.
 */
async function setUpDatabases(project: TestProject): Promise<() => unknown> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    await createTemplateDatabase(postgresUrl, migrationsFolder);
    const template = await openDatabase({
      databaseUrl: withDatabaseName(postgresUrl, TEMPLATE_DATABASE),
      dataDir: '',
    });
    await declareJobQueues(template).finally(() => template.close());
    project.provide('pgliteTemplateDir', '');
    return () => dropTemplateDatabase(postgresUrl);
  }
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate(migrationsFolder);
  await declareJobQueues(database).finally(() => database.close());
  project.provide('pgliteTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
