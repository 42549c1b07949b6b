import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/build-test-app';
import type { Database, DatabaseHandle } from './client';
import { gatheringNotices, sendNotice } from './notices';

// A unit of work's NOTIFYs wait for its end and go out together: a listener hears each once, in the
// order sent, only when the transaction commits, and nothing of a savepoint rolled back.

const CHANNEL = 'notices_test';

describe('the NOTIFYs of a unit of work', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let stopListening: () => Promise<void>;
  const heard: string[] = [];

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    stopListening = await database.listen(
      CHANNEL,
      (payload) => heard.push(payload),
      () => undefined,
    );
  });
  afterAll(async () => {
    await stopListening();
    await database.close();
    await dispose();
  });

  /** What the listener hears once a marker sent alone after `act` has arrived. */
  async function heardAfter(act: () => Promise<unknown>) {
    heard.length = 0;
    await act().catch(() => undefined);
    await sendNotice(database.db, CHANNEL, 'marker');
    const deadline = Date.now() + 5_000;
    while (!heard.includes('marker')) {
      if (Date.now() > deadline) throw new Error('the marker was never heard');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return heard.filter((payload) => payload !== 'marker');
  }

  const unit = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
    db.transaction((tx) => gatheringNotices(db, tx, () => work(tx)));

  it('are heard once each, in order, when the unit commits', async () => {
    let heardBeforeCommit: string[] = [];
    const payloads = await heardAfter(() =>
      unit(database.db, async (tx) => {
        await sendNotice(tx, CHANNEL, 'first');
        await sendNotice(tx, CHANNEL, 'second');
        await sendNotice(tx, CHANNEL, 'first');
        // A savepoint's own: kept when it is released, dropped when it is rolled back.
        await unit(tx, (inner) => sendNotice(inner, CHANNEL, 'kept'));
        await unit(tx, async (inner) => {
          await sendNotice(inner, CHANNEL, 'rolled back');
          throw new Error('the inner work fails');
        }).catch(() => undefined);
        await sendNotice(tx, CHANNEL, 'last');
        await new Promise((resolve) => setTimeout(resolve, 100));
        heardBeforeCommit = [...heard];
      }),
    );
    expect(heardBeforeCommit).toEqual([]);
    expect(payloads).toEqual(['first', 'second', 'kept', 'last']);
  });

  it('are never heard when the unit fails', async () => {
    const payloads = await heardAfter(() =>
      unit(database.db, async (tx) => {
        await sendNotice(tx, CHANNEL, 'lost');
        throw new Error('the write fails');
      }),
    );
    expect(payloads).toEqual([]);
  });

  it('are sent at once outside a unit', async () => {
    const payloads = await heardAfter(() => sendNotice(database.db, CHANNEL, 'alone'));
    expect(payloads).toEqual(['alone']);
  });
});
