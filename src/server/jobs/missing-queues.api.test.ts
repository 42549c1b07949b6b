import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { openTestDatabase } from '#server/test/build-test-app';
import { JobQueue } from './job-queue';

const mail = { to: 'ada@example.test', subject: 'Hello', text: 'Hi' };
const mailJobs = async (database: DatabaseHandle) =>
  (await database.executeSql(`select id from pgboss.job where name = 'mail'`)).rows.length;

describe('queues missing from a new database', () => {
  it('[OPERATOR] a job queued before the workers start, on a database without its queue yet, is kept once the server has created the missing queues', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      // As on a new data directory: the template's queues are declared, a new database has none.
      await database.executeSql(`select pgboss.delete_queue('mail')`);
      const queue = new JobQueue(database, { warn: () => undefined });
      queue.handle({
        name: 'mail',
        policy: { retryLimit: 2, retryDelaySeconds: 1, leaseSeconds: 60, concurrency: 1 },
        run: async () => undefined,
      });

      // Without its queue, pg-boss inserts nothing: the write that queues it fails rather than lose it.
      await expect(queue.enqueue(database.db, 'mail', mail)).rejects.toThrow(/does not exist/);
      expect(await mailJobs(database)).toBe(0);

      await queue.createMissingQueues();
      await queue.enqueue(database.db, 'mail', mail);
      expect(await mailJobs(database)).toBe(1);
      // Once they exist, it creates nothing more.
      await queue.createMissingQueues();
      expect(await mailJobs(database)).toBe(1);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
