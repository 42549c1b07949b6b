// The write path in npm run bench: a comment, a follow and a service request, each sent through HTTP
// by members signed in, as the mixed load of npm run stress sends them, and held to its database
// ceiling: the statements the request runs (its session, its rate limit and the write's own code,
// taken through drizzle's logger as the reads' are), replayed by as many loops as the app's pool
// has connections, each replay in a transaction rolled back so the next writes the same rows again.
// What the write owes afterwards (its mail, its jobs) runs in the app's process and is not in the
// ceiling: the ratio tells what the app adds around the database's work.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { openDatabase, type Database } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import { createEventHub } from '#server/events/event-hub';
import { JobQueue } from '#server/jobs/job-queue';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { findSessionUser } from '#server/features/auth/index';
import { postComment } from '#server/features/comments/index';
import { setFollowing } from '#server/features/follows/index';
import { createServiceRequest } from '#server/features/service-requests/index';
import { countHit } from '#server/feature-kit/rate-limit-store';
import { createCreator } from '#server/seed/factories';
import type { Statement } from './database-ceiling';
import { signIn } from './http';
import { type HttpTarget, nextClientAddress, type WholeRequest } from './load';
import { loopMeasurement, type Measurement } from './measurement';
import * as settings from './settings';

/** Members writing at once: one per HTTP connection of the load (settings.CONNECTIONS). */
const WRITERS = 32;
/** Creators they follow, each of them once: enough for every follow of a whole run to be new. */
const FOLLOWED = 5_000;
/** Published projects and active services the comments and requests are spread over. */
const SUBJECTS = 500;
/** The writes' rate limits count a minute (feature-kit/rate-limits.ts). */
const RATE_LIMIT_WINDOW_MS = 60_000;

const COMMENT = { content: 'Lovely work: how long did the layout take, and what would you change now?' };
const SERVICE_REQUEST = {
  description: 'A one-page site for a small bakery, with opening hours and a contact form.',
  contactMethod: 'Email',
  contactInfo: 'buyer@example.test',
  budget: 400,
  deadline: null,
  paymentMethod: null,
} as const;

type Writer = { userId: string; cookie: string };
/**
 * A write's HTTP target and its statements, for the rounds and the database ceiling: one list for
 * each of the ceiling's loops, each by another writer about another subject, so that no two loops
 * wait on each other's rows (a follow's key, say) where the app's writes would not either.
 */
export type WriteCase = { target: HttpTarget; statementsByLoop: Statement[][] };

/**
 * The statements `write` runs, in order: run once inside a transaction that is rolled back at the
 * end, so the capture stores nothing (the write's own transaction becomes a savepoint in it). The
 * outer begin and rollback are left out; the loop below adds its own.
 */
async function captureWrite(pool: pg.Pool, write: (db: Database) => Promise<unknown>) {
  const statements: Statement[] = [];
  const logger = { logQuery: (text: string, values: unknown[]) => statements.push({ text, values }) };
  const db = drizzle(pool, { schema, logger }) as unknown as Database;
  const rolledBack = new Error('captured');
  await db
    .transaction(async (tx) => {
      await write(tx);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  const [first] = statements;
  const last = statements.at(-1);
  if (first?.text !== 'begin' || last?.text !== 'rollback')
    throw new Error(`a captured write did not run in one transaction: ${first?.text} … ${last?.text}`);
  return statements.slice(1, -1);
}

/**
 * The database's ceiling for a write: `connections` loops each run their statements in a
 * transaction of their own, rolled back, back to back for the given time. One sample is one write.
 */
export async function runWriteLoop(
  pool: pg.Pool,
  statementsByLoop: Statement[][],
  options: { connections: number; durationSeconds: number; target: string },
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  const loop = async (statements: Statement[]) => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Named as the app's connections name them, by the pool's client (bench-pool.ts).
        for (const { text, values } of statements) await client.query({ text, values, rowMode: 'array' });
        await client.query('rollback');
        latencies.push(performance.now() - sent);
      } catch (error) {
        if (errors === 0) console.error('database write loop:', (error as Error).message);
        errors += 1;
        await client.query('rollback').catch(() => undefined);
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(
    Array.from({ length: options.connections }, (_, index) =>
      loop(statementsByLoop[index % statementsByLoop.length] ?? []),
    ),
  );
  return loopMeasurement(options.target, latencies, errors, started);
}

// How long the bench waits for the queue after a write target at most, to bound a run.
const DRAIN_WAIT_MS = 120_000;

/**
 * Resolves once no job is due or running in the app's queue (the mail, notices and deliveries the
 * writes owe, done after their answers), or with false after two minutes. Waited for after each
 * write target, so the next target (a database ceiling, another write) does not run beside them.
 */
async function queueDrained(pool: pg.Pool): Promise<boolean> {
  const deadline = Date.now() + DRAIN_WAIT_MS;
  for (;;) {
    const { rows } = await pool.query<{ due: number }>(
      `select count(*)::int as due from pgboss.job
       where state = 'active' or (state in ('created', 'retry') and start_after <= clock_timestamp())`,
    );
    if ((rows[0]?.due ?? 0) === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creators of the seed others may follow, projects they may comment on, services they may request. */
async function findSubjects(pool: pg.Pool) {
  const handles = await pool.query<{ handle: string }>(
    `select handle from public_profiles where handle is not null order by md5(handle) limit ${FOLLOWED}`,
  );
  const projects = await pool.query<{ id: string }>(
    `select pr.id from projects pr join public_profiles p on p.id = pr.owner_id
     where pr.published order by md5(pr.id::text) limit ${SUBJECTS}`,
  );
  const services = await pool.query<{ id: string }>(
    `select s.id from services s join public_profiles p on p.id = s.profile_id
     where s.active and s.contact_methods @> '[{"type": "Email"}]' order by md5(s.id::text) limit ${SUBJECTS}`,
  );
  const found = {
    handles: handles.rows.map(({ handle }) => handle),
    projectIds: projects.rows.map(({ id }) => id),
    serviceIds: services.rows.map(({ id }) => id),
  };
  if (found.handles.length < FOLLOWED || !found.projectIds.length || !found.serviceIds.length)
    throw new Error('the seed has too few creators, projects or services for the writes');
  return found;
}

/**
 * Signs in the writers on the app and makes the three write targets: each request a new client
 * address (the per-address limits), the next writer's cookie, and a follow of someone that writer
 * does not follow yet, so every follow stores one.
 */
export async function setUpWrites(options: { databaseUrl: string; appUrl: string; pool: pg.Pool }) {
  const { databaseUrl, appUrl, pool } = options;
  const subjects = await findSubjects(pool);
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const writers: Writer[] = [];
  try {
    const stamp = Date.now().toString(36).slice(-6);
    for (let index = 0; index < WRITERS; index += 1) {
      const { user } = await createCreator(database.db, { handle: `w${stamp}${index}` });
      writers.push({ userId: user.id, cookie: await signIn(appUrl, user.email) });
    }
  } finally {
    await database.close();
  }

  // A follow has no body, and a JSON one may not be empty.
  const headers = (writer: Writer, json = true): Record<string, string> => ({
    cookie: writer.cookie,
    origin: appUrl,
    ...(json ? { 'content-type': 'application/json' } : {}),
    'x-forwarded-for': nextClientAddress(),
  });
  const writerOf = (count: number) => writers[count % WRITERS] as Writer;
  const pick = <T>(items: T[], count: number) => items[count % items.length] as T;
  /** A target whose requests are made by `request`, told how many it made before. */
  const writeTarget = (name: string, request: (count: number) => WholeRequest): HttpTarget => {
    let made = 0;
    return {
      name,
      baseUrl: appUrl,
      paths: [],
      request: () => request((made += 1)),
      drained: () => queueDrained(pool),
    };
  };
  const targets = {
    comment: writeTarget('app comment', (count) => ({
      method: 'POST',
      path: `/api/projects/${pick(subjects.projectIds, count)}/comments`,
      headers: headers(writerOf(count)),
      body: JSON.stringify(COMMENT),
    })),
    // Writer by writer through the creators: the pairs repeat only after WRITERS × FOLLOWED.
    follow: writeTarget('app follow', (count) => ({
      method: 'PUT',
      path: `/api/profiles/${subjects.handles[Math.floor(count / WRITERS) % FOLLOWED]}/follow`,
      headers: headers(writerOf(count), false),
      body: '',
    })),
    serviceRequest: writeTarget('app service request', (count) => ({
      method: 'POST',
      path: `/api/services/${pick(subjects.serviceIds, count)}/requests`,
      headers: headers(writerOf(count)),
      body: JSON.stringify(SERVICE_REQUEST),
    })),
  };

  // The statements of each write as its route runs them, once for each loop of the ceiling.
  const events = createEventHub({ warn: (detail, message) => console.warn(message, detail) });
  const queueDatabase = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const jobs = new JobQueue(queueDatabase, { warn: (detail, message) => console.warn(message, detail) });
    const deps = { events, jobs };
    // Every signed-in write first reads its session and counts its rate limit (in PostgreSQL, as
    // writes' are): those statements lead each list, as they lead the request.
    const byLoop = (write: (db: Database, writer: Writer, loop: number) => Promise<unknown>) =>
      Promise.all(
        Array.from({ length: settings.DATABASE_CONNECTIONS }, (_, loop) =>
          captureWrite(pool, async (db) => {
            const writer = writerOf(loop);
            if (!(await findSessionUser(db, writer.cookie.slice(writer.cookie.indexOf('=') + 1))))
              throw new Error("a writer's session was not found");
            await countHit(db, `bench-write:${loop}`, RATE_LIMIT_WINDOW_MS);
            await write(db, writer, loop);
          }),
        ),
      );
    const cases: WriteCase[] = [
      {
        target: targets.comment,
        statementsByLoop: await byLoop((db, writer, loop) =>
          postComment({ db, ...deps }, writer.userId, pick(subjects.projectIds, loop), COMMENT.content),
        ),
      },
      {
        target: targets.follow,
        // Creators from the end of the list, which the load's follows do not reach.
        statementsByLoop: await byLoop((db, writer, loop) =>
          unitOfWork({ db, ...deps }, (unit) =>
            setFollowing(unit, writer.userId, pick(subjects.handles, FOLLOWED - 1 - loop), true),
          ),
        ),
      },
      {
        target: targets.serviceRequest,
        statementsByLoop: await byLoop((db, writer, loop) =>
          createServiceRequest({ db, ...deps }, writer.userId, pick(subjects.serviceIds, loop), {
            ...SERVICE_REQUEST,
          }),
        ),
      },
    ];
    return cases;
  } finally {
    await queueDatabase.close();
  }
}
