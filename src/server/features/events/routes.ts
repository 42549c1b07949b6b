import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { LiveEvent } from '#shared/schemas/events';
import { AppError } from '#server/errors';
import { requireUser } from '#server/feature-kit/request-user';
import { isSessionActive } from '#server/features/auth/index';
import { isUnderActiveBan } from '#server/policy/staff-policy';
import { signedIn } from '#server/feature-kit/access';
import { bodyOfType, failures } from '#server/feature-kit/answers';
import { createPresence, handOverStreams, refreshStreams } from '#server/presence/index';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { countHit } from '#server/feature-kit/rate-limit-store';
import { appDeps } from '#server/feature-kit/app-deps';

// Below the idle timeouts of common proxies (60 s), so an open stream is never cut for silence.
const HEARTBEAT_MS = 25_000;
// A person has a few tabs; more streams than this from one account are a leak or an attack.
const STREAMS_PER_USER = 10;
// A tab reconnects every few seconds at worst; more openings than this a minute, from one account
// on any address, are a loop or an attack (the route's limit counts per address too).
const OPENINGS_PER_USER_PER_MINUTE = 60;
// A member counts as gone only once no tab of theirs has had a stream for this long: a reload or a
// dropped connection is not news to their partners.
const PRESENCE_HOLD_DOWN_MS = 5000;
// A stream ended by a ban asks its tab to wait this long before trying again: by then the tab has
// read its standing, shows /banned and keeps no stream (a new one would be refused).
const RETRY_AFTER_BAN_MS = 60_000;

/**
 * GET /api/events: the signed-in tab's Server-Sent Events stream. It says 'ready' (with the
 * stream's id) on opening, then relays the user's live events; a heartbeat keeps proxies from
 * closing it and ends it once the session is signed out. Open streams are what presence is made
 * of (presence/presence.ts): the process refreshes them all on each heartbeat.
 */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  const openStreams = new Map<string, Set<() => void>>();
  // Closing streams write to the database (presence); a shutdown waits for them before it closes it.
  const closing = new Set<Promise<unknown>>();
  // Streams ended by the process stopping are handed over (presence.ts), not closed one by one: with
  // thousands open, a write each held the stop for seconds and told every partner of a going-away
  // that the reconnection, to another process, undid a moment later.
  let stopping = false;
  const streamIds = new Set<string>();
  const { db } = appDeps(app);
  const warn = (message: string) => (error: unknown) => app.log.warn({ err: error }, message);
  const presence = createPresence(db, app.events, {
    holdDownMs: PRESENCE_HOLD_DOWN_MS,
    onError: warn('presence announcement failed'),
  });

  const presenceBeat = setInterval(() => {
    refreshStreams(db, [...streamIds]).catch(warn('live stream refresh failed'));
  }, HEARTBEAT_MS);
  presenceBeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(presenceBeat);
    stopping = true;
    const handedOver = [...streamIds];
    for (const streams of openStreams.values()) for (const end of streams) end();
    await Promise.all(closing);
    await Promise.all([
      handOverStreams(db, handedOver).catch(warn('live stream hand-over failed')),
      presence.flush().catch(warn('presence announcement failed')),
    ]);
  });

  app.get(
    '/events',
    {
      schema: {
        ...signedIn(),
        summary: 'Open your live event stream (Server-Sent Events)',
        response: {
          200: bodyOfType(
            'text/event-stream',
            "The stream: 'ready' with its id first, then the member's live events, each named by its type",
            z.string(),
          ),
          ...failures({
            429: 'Too many requests (see Retry-After), or too many streams open or opened in the last minute for the account',
          }),
        },
      },
      config: limitedBy('eventStream'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { current } = await countHit(db, `event-stream:${user.id}`, 60_000);
      if (current > OPENINGS_PER_USER_PER_MINUTE) throw new AppError('rate_limited', 'tooManyRequests');
      // From here to the stream's registration nothing waits: parallel openings count one another.
      const streams = openStreams.get(user.id) ?? new Set<() => void>();
      if (streams.size >= STREAMS_PER_USER) throw new AppError('rate_limited', 'tooManyRequests');

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx would otherwise hold events back in its buffer.
        'x-accel-buffering': 'no',
        // A stream's connection is not reused once the stream ends, so a shutdown never waits on it.
        connection: 'close',
      });
      const send = (event: LiveEvent) =>
        response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      // A ban takes hold of a stream already open (in any process: the standing event comes through
      // the database): the tab hears its standing changed, then the stream ends.
      const relay = (event: LiveEvent) => {
        send(event);
        if (event.type !== 'standing') return;
        isUnderActiveBan(db, user.id).then((banned) => {
          if (!banned || ended) return;
          response.write(`retry: ${RETRY_AFTER_BAN_MS}\n\n`);
          end();
        }, warn('event stream standing check failed'));
      };

      const streamId = randomUUID();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        streamIds.delete(streamId);
        if (!stopping) {
          const closed = presence.closed(streamId, user.id).catch(warn('live stream close failed'));
          closing.add(closed);
          void closed.finally(() => closing.delete(closed));
        }
        streams.delete(end);
        if (streams.size === 0 && openStreams.get(user.id) === streams) openStreams.delete(user.id);
        response.end();
      };
      const unsubscribe = app.events.subscribe(user.id, relay);
      const heartbeat = setInterval(() => {
        isSessionActive(db, user.sessionId).then(
          (active) => (active ? response.write(': keep-alive\n\n') : end()),
          (error: unknown) => request.log.warn({ err: error }, 'event stream session check failed'),
        );
      }, HEARTBEAT_MS);
      streams.add(end);
      openStreams.set(user.id, streams);
      response.on('close', end);

      streamIds.add(streamId);
      await presence.opened(streamId, user.id).catch(warn('live stream open failed'));
      if (ended) return;
      response.write('retry: 3000\n\n');
      send({ type: 'ready', streamId });
    },
  );
};
