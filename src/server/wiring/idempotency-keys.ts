import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { idempotencyKeys } from '#server/db/schema/index';
import { AppError } from '#server/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member's key this request holds, while it runs first (idempotency-keys.ts). */
    idempotencyClaim: { memberId: string; key: string } | null;
  }
}

const HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_.:-]{1,255}$/;
// How long a key and its answer are kept: a client retries within minutes, a day is generous.
const KEPT_FOR = sql`interval '24 hours'`;
// A first request still running this long died with its process: a retry takes the key over.
const ABANDONED_AFTER = sql`interval '1 minute'`;
// How long a retry waits for the first request, still running, to answer.
const WAIT_MS = 15_000;
const POLL_MS = 100;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, request.body ?? null]))
    .digest('base64url');

/** Holds the key for this request, or takes over one whose first request died; false when another holds it. */
async function claim(db: Database, memberId: string, key: string, requestHash: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ memberId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.memberId, memberId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Answers a retry as the first request was answered, once it has been; refuses another body. */
async function replay(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  requestHash: string,
) {
  const memberId = request.user?.id ?? '';
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(POLL_MS)) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    if (!row) {
      // The first request failed and let the key go: this one runs as if it were the first.
      if (await claim(db, memberId, key, requestHash)) {
        request.idempotencyClaim = { memberId, key };
        return;
      }
      continue;
    }
    if (row.requestHash !== requestHash) throw new AppError('validation_failed', 'idempotencyKeyReused');
    if (row.statusCode !== null) {
      reply.code(row.statusCode).header('idempotent-replayed', 'true');
      if (row.answer === null) return reply.send();
      return reply.type('application/json; charset=utf-8').send(row.answer);
    }
    if (await claim(db, memberId, key, requestHash)) {
      request.idempotencyClaim = { memberId, key };
      return;
    }
  }
  throw new AppError('conflict', 'idempotencyKeyInProgress');
}

/**
 * Idempotency-Key on the routes that create something (docs/decisions/0054): the first request with
 * a member's key runs and its answer is kept for 24 hours, with a hash of what it was sent; a
 * repeat with the same key and body gets that answer and stores nothing again, even while the first
 * still runs (it waits for it); the same key with another body is refused. A failed first request
 * lets its key go, so a retry after an error runs again. A route takes part with
 * `config: { idempotent: true }`; without the header a request runs as always.
 */
export function registerIdempotencyKeys(app: FastifyInstance) {
  const { db } = app.database;
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    if (!request.routeOptions.config.idempotent || key === undefined || !request.user) return;
    if (typeof key !== 'string' || !KEY.test(key))
      throw new AppError('validation_failed', 'idempotencyKeyInvalid');
    const requestHash = hashOf(request);
    if (await claim(db, request.user.id, key, requestHash)) {
      request.idempotencyClaim = { memberId: request.user.id, key };
      return;
    }
    return replay(db, request, reply, key, requestHash);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.memberId, held.memberId), eq(idempotencyKeys.key, held.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const answer = typeof payload === 'string' ? payload : null;
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, answer }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
}

/** Forgets the keys older than a day; run with the rate limits' sweep. */
export function deleteOldIdempotencyKeys(db: Database) {
  return db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`));
}
