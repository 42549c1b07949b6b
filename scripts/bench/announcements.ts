// The announcement figure of npm run bench: an owner publishes one through the API to every member
// of the seeded community (100,000 and more), and the bench times it from the request until every
// member has the notification (the request queues the fan-out as a job), then checks that each
// member got exactly one.

const FAN_OUT_TIMEOUT_MS = 120_000;
const POLL_MS = 50;
import type pg from 'pg';
import { createCreator, createRole } from '#server/seed/factories';
import { openDatabase } from '#server/db/client';
import { post, signIn } from './http';

export type FanOutFigures = { members: number; notified: number; seconds: number; exactlyOnce: boolean };

export async function benchAnnouncementFanOut({
  databaseUrl,
  baseUrl,
  pool,
}: {
  databaseUrl: string;
  baseUrl: string;
  pool: pg.Pool;
}): Promise<FanOutFigures> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const stamp = Date.now().toString(36);
  let email: string;
  try {
    const owner = await createCreator(database.db, { handle: `announcer${stamp}` });
    await createRole(database.db, owner.user.id, 'owner');
    email = owner.user.email;
  } finally {
    await database.close();
  }
  const cookie = await signIn(baseUrl, email);
  const title = `Bench announcement ${stamp}`;
  const members = Number((await pool.query('select count(*) from users')).rows[0]?.count);

  const started = performance.now();
  const answer = await post(baseUrl, '/api/admin/announcements', cookie, {
    title,
    message: 'Measuring how long one announcement takes to reach every member.',
  });
  // The request queues the fan-out (decision 43); it is done when every member has the notification.
  const count = async () =>
    (
      await pool.query<{ rows: string; members: string }>(
        'select count(*) as rows, count(distinct user_id) as members from notifications where title = $1',
        [title],
      )
    ).rows[0];
  let counted = await count();
  const deadline = started + FAN_OUT_TIMEOUT_MS;
  while (Number(counted?.rows) < members && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    counted = await count();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    members,
    notified: Number(answer.notified),
    seconds,
    exactlyOnce: Number(counted?.rows) === members && Number(counted?.members) === members,
  };
}
