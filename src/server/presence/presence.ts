import { and, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { blockBetween } from '#server/policy/blocks';
import { conversationParticipants, liveStreams, profiles } from '#server/db/schema/index';
import type { EventHub } from '#server/events/event-hub';

// Each process refreshes its streams' rows on every heartbeat (25 s); a row older than this belongs
// to a tab that is gone or to a process that died, and no longer counts.
const STREAM_FRESH_SECONDS = 60;
// Rows of crashed processes are swept once they are this old.
const STREAM_FORGOTTEN_HOURS = 1;
// Presence goes to this many of the member's latest conversations; older ones learn it on opening.
const PRESENCE_AUDIENCE_LIMIT = 200;

const fresh = (seenAt: AnyPgColumn): SQL =>
  sql`${seenAt} > now() - make_interval(secs => ${STREAM_FRESH_SECONDS})`;

/** SQL: the user has an open tab somewhere. */
export const isOnline = (userId: AnyPgColumn | string) =>
  sql<boolean>`exists (select 1 from ${liveStreams} where ${liveStreams.userId} = ${typeof userId === 'string' ? userId : qualified(userId)} and ${fresh(liveStreams.seenAt)})`;

/** Whether one of the user's tabs shows the conversation now, and is in view. */
export async function isViewing(db: Database, userId: string, conversationId: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(liveStreams)
    .where(
      and(
        eq(liveStreams.userId, userId),
        eq(liveStreams.viewingConversationId, conversationId),
        fresh(liveStreams.seenAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function hasAnyStream(db: Database, userId: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(liveStreams)
    .where(and(eq(liveStreams.userId, userId), fresh(liveStreams.seenAt)))
    .limit(1);
  return Boolean(row);
}

async function hasOtherStream(db: Database, userId: string, streamId: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(liveStreams)
    .where(and(eq(liveStreams.userId, userId), ne(liveStreams.id, streamId), fresh(liveStreams.seenAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Tells the members the user has conversations with that they came online or went offline: not
 * one a block stands between, whichever side blocked.
 */
async function announcePresence(db: Database, events: EventHub, userId: string) {
  const [profile] = await db
    .select({
      shown: sql<boolean>`coalesce((${profiles.privacySettings}->>'show_online_status')::boolean, true)`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile?.shown) return;
  const mine = db
    .select({ conversationId: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const audience = await db
    .selectDistinct({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        inArray(conversationParticipants.conversationId, mine),
        ne(conversationParticipants.userId, userId),
        sql`not ${blockBetween(userId, conversationParticipants.userId)}`,
      ),
    )
    .limit(PRESENCE_AUDIENCE_LIMIT);
  for (const member of audience) await events.publish(db, member.userId, { type: 'presence', userId });
}

/**
 * Presence as partners hear of it: a tab's stream opening or closing changes the user's rows at
 * once, but a going-away is announced only once it has lasted `holdDownMs`, and a coming-back within
 * that time is no news at all. A reload, a dropped connection or a burst of reconnections reaches
 * no one (each announcement makes every partner's tabs fetch again). One per process; `flush()`
 * announces what is pending, for a shutdown.
 */
export function createPresence(
  db: Database,
  events: EventHub,
  { holdDownMs, onError }: { holdDownMs: number; onError: (error: unknown) => void },
) {
  // Users whose last stream here closed, waiting to be announced offline.
  const goingAway = new Map<string, { timer: NodeJS.Timeout; announce: () => Promise<void> }>();
  // One user's openings and closings run one after the other, in the order they came: a reload's
  // new stream often opens before the server has noticed the old one close.
  const queues = new Map<string, Promise<unknown>>();
  const inTurn = <T>(userId: string, task: () => Promise<T>): Promise<T> => {
    const done = (queues.get(userId) ?? Promise.resolve()).then(task, task);
    const settled = done.catch(() => undefined);
    queues.set(userId, settled);
    void settled.then(() => {
      if (queues.get(userId) === settled) queues.delete(userId);
    });
    return done;
  };

  const announceIfStillAway = async (userId: string) => {
    goingAway.delete(userId);
    if (!(await hasAnyStream(db, userId))) await announcePresence(db, events, userId);
  };

  return {
    /** A tab's stream opened: it counts as the user being online, and says so if they were away. */
    opened: (streamId: string, userId: string) =>
      inTurn(userId, async () => {
        const pending = goingAway.get(userId);
        if (pending) {
          clearTimeout(pending.timer);
          goingAway.delete(userId);
        }
        const wasOnline = Boolean(pending) || (await hasOtherStream(db, userId, streamId));
        await db.insert(liveStreams).values({ id: streamId, userId });
        if (!wasOnline) await announcePresence(db, events, userId);
      }),
    /** A tab's stream closed: if it was the user's last, they go offline once that has lasted. */
    closed: (streamId: string, userId: string) =>
      inTurn(userId, async () => {
        await db.delete(liveStreams).where(eq(liveStreams.id, streamId));
        if (goingAway.has(userId) || (await hasOtherStream(db, userId, streamId))) return;
        const announce = () => announceIfStillAway(userId);
        const timer = setTimeout(() => void announce().catch(onError), holdDownMs);
        timer.unref();
        goingAway.set(userId, { timer, announce });
      }),
    /** Announces every pending going-away now (the process is stopping). */
    async flush() {
      const pending = [...goingAway.values()];
      for (const { timer } of pending) clearTimeout(timer);
      await Promise.all(pending.map(({ announce }) => announce()));
    },
  };
}

/** A heartbeat: this process's streams are still open. Also forgets rows of processes long gone. */
export async function refreshStreams(db: Database, streamIds: string[]) {
  if (streamIds.length > 0) {
    await db
      .update(liveStreams)
      .set({ seenAt: sql`now()` })
      .where(inArray(liveStreams.id, streamIds));
  }
  await db
    .delete(liveStreams)
    .where(lt(liveStreams.seenAt, sql`now() - make_interval(hours => ${STREAM_FORGOTTEN_HOURS})`));
}

/**
 * The process is stopping, and these are its open streams. Their tabs reconnect to another process
 * within seconds, so their going is no news, and neither is their coming back: their rows stay,
 * counting for a minute at most as a dead process's do, and the new streams find them. Only what
 * they show is forgotten, so that a tab that never comes back silences no notification.
 */
export async function handOverStreams(db: Database, streamIds: string[]) {
  if (streamIds.length === 0) return;
  await db.update(liveStreams).set({ viewingConversationId: null }).where(inArray(liveStreams.id, streamIds));
}

/** Which conversation one of the user's tabs shows (null: none, or the tab is hidden). */
export async function setViewing(
  db: Database,
  userId: string,
  streamId: string,
  conversationId: string | null,
) {
  await db
    .update(liveStreams)
    .set({ viewingConversationId: conversationId, seenAt: sql`now()` })
    .where(and(eq(liveStreams.id, streamId), eq(liveStreams.userId, userId)));
}
