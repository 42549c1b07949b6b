import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/build-test-app';
import { JobQueue } from './job-queue';

describe('stopping the job queue', () => {
  it('[OPERATOR] a job still running when the stop stops waiting ends quietly after the database has closed, and is left to run again', async () => {
    const { database, dispose } = await openTestDatabase();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // The stop waits 100 ms here, as it waits 5 s in the server, for a job that takes longer.
      const queue = new JobQueue(database, { warn: () => undefined }, { stopTimeoutMs: 100 });
      let jobStarted!: () => void;
      const started = new Promise<void>((resolve) => (jobStarted = resolve));
      let finishJob!: () => void;
      const finished = new Promise<void>((resolve) => (finishJob = resolve));
      queue.handle({
        name: 'mail',
        policy: { retryLimit: 2, retryDelaySeconds: 1, leaseSeconds: 60, concurrency: 1 },
        run: async () => {
          jobStarted();
          await finished;
        },
      });
      await queue.start();
      await queue.enqueue(database.db, 'mail', { to: 'ada@example.test', subject: 'Hello', text: 'Hi' });
      await started;
      await queue.stop();
      // Cut short: it will run again, as after a crash.
      const { rows } = await database.executeSql(`select state from pgboss.job where name = 'mail'`, []);
      expect(rows).toEqual([{ state: 'retry' }]);
      await database.close();

      // The job ends now: pg-boss records its end without awaiting it, on a database now closed.
      finishJob();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      await dispose();
    }
  });
});
