import type PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client';
import { sendNotice } from '#server/db/notices';
import type { OutgoingMail } from '#server/mail/mailer';

/**
 * What each kind of job carries; a job's data is stored as JSON and read back by its worker. This floor
 * names its own job only: a feature names each of its jobs beside its worker, merging into this
 * interface (`declare module '#server/jobs/job-queue'`, docs/how-to/job.md), as Fastify's decorators
 * are typed in app.ts.
 */
export interface JobPayloads {
  mail: OutgoingMail;
}
export type JobName = keyof JobPayloads;

/** How a kind of job is retried and how long a worker holds it before another may take it. */
export type JobPolicy = {
  /** Attempts after the first; a job failing every one is kept as failed for the operator. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits twice as long. */
  retryDelaySeconds: number;
  /** A worker that holds a job longer (it died, or hangs) loses it to the next: the job's lease. */
  leaseSeconds: number;
  /** Workers per process. */
  concurrency: number;
};

export type JobWorker<N extends JobName> = {
  name: N;
  policy: JobPolicy;
  /** Also runs on this schedule (cron, UTC), once for all processes. */
  cron?: string;
  /** A job of this kind queued without a start of its own runs this many seconds later (a window). */
  delaySeconds?: number;
  /** Runs one job; throwing schedules a retry. The job's id names it across retries. */
  run(payload: JobPayloads[N], job: { id: string; attempt: number }): Promise<void>;
};

/** A worker of any one kind of job: what the queue handles. */
export type AnyJobWorker = { [N in JobName]: JobWorker<N> }[JobName];

export type FailedJob = { id: string; name: string; attempts: number; failedAt: Date; error: string };

// Committing a transaction that queued a job says so on this channel, to every process: a worker
// takes the job at once instead of at its next poll. NOTIFY is held until commit, and dropped with a
// rollback, like the job itself.
const WAKE_CHANNEL = 'atelier_jobs';
const POLL_SECONDS = 2;
const CREATE_QUEUE_ATTEMPTS = 5;
// Within the server's shutdown budget (10 s, start.ts); a job cut short runs again after its lease.
const STOP_TIMEOUT_MS = 5000;

/**
 * pg-boss writes positional SQL ($1...); inside a caller's transaction it goes through drizzle, whose
 * transaction object is the only handle both drivers share.
 */
function positional(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // drizzle leaves an undefined value out of the SQL altogether; pg-boss means NULL by it.
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const inTransaction = (executor: Database): PgBoss.Db => ({
  async executeSql(text, values) {
    const result = (await executor.execute(positional(text, values ?? []))) as { rows: unknown[] };
    return { rows: result.rows };
  },
});

/**
 * The durable job queue (decision 43): pg-boss on the app's own database, embedded or PostgreSQL.
 * Jobs are queued in the transaction of the write that causes them and run by workers in every
 * process, each job once (SKIP LOCKED), retried with backoff, kept when they keep failing.
 */
export class JobQueue {
  private bossLoading: Promise<PgBoss> | undefined;
  private readonly workerIds = new Map<JobName, string[]>();
  private readonly workers: JobWorker<JobName>[] = [];
  private stopListening: (() => Promise<void>) | undefined;
  private started = false;
  private starting: Promise<void> | undefined;
  // Set once stop() is done waiting. A job still running then ends after the database may have
  // closed, and pg-boss records its end without awaiting it (an unhandled rejection on a closed
  // pool): from here on its statements are never sent (nor answered, so nothing reads a result),
  // and the job runs again after its lease, as any job cut short does.
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: { warn(detail: object, message: string): void },
    private readonly options: {
      /** How long stop() waits for running jobs. */
      stopTimeoutMs?: number;
      /**
       * Whether this process runs the cron schedules (the default). The API tests' apps do not: a
       * test runs a scheduled job when it means to, and a minute's run coming between its write and
       * its own run would make it pass or fail by the clock.
       */
      schedules?: boolean;
    } = {},
  ) {}

  // pg-boss loads pg, which a start on the embedded database otherwise never needs: loaded by the first
  // job queued or by the workers' start, after the server listens (or before, by a queue missing at
  // start: createMissingQueues).
  private boss(): Promise<PgBoss> {
    this.bossLoading ??= import('pg-boss').then(({ default: PgBossClass }) => {
      const boss = new PgBossClass({
        db: {
          executeSql: (text, values) =>
            this.stopped ? new Promise<never>(() => undefined) : this.database.executeSql(text, values),
        },
        // The schema is ours: a migration creates it (scripts/job-queue-migration.mjs), so processes
        // starting together take turns under the migration lock like every other table.
        migrate: false,
        pollingIntervalSeconds: POLL_SECONDS,
        schedule: this.options.schedules ?? true,
      });
      boss.on('error', (error) => this.log.warn({ err: error }, 'job queue error'));
      return boss;
    });
    return this.bossLoading;
  }

  /** Adds a worker; the queue runs it once started. */
  handle(worker: AnyJobWorker) {
    this.workers.push(worker);
  }

  /**
   * Queues a job in the executor's transaction (or alone, given the database): it runs once that
   * commits, and never if it rolls back.
   */
  async enqueue<N extends JobName>(
    executor: Database,
    name: N,
    payload: JobPayloads[N],
    options: { startAfter?: Date; singletonKey?: string } = {},
  ): Promise<void> {
    const boss = await this.boss();
    const delaySeconds = this.workers.find((worker) => worker.name === name)?.delaySeconds;
    const startAfter =
      options.startAfter ?? (delaySeconds ? new Date(Date.now() + delaySeconds * 1000) : undefined);
    const id = await boss.send(name, payload, {
      ...options,
      ...(startAfter === undefined ? {} : { startAfter }),
      db: inTransaction(executor),
    });
    // pg-boss answers null for a job it did not insert: a singleton key already waiting, which is
    // meant, or a queue that does not exist, which would lose the job without a word: the write
    // that owes it fails instead, and stores nothing.
    if (id === null && options.singletonKey === undefined)
      throw new Error(`the job queue '${name}' does not exist`);
    await sendNotice(executor, WAKE_CHANNEL, name);
  }

  /**
   * Queues many jobs of one kind in one statement (a fan-out): inserted set-based, in the executor's
   * transaction. A singleton key already waiting is not queued twice.
   */
  async enqueueMany<N extends JobName>(
    executor: Database,
    name: N,
    jobs: { payload: JobPayloads[N]; singletonKey?: string }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    const boss = await this.boss();
    await boss.insert(
      jobs.map(({ payload, singletonKey }) => ({
        name,
        data: payload,
        ...(singletonKey ? { singletonKey } : {}),
      })),
      { db: inTransaction(executor) },
    );
    await sendNotice(executor, WAKE_CHANNEL, name);
  }

  /** Whether a job of this kind and key waits to run (queued, or to be retried), in the executor's view. */
  async isWaiting(executor: Database, name: JobName, singletonKey: string): Promise<boolean> {
    const result = (await executor.execute(
      sql`select 1 from pgboss.job where name = ${name} and singleton_key = ${singletonKey}
          and state in ('created', 'retry') limit 1`,
    )) as { rows: unknown[] };
    return result.rows.length > 0;
  }

  /**
   * Changes some of the data of the unfinished jobs (waiting or running) of this kind and key, in the
   * executor's transaction: what a retry or a later run of them will work with.
   */
  async amendUnfinished<N extends JobName>(
    executor: Database,
    name: N,
    singletonKey: string,
    change: Partial<JobPayloads[N]>,
  ): Promise<void> {
    await executor.execute(
      sql`update pgboss.job set data = data || ${JSON.stringify(change)}::jsonb
          where name = ${name} and singleton_key = ${singletonKey} and state in ('created', 'retry', 'active')`,
    );
  }

  /**
   * Creates the queues of the workers that the database lacks yet (a new database, a new kind of
   * job); the migrations must have run. pg-boss inserts a job only into a queue that exists (its
   * insert joins pgboss.queue) and otherwise answers null, which enqueue cannot tell from a
   * duplicate: a job queued before its queue was created was lost without a word. The workers'
   * start creates them too, but after the server listens, so on a new data directory a sign-up
   * answered before then lost its verification mail (decision 43). The server calls this before
   * listening: one query when they all exist, and pg-boss loaded only when one is missing.
   */
  async createMissingQueues(): Promise<void> {
    const { rows } = await this.database.executeSql(`select name from pgboss.queue where name = any($1)`, [
      this.workers.map((worker) => worker.name),
    ]);
    const existing = new Set((rows as { name: string }[]).map((row) => row.name));
    for (const worker of this.workers) if (!existing.has(worker.name)) await this.declareQueue(worker);
  }

  /** Starts the workers; the migrations must have run. */
  start(): Promise<void> {
    this.starting ??= this.startWorkers();
    return this.starting;
  }

  private async startWorkers() {
    const boss = await this.boss();
    await boss.start();
    // The embedded database admits one process (decision 2), so a job still active now was held by
    // a process that died: it runs again at once rather than after its lease.
    if (this.database.kind === 'pglite')
      await this.database.executeSql(
        `update pgboss.job set state = 'retry', start_after = now() where state = 'active'`,
      );
    for (const worker of this.workers) await this.declareQueue(worker);
    this.stopListening = await this.database.listen(
      WAKE_CHANNEL,
      (name) => this.wake(name as JobName),
      // Notifications lost while the connection was down: look now rather than at the next poll.
      () => this.workers.forEach((worker) => this.wake(worker.name)),
    );
    for (const worker of this.workers) {
      const ids: string[] = [];
      for (let index = 0; index < worker.policy.concurrency; index++) {
        let id = '';
        id = await boss.work<JobPayloads[JobName]>(
          worker.name,
          { includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            try {
              await worker.run(job.data, { id: job.id, attempt: job.retryCount + 1 });
            } catch (error) {
              // pg-boss keeps the error in the job's row and retries it in silence; the log says so
              // as it happens. Its name, id and attempt only: a job's data may hold a secret (a
              // reset link in a mail).
              this.log.warn(
                { job: worker.name, id: job.id, attempt: job.retryCount + 1, reason: String(error) },
                'a job failed; it runs again later',
              );
              throw error;
            } finally {
              // pg-boss waits a polling interval after every job; one job found means more may wait,
              // so the worker looks again at once (a queue of mail drains at SMTP's pace, not 1/2 s).
              boss.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
      this.workerIds.set(worker.name, ids);
      if (worker.cron) await boss.schedule(worker.name, worker.cron, {});
    }
    this.started = true;
  }

  /** Stops taking jobs and waits a while for the running ones; an unfinished job runs again later. */
  async stop() {
    // A shutdown that comes while the workers start (a signal right after listening) waits for them.
    await this.starting?.catch(() => undefined);
    if (!this.started) return;
    this.started = false;
    await this.stopListening?.();
    const boss = await this.boss();
    await boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: this.options.stopTimeoutMs ?? STOP_TIMEOUT_MS,
    });
    this.stopped = true;
  }

  /** Jobs that failed every attempt, newest first. */
  async failed(limit = 100): Promise<FailedJob[]> {
    const { rows } = await this.database.executeSql(
      `select id, name, retry_count, completed_on, output from pgboss.job
       where state = 'failed' order by completed_on desc limit $1`,
      [limit],
    );
    return (
      rows as { id: string; name: string; retry_count: number; completed_on: Date; output: unknown }[]
    ).map((row) => ({
      id: row.id,
      name: row.name,
      attempts: row.retry_count + 1,
      failedAt: new Date(row.completed_on),
      error: describeOutput(row.output),
    }));
  }

  /** How many jobs of each queue wait to run (due or not), for metrics. */
  async depths(): Promise<{ name: string; waiting: number }[]> {
    const { rows } = await this.database.executeSql(
      `select name, count(*)::int as waiting from pgboss.job where state in ('created', 'retry') group by name`,
    );
    return rows as { name: string; waiting: number }[];
  }

  async failedCount(): Promise<number> {
    const { rows } = await this.database.executeSql(
      `select count(*)::int as count from pgboss.job where state = 'failed'`,
    );
    return (rows[0] as { count: number } | undefined)?.count ?? 0;
  }

  /** Gives failed jobs (all of them without ids) another round of attempts; answers how many. */
  async retry(ids?: string[]): Promise<number> {
    const { rows } = await this.database.executeSql(
      `select id, name from pgboss.job where state = 'failed' and ($1::uuid[] is null or id = any($1))`,
      [ids ?? null],
    );
    const failed = rows as { id: string; name: string }[];
    const boss = await this.boss();
    const names = [...new Set(failed.map((job) => job.name))];
    for (const name of names) {
      const sameName = failed.filter((job) => job.name === name).map((job) => job.id);
      await boss.retry(name, sameName);
      this.wake(name as JobName);
    }
    return failed.length;
  }

  /** Answers once no job is due or running (a retry waiting for its time does not count): for tests. */
  async settled(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // clock_timestamp(), not now(): now() is when this statement's transaction began, which can be
      // before a job committed and seen by the statement was queued (its start_after is its own
      // now()). Read so, a job due at once looked not yet due, and a busy machine made this answer
      // while a mail was still to be sent.
      const { rows } = await this.database.executeSql(
        `select count(*)::int as count from pgboss.job
         where name = any($1)
           and (state = 'active' or (state in ('created', 'retry') and start_after <= clock_timestamp()))`,
        [this.workers.map((worker) => worker.name)],
      );
      if ((rows[0] as { count: number }).count === 0) return;
      if (Date.now() > deadline) throw new Error('jobs still waiting after the timeout');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private wake(name: JobName) {
    // Workers exist only once started, and so does the loaded library.
    void this.bossLoading?.then((boss) => {
      for (const id of this.workerIds.get(name) ?? []) boss.notifyWorker(id);
    });
  }

  private async declareQueue({ name, policy }: JobWorker<JobName>) {
    const options = {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.leaseSeconds,
    };
    const boss = await this.boss();
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        await boss.createQueue(name, options);
      } catch (error) {
        // Processes starting together race to create it: one wins, another meets a duplicate or a
        // deadlock between their new partitions (seen with two processes on one PostgreSQL). The
        // loser looks again a moment later, when the winner has committed.
        if (attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
      }
    }
    await boss.updateQueue(name, options);
  }
}

/** A failed job's last error as pg-boss stored it (a serialized Error), in one line. */
function describeOutput(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
