import { sql } from 'drizzle-orm';
import type { Database } from './client';

// PostgreSQL NOTIFYs (live events, the job queue's wake-ups) sent in a unit of work
// (docs/how-to/write.md) wait for its end and go out in one statement, rather than a round trip
// each: a new follow owed two, a comment on a thread more. PostgreSQL delivers a transaction's
// NOTIFYs at its commit, in the order sent, and drops those of a rolled-back savepoint, so sending
// them last in the same transaction changes nothing a listener sees (docs/performance.md, writes).

type Pending = Map<string, { channel: string; payload: string }>;

/** The NOTIFYs waiting for the end of each open unit of work, by its transaction. */
const pendingOf = new WeakMap<Database, Pending>();

/**
 * NOTIFYs `channel` with `payload` when `db` commits: at the end of its unit of work when it is
 * one's transaction, at once otherwise. The same channel and payload twice in one transaction is
 * one NOTIFY, as PostgreSQL makes it.
 */
export async function sendNotice(db: Database, channel: string, payload: string): Promise<void> {
  const pending = pendingOf.get(db);
  if (pending) {
    pending.set(`${channel}\u0000${payload}`, { channel, payload });
    return;
  }
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Runs `work` in the transaction `tx` (opened in `outer`), gathering the NOTIFYs it sends, and sends
 * them once it succeeds: into the enclosing unit's when `tx` is a savepoint of one, so that they
 * wait for the outermost commit; else in one statement, the transaction's last. A failed `work`
 * sends none.
 */
export async function gatheringNotices<T>(outer: Database, tx: Database, work: () => Promise<T>): Promise<T> {
  const pending: Pending = new Map();
  pendingOf.set(tx, pending);
  let result: T;
  try {
    result = await work();
  } finally {
    pendingOf.delete(tx);
  }
  const enclosing = pendingOf.get(outer);
  if (enclosing) {
    for (const [key, notice] of pending) enclosing.set(key, notice);
  } else if (pending.size > 0) {
    const calls = [...pending.values()].map(({ channel, payload }) => sql`pg_notify(${channel}, ${payload})`);
    await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
  }
  return result;
}
