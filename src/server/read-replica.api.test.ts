import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { createDatabaseFromTemplate } from '#server/test/postgres-template';
import { startReplica } from '#server/test/postgres-replica';
import { addressOf, startServer, stopServers } from '#server/test/server-process';

/**
 * DATABASE_READ_URL sends the heavy public reads (search, public pages) to a streaming
 * replica, while a member who has just written reads from the primary and sees what they wrote at
 * once. The replica is a real one, taken from the test cluster with pg_basebackup (PostgreSQL only).
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'heavy reads from a streaming replica',
  { timeout: 120_000 },
  () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    let address = '';
    let onReplica: pg.Client;

    beforeAll(async () => {
      const primaryUrl = process.env.TEST_DATABASE_URL ?? '';
      const database = await createDatabaseFromTemplate(primaryUrl);
      cleanups.push(database.drop);
      const seeding = await openDatabase({ databaseUrl: database.url, dataDir: '' });
      await createCreator(seeding.db, {
        handle: 'replicaowner',
        user: { email: 'replica-owner@example.test' },
      });
      await seeding.close();

      const replica = await startReplica(primaryUrl);
      cleanups.push(() => replica.stop());
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-replica-app-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const run = startServer({
        DATABASE_URL: database.url,
        DATABASE_READ_URL: replica.urlOf(database.url),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
      });
      address = await addressOf(run);
      onReplica = new pg.Client({ connectionString: replica.urlOf(database.url) });
      await onReplica.connect();
      cleanups.push(() => onReplica.end());
    });
    afterAll(async () => {
      stopServers();
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    const titlesFound = async (query: string, cookie = '') => {
      const response = await fetch(`${address}/api/explore?q=${encodeURIComponent(query)}`, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: { title: string }[] }).items.map((item) => item.title);
    };

    it('[USER] sees their new project in search at once; a visitor, served by the replica, once it has caught up', async () => {
      // The replica stops applying what the primary writes: whatever reads it sees the past.
      await onReplica.query('select pg_wal_replay_pause()');

      const signedIn = await fetch(`${address}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'replica-owner@example.test', password: FACTORY_PASSWORD }),
      });
      expect(signedIn.status).toBe(200);
      const session = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('atelier_session='));
      const created = await fetch(`${address}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session?.split(';')[0] ?? '' },
        body: JSON.stringify({
          title: 'Orrery of smoked glass',
          summary: 'Planets on brass arms.',
          stack: [],
        }),
      });
      expect(created.status).toBe(201);
      // The write's answer marks the browser as having just written: its reads go to the primary.
      const cookies = [...signedIn.headers.getSetCookie(), ...created.headers.getSetCookie()]
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      expect(cookies).toContain('atelier_recent_write=1');

      expect(await titlesFound('orrery smoked', cookies)).toEqual(['Orrery of smoked glass']);
      expect(await titlesFound('orrery smoked')).toEqual([]);
      // Crawlers read the sitemaps from the replica too.
      const projectsSitemap = async () => (await fetch(`${address}/sitemap-projects.xml`)).text();
      expect(await projectsSitemap()).not.toContain('orrery-of-smoked-glass');

      await onReplica.query('select pg_wal_replay_resume()');
      await expect
        .poll(() => titlesFound('orrery smoked'), { timeout: 10_000 })
        .toEqual(['Orrery of smoked glass']);
      expect(await projectsSitemap()).toContain('/replicaowner/orrery-of-smoked-glass');
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('a replica that does not answer', () => {
  it('[OPERATOR] is named at start, with what to do about it', async () => {
    const opening = openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      databaseReadUrl: 'postgres://atelier@127.0.0.1:1/atelier',
      dataDir: '',
    });
    await expect(opening).rejects.toThrow(
      /Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/atelier: .*Check DATABASE_READ_URL, or unset it to read everything from DATABASE_URL\./,
    );
  });
});
