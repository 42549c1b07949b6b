import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordSchema, SessionList } from '#shared/schemas/account';
import type { Database } from '#server/db/client';
import { sessions, users } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { assertAcceptablePassword } from '#server/features/auth/index';
import { hashPassword } from '#server/security/passwords';
import { revokeUserTokens } from '#server/features/auth/index';
import type { AuthenticatedUser } from '#server/feature-kit/request-user';
import { deleteUserSessions } from '#server/features/auth/index';
import { recordAuditEvent } from '#server/policy/audit-log';
import { confirmIdentity } from '#server/features/two-factor/index';

/**
 * Changes the password after checking the current one; other devices are signed out unless kept,
 * and every emailed link still pending (a reset, an email change) stops working.
 */
export async function changePassword(
  db: Database,
  user: AuthenticatedUser,
  input: z.output<typeof changePasswordSchema>,
  ipAddress: string,
) {
  await confirmIdentity(db, user.id, { password: input.currentPassword, code: input.code });
  await assertAcceptablePassword(input.newPassword, 'newPassword', [user.email]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id);
    if (input.signOutOthers) await deleteUserSessions(tx, user.id, user.sessionId);
    await recordAuditEvent(tx, {
      kind: 'password_changed',
      actorUserId: user.id,
      targetUserId: user.id,
      ipAddress,
    });
  });
}

/** The user's signed-in devices, most recently active first. */
export async function listSessions(db: Database, user: AuthenticatedUser): Promise<SessionList> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.lastActiveAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/** Signs one of the user's own devices out. */
export async function endSession(db: Database, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('not_found', 'notFound');
}
