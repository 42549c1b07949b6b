import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The database this request's heavy public reads use: the replica (DATABASE_READ_URL), unless
     * this client wrote a moment ago; the primary otherwise, and always without a replica.
     */
    readDb: Database;
  }
}

/** How long after a write a client's reads stay on the primary: well past a replica's usual lag. */
const RECENT_WRITE_SECONDS = 10;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Read-your-writes with a replica. A client that has just written carries a short-lived
 * cookie, set by whichever process took the write, so that its next reads, on any process, come from
 * the primary and show what it wrote. No state is kept in a process: nothing here needs sticky
 * sessions. Without a replica nothing is set, and every read uses the primary.
 */
export function registerReadRouting(app: FastifyInstance) {
  const { db, readDb, hasReplica } = app.database;
  const secure = app.config.publicUrl.startsWith('https:');
  const cookieName = `${secure ? '__Secure-' : ''}atelier_recent_write`;
  app.decorateRequest('readDb', null as unknown as Database);
  app.addHook('onRequest', async (request) => {
    request.readDb = hasReplica && request.cookies[cookieName] === undefined ? readDb : db;
  });
  if (!hasReplica) return;
  app.addHook('onSend', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    reply.setCookie(cookieName, '1', {
      path: '/',
      maxAge: RECENT_WRITE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
  });
}
