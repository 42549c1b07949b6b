import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findAppRoot } from '#server/app-root';
import { openDatabase } from '#server/db/client';
import { createTemplateDatabase, dropTemplateDatabase } from './postgres-template';

declare module 'vitest' {
  // Interface merging is how vitest types provided values.
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

const migrationsFolder = path.join(findAppRoot(), 'src/server/db/migrations');

/**
 * Migrates one template database per run; every test file then starts from a copy of it, which
 * costs a fraction of creating and migrating a database each time.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    await createTemplateDatabase(postgresUrl, migrationsFolder);
    project.provide('pgliteTemplateDir', '');
    return () => dropTemplateDatabase(postgresUrl);
  }
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate(migrationsFolder);
  await database.close();
  project.provide('pgliteTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
