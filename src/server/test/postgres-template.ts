import pg from 'pg';
import { openDatabase } from '#server/db/client';

export const TEMPLATE_DATABASE = 'atelier_test_template';

/** The same server URL pointing at another database on it. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onMaintenanceDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(url: string, migrationsFolder: string) {
  await dropTemplateDatabase(url);
  await onMaintenanceDatabase(url, (client) => client.query(`create database ${TEMPLATE_DATABASE}`));
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, TEMPLATE_DATABASE), dataDir: '' });
  await database.migrate(migrationsFolder);
  await database.close();
}

export function dropTemplateDatabase(url: string) {
  return onMaintenanceDatabase(url, (client) =>
    client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`),
  );
}

/** A fresh database (a copy of the template, or empty); answers its URL and how to drop it. */
export async function createDatabaseFromTemplate(url: string, template: string | null = TEMPLATE_DATABASE) {
  const name = `atelier_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onMaintenanceDatabase(url, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    url: withDatabaseName(url, name),
    drop: async () => {
      await onMaintenanceDatabase(url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
