import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import type { AuthenticatedUser } from '#server/feature-kit/request-user';
import { sessions, users } from '#server/db/schema/index';
import { underActiveBan } from '#server/policy/staff-policy';
import { recordAuditEvent } from '#server/policy/audit-log';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_LIFETIME_MS } from './session-cookie';
import { hashToken, newToken } from './tokens';

// A session's last activity (and expiry) is written at most this often, not on every request.
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/** Starts a session for the user and answers the token for the cookie. */
async function createSession(db: Database, userId: string, request: FastifyRequest) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  return token;
}

/** A completed sign-in: a new session, and its line in the audit log, in one transaction. */
export function startSignedInSession(db: Database, userId: string, request: FastifyRequest) {
  return db.transaction(async (tx) => {
    const token = await createSession(tx, userId, request);
    await recordAuditEvent(tx, {
      kind: 'sign_in',
      actorUserId: userId,
      targetUserId: userId,
      ipAddress: request.ip,
    });
    return token;
  });
}

const absoluteEnd = sql`${sessions.createdAt} + make_interval(secs => ${SESSION_ABSOLUTE_LIFETIME_MS / 1000})`;

/**
 * The signed-in user behind a session token, or null; keeps an active session alive (sliding), up
 * to its absolute end 90 days after signing in.
 */
export async function findSessionUser(db: Database, token: string): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastActiveAt: sessions.lastActiveAt,
      id: users.id,
      email: users.email,
      banned: underActiveBan(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        gt(absoluteEnd, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastActiveAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({
        lastActiveAt: new Date(),
        expiresAt: sql`least(now() + make_interval(secs => ${SESSION_LIFETIME_MS / 1000}), ${absoluteEnd})`,
      })
      .where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, sessionId: row.sessionId, banned: Boolean(row.banned) };
}

export function deleteSession(db: Database, sessionId: string) {
  return db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but the given session. */
export function deleteUserSessions(db: Database, userId: string, exceptSessionId?: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** Whether a session still stands (not signed out, not expired): long-lived streams ask now and then. */
export async function isSessionActive(db: Database, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  return Boolean(row);
}
