// The messaging figures of npm run bench: how long a message takes from its sender's request on one
// server process to its recipient's open event stream on another (both on one PostgreSQL database),
// under a steady load of senders; and how fast a thread's pages come in a 10,000-message thread.
import type pg from 'pg';
import { encodeCursor } from '#server/db/pagination';
import { createCreator } from '#server/seed/factories';
import { openDatabase } from '#server/db/client';
import { post, signIn } from './http';
import { type HttpTarget, loadTarget, nextClientAddress } from './load';
import { percentile, type Measurement } from './measurement';
import { type RunningServer, startAppServer } from './servers';
import * as settings from './settings';

export type DeliveryFigures = {
  sent: number;
  delivered: number;
  messagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

const LONG_THREAD = 10_000;

/** A tab's event stream: calls `onEvent` with each event's data as it arrives. */
export async function openStream(
  baseUrl: string,
  cookie: string,
  onEvent: (data: Record<string, unknown>) => void,
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, 'x-forwarded-for': nextClientAddress() },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the event stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ready: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data) as Record<string, unknown>;
          if (event.type === 'ready') ready();
          else onEvent(event);
        }
      }
    } catch {
      // Aborted: the bench is done with the stream.
    }
  })();
  await opened;
  return () => controller.abort();
}

type Pair = {
  senderCookie: string;
  recipientCookie: string;
  recipientHandle: string;
  conversationId: string;
};

/**
 * Members in pairs: each sender signed in on the first process, each recipient on the second, and
 * their conversation made by a first message (not timed).
 */
async function makePairs(databaseUrl: string, first: string, second: string): Promise<Pair[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const stamp = Date.now().toString(36).slice(-6);
  try {
    const pairs: Pair[] = [];
    for (let index = 0; index < settings.MESSAGE_SENDERS; index += 1) {
      const sender = await createCreator(database.db, { handle: `s${stamp}${index}` });
      const recipient = await createCreator(database.db, { handle: `r${stamp}${index}` });
      const senderCookie = await signIn(first, sender.user.email);
      const recipientCookie = await signIn(second, recipient.user.email);
      const recipientHandle = recipient.profile.handle ?? '';
      const sent = await post(first, `/api/messages/with/${recipientHandle}`, senderCookie, {
        content: 'Hi',
      });
      pairs.push({
        senderCookie,
        recipientCookie,
        recipientHandle,
        conversationId: String(sent.conversationId),
      });
    }
    return pairs;
  } finally {
    await database.close();
  }
}

/** Every sender sends at a steady pace for the given time; each message is timed until its event arrives. */
async function measureDelivery(first: string, second: string, pairs: Pair[], seconds: number) {
  const waiting = new Map<string, number[]>();
  const latencies: number[] = [];
  const closers = await Promise.all(
    pairs.map((pair) =>
      openStream(second, pair.recipientCookie, (event) => {
        if (event.type !== 'messages' || typeof event.conversationId !== 'string') return;
        const started = waiting.get(event.conversationId)?.shift();
        if (started !== undefined) latencies.push(performance.now() - started);
      }),
    ),
  );
  let sent = 0;
  const stopAt = performance.now() + seconds * 1000;
  await Promise.all(
    pairs.map(async (pair, index) => {
      // Senders start spread over one interval, so the load is steady rather than in bursts.
      await new Promise((resolve) =>
        setTimeout(resolve, (index * settings.MESSAGE_INTERVAL_MS) / pairs.length),
      );
      while (performance.now() < stopAt) {
        const next = performance.now() + settings.MESSAGE_INTERVAL_MS;
        const queue = waiting.get(pair.conversationId) ?? [];
        waiting.set(pair.conversationId, queue);
        queue.push(performance.now());
        sent += 1;
        await post(first, `/api/messages/conversations/${pair.conversationId}/messages`, pair.senderCookie, {
          content: `Message ${sent}`,
        });
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    }),
  );
  // The last events are given a moment to arrive; a message never delivered fails the bench.
  const deadline = performance.now() + 5000;
  while (latencies.length < sent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const close of closers) close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sent,
    delivered: latencies.length,
    messagesPerSecond: sent / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  } satisfies DeliveryFigures;
}

/** The first pair's conversation becomes a 10,000-message thread; answers the targets reading it. */
async function threadTargets(pool: pg.Pool, first: string, pairs: Pair[]): Promise<HttpTarget[]> {
  const [long, short] = pairs;
  if (!long || !short) throw new Error('the messaging bench needs two pairs');
  await pool.query(
    `insert into messages (conversation_id, sender_id, content, created_at)
     select p.conversation_id, p.user_id, 'Message number ' || g, now() - make_interval(secs => $2 - g)
     from generate_series(1, $2) g
     join lateral (select conversation_id, user_id from conversation_participants
                   where conversation_id = $1 order by user_id offset (g % 2) limit 1) p on true`,
    [long.conversationId, LONG_THREAD],
  );
  await pool.query('analyze messages');
  const middle = await pool.query<{ id: string; created_at: string }>(
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
     from messages where conversation_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [long.conversationId, LONG_THREAD / 2],
  );
  const row = middle.rows[0];
  if (!row) throw new Error('the long thread was not seeded');
  const cursor = encodeCursor({ createdAt: row.created_at, id: row.id });
  const thread = (pair: Pair) => `/api/messages/conversations/${pair.conversationId}/messages`;
  return [
    {
      name: 'thread, short: newest',
      baseUrl: first,
      paths: [thread(short)],
      headers: { cookie: short.senderCookie },
    },
    {
      name: 'thread, 10k: newest',
      baseUrl: first,
      paths: [thread(long)],
      headers: { cookie: long.senderCookie },
    },
    {
      name: 'thread, 10k: middle',
      baseUrl: first,
      paths: [`${thread(long)}?cursor=${cursor}`],
      headers: { cookie: long.senderCookie },
    },
  ];
}

/**
 * Starts a second app process on the same database, measures delivery between the two, then loads
 * the thread pages. Answers the delivery figures, one measurement per thread target, and the second
 * process (on `servers` too, for the caller to stop).
 */
export async function benchMessaging(options: {
  appRoot: string;
  databaseUrl: string;
  dataDir: string;
  firstUrl: string;
  pool: pg.Pool;
  servers: RunningServer[];
}): Promise<{ delivery: DeliveryFigures; threads: Measurement[]; second: RunningServer }> {
  const second = await startAppServer(options.appRoot, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    name: 'app-2',
  });
  options.servers.push(second);
  const pairs = await makePairs(options.databaseUrl, options.firstUrl, second.url);
  // A short untimed run first: connections, caches and the JIT warm up, as for the other targets.
  await measureDelivery(options.firstUrl, second.url, pairs, settings.WARM_UP_SECONDS);
  const delivery = await measureDelivery(options.firstUrl, second.url, pairs, settings.SECONDS_PER_TARGET);
  const threads: Measurement[] = [];
  for (const target of await threadTargets(options.pool, options.firstUrl, pairs)) {
    await loadTarget(target, {
      connections: settings.CONNECTIONS,
      durationSeconds: settings.WARM_UP_SECONDS,
    });
    threads.push(
      await loadTarget(target, {
        connections: settings.CONNECTIONS,
        durationSeconds: settings.SECONDS_PER_TARGET,
      }),
    );
  }
  return { delivery, threads, second };
}
