import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseFromTemplate } from '#server/test/postgres-template';
import { addressOf, APP_ROOT, startServer, stopServers } from '#server/test/server-process';

/**
 * Any number of processes may start at once on a new database. One applies the migrations
 * (under an advisory lock), the others wait for it and start (PostgreSQL only: the embedded database
 * belongs to one process).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('processes starting at once on an empty database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    stopServers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('[OPERATOR] three become ready, and each migration is applied once', { timeout: 120_000 }, async () => {
    const empty = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL ?? '', null);
    cleanups.push(empty.drop);
    const runs = Array.from({ length: 3 }, () =>
      startServer({ DATABASE_URL: empty.url, NODE_ENV: 'production', PUBLIC_URL: 'http://atelier.test' }),
    );
    const addresses = await Promise.all(runs.map((run) => addressOf(run)));
    for (const address of addresses) {
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
    }
    const journal = JSON.parse(
      readFileSync(path.join(APP_ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
    // Exactly one of them says it applied them.
    expect(runs.filter((run) => run.output().includes('migrations applied'))).toHaveLength(1);
  });
});
