// The event-stream figures of npm run bench: one process of its own holds STREAMS_HELD open
// streams, one per member, as a busy evening would. It answers what a stream costs in memory, how fast
// they open, how fast a message still reaches one, how late the event loop runs through a heartbeat
// (each stream's session check, every 25 s), and how long the process takes to stop with them all open.
import type pg from 'pg';
import { hashToken, newToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from '#server/features/auth/index';
import { openDatabase } from '#server/db/client';
import { createCreator } from '#server/seed/factories';
import { findFreePort } from '#server/test/server-process';
import { post, signIn } from './http';
import { percentile } from './measurement';
import { openStream } from './messaging';
import { type RunningServer, startAppServer } from './servers';
import * as settings from './settings';

export type StreamFigures = {
  held: number;
  /** Openings a second, after the warm ones: tabs coming back at once after a deploy. */
  openingsPerSecond: number;
  rssMb: number;
  rssPerStreamKb: number;
  heapPerStreamKb: number;
  /** The event loop's p99 delay over the hold, a heartbeat round included. */
  eventLoopLagP99Ms: number;
  delivery: { sent: number; delivered: number; p50Ms: number; p99Ms: number };
  stopSeconds: number;
  exitCode: number | null;
};

// Streams opened before the baseline: the code paths are compiled and the pools filled by then, so the
// difference to the full count is the streams' own cost.
const WARM_STREAMS = 100;
// Openings in flight at once: tabs coming back after a deploy, not all in the same millisecond.
const OPENING_CONCURRENCY = 100;
// Longer than one heartbeat (25 s), so every stream's session check runs once during the hold.
const HOLD_SECONDS = 30;
const DELIVERY_INTERVAL_MS = 200;

/** The process's own figures, from its metrics port (wiring/metrics.ts): unlabelled series only. */
async function scrape(metricsUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*) ([0-9.e+-]+)$/.exec(line);
    if (match?.[1] && match[2]) values.set(match[1], Number(match[2]));
  }
  return values;
}

const figure = (values: Map<string, number>, name: string) => {
  const value = values.get(name);
  if (value === undefined) throw new Error(`the metrics have no ${name}`);
  return value;
};

/** Seeded members with a session each, made in the database in one statement: their cookies and handles. */
async function signInSeededMembers(pool: pg.Pool, count: number) {
  const members = await pool.query<{ user_id: string; handle: string }>(
    `select user_id, handle from profiles where handle ~ '^[a-z]+[0-9]+$' order by handle limit $1`,
    [count],
  );
  if (members.rows.length < count) throw new Error(`only ${members.rows.length} seeded members to sign in`);
  const tokens = members.rows.map(() => newToken());
  await pool.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select user_id, token_hash, now() + make_interval(secs => $3)
     from unnest($1::uuid[], $2::text[]) as s(user_id, token_hash)`,
    [members.rows.map((row) => row.user_id), tokens.map(hashToken), SESSION_LIFETIME_MS / 1000],
  );
  return members.rows.map((row, index) => ({
    cookie: `${SESSION_COOKIE}=${tokens[index] ?? ''}`,
    handle: row.handle,
  }));
}

/** Runs `work` on every item, `concurrency` at a time, in order of the items. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))));
  }
  return results;
}

/**
 * Starts the holding process on the bench's database, opens the streams, holds them while a member on
 * `senderUrl` (another process) writes to some of their owners, then stops the process with every
 * stream still open.
 */
export async function benchStreams(options: {
  appRoot: string;
  databaseUrl: string;
  dataDir: string;
  senderUrl: string;
  pool: pg.Pool;
  servers: RunningServer[];
}): Promise<StreamFigures> {
  const held = settings.STREAMS_HELD;
  const metricsPort = await findFreePort();
  const holder = await startAppServer(options.appRoot, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    name: 'streams',
    metricsPort,
  });
  options.servers.push(holder);
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

  const members = await signInSeededMembers(options.pool, held);
  const waiting = new Map<string, number>();
  const latencies: number[] = [];
  const open = (member: { cookie: string; handle: string }) =>
    openStream(holder.url, member.cookie, (event) => {
      if (event.type !== 'messages') return;
      const sentAt = waiting.get(member.handle);
      if (sentAt === undefined) return;
      waiting.delete(member.handle);
      latencies.push(performance.now() - sentAt);
    });

  const closers = await inBatches(members.slice(0, WARM_STREAMS), OPENING_CONCURRENCY, open);
  const baseline = await scrape(metricsUrl);
  const openingStarted = performance.now();
  closers.push(...(await inBatches(members.slice(WARM_STREAMS), OPENING_CONCURRENCY, open)));
  const openSeconds = (performance.now() - openingStarted) / 1000;
  try {
    const opened = await scrape(metricsUrl);
    if (figure(opened, 'atelier_event_streams_open') !== held) {
      throw new Error(`the process counts ${figure(opened, 'atelier_event_streams_open')} open streams`);
    }
    const perStreamKb = (name: string) =>
      (figure(opened, name) - figure(baseline, name)) / (held - WARM_STREAMS) / 1024;

    // A member on the other process writes to owners of streams spread over all of them, one message
    // every 200 ms, each timed until it arrives on its recipient's stream.
    const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: '' });
    const sender = await createCreator(database.db, { handle: `streamsender${Date.now().toString(36)}` });
    await database.close();
    const senderCookie = await signIn(options.senderUrl, sender.user.email);
    const stopAt = performance.now() + HOLD_SECONDS * 1000;
    let sent = 0;
    while (performance.now() < stopAt) {
      const next = performance.now() + DELIVERY_INTERVAL_MS;
      const recipient = members[(sent * 997) % held];
      if (!recipient) break;
      sent += 1;
      waiting.set(recipient.handle, performance.now());
      await post(options.senderUrl, `/api/messages/with/${recipient.handle}`, senderCookie, {
        content: `Message ${sent}`,
      });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    const deadline = performance.now() + 5000;
    while (latencies.length < sent && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // prom-client reports the event loop's delay since the last scrape: the hold, heartbeats included.
    const afterHold = await scrape(metricsUrl);

    const stopping = performance.now();
    holder.signal('SIGTERM');
    const { code } = await holder.exited;
    const stopSeconds = (performance.now() - stopping) / 1000;

    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      held,
      openingsPerSecond: (held - WARM_STREAMS) / openSeconds,
      rssMb: figure(opened, 'process_resident_memory_bytes') / 1024 / 1024,
      rssPerStreamKb: perStreamKb('process_resident_memory_bytes'),
      heapPerStreamKb: perStreamKb('nodejs_heap_size_used_bytes'),
      eventLoopLagP99Ms: figure(afterHold, 'nodejs_eventloop_lag_p99_seconds') * 1000,
      delivery: {
        sent,
        delivered: latencies.length,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
      },
      stopSeconds,
      exitCode: code,
    };
  } finally {
    for (const close of closers) close();
  }
}
