import type { Database } from '#server/db/client';
import { gatheringNotices } from '#server/db/notices';
import type { EventHub } from '#server/events/event-hub';
import type { JobQueue } from './job-queue';

declare const inOneTransaction: unique symbol;

/**
 * A write and everything it owes (its rows, notices, audit rows, live events and jobs) in one
 * transaction: `db` is that transaction. Events are NOTIFYs and jobs rows of the queue, so both
 * reach anyone only once it commits, and neither if it rolls back. Only `unitOfWork` makes one, so
 * what takes a unit (notify) cannot be handed the pool by mistake.
 */
export type UnitOfWork = {
  readonly db: Database;
  readonly events: EventHub;
  readonly jobs: JobQueue;
  readonly [inOneTransaction]: true;
};

/**
 * Runs `work` in a transaction of its own (a savepoint when `parts.db` is already one), answering
 * what it answers; a throw anywhere rolls all of it back, so a write answered with an error has
 * stored nothing. The NOTIFYs it owes are sent in one statement at its end. docs/how-to/write.md.
 */
export function unitOfWork<T>(
  parts: { db: Database; events: EventHub; jobs: JobQueue },
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<T> {
  return parts.db.transaction((tx) => {
    const unit: Omit<UnitOfWork, typeof inOneTransaction> = {
      db: tx,
      events: parts.events,
      jobs: parts.jobs,
    };
    // The brand is a type alone: a unit is these three parts, made here and nowhere else. Its
    // events and wake-ups go out together as it ends (db/notices.ts).
    return gatheringNotices(parts.db, tx, () => work(unit as UnitOfWork));
  });
}
