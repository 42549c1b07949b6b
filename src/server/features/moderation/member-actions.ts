import { and, eq, isNull, sql } from 'drizzle-orm';
import { getAssignableRoles, type Role } from '#shared/roles';
import type { z } from 'zod';
import { BAN_DURATION_DAYS, type banInputSchema, type warnInputSchema } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { bannedUsers, profiles, userRoles, userWarnings, users } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { eraseAccount } from '#server/features/account/index';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { requirePowerOver } from '#server/policy/staff-policy';
import type { AppDeps } from '#server/feature-kit/app-deps';

// Each action checks the power and the rank rule, then changes the row and writes the audit log in
// one transaction: neither happens without the other. The member's open tabs hear of a warning or a
// ban through the standing triggers (decision 15).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Warns a member (low by default); they are sent to /warning at once. */
export async function warnMember(
  db: Database,
  actor: Actor,
  userId: string,
  input: z.output<typeof warnInputSchema>,
) {
  await requirePowerOver(db, actor.userId, 'warn', userId);
  const { severity } = input;
  await db.transaction(async (tx) => {
    const [warning] = await tx
      .insert(userWarnings)
      .values({ userId, warnedBy: actor.userId, reason: input.reason, severity })
      .returning({ id: userWarnings.id });
    await recordAuditEvent(tx, {
      kind: 'member_warned',
      actorUserId: actor.userId,
      targetUserId: userId,
      ipAddress: actor.ipAddress,
      detail: { warningId: warning?.id ?? '', severity, reason: input.reason },
    });
  });
}

/**
 * Bans a member for a number of days or for good; an open ban is replaced (its end recorded), so
 * a member has one open ban at a time. They land on /banned at once.
 */
export async function banMember(
  db: Database,
  actor: Actor,
  userId: string,
  input: z.output<typeof banInputSchema>,
) {
  await requirePowerOver(db, actor.userId, 'ban', userId);
  const days = BAN_DURATION_DAYS[input.duration];
  await db.transaction(async (tx) => {
    await tx
      .update(bannedUsers)
      .set({ unbannedAt: sql`now()` })
      .where(and(eq(bannedUsers.userId, userId), isNull(bannedUsers.unbannedAt)));
    const [ban] = await tx
      .insert(bannedUsers)
      .values({
        userId,
        bannedBy: actor.userId,
        reason: input.reason,
        expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
      })
      .returning({ id: bannedUsers.id });
    await recordAuditEvent(tx, {
      kind: 'member_banned',
      actorUserId: actor.userId,
      targetUserId: userId,
      ipAddress: actor.ipAddress,
      detail: { banId: ban?.id ?? '', duration: input.duration, reason: input.reason },
    });
  });
}

/** Ends a member's open ban (the row stays, as history); 409 when there is none. */
export async function unbanMember(db: Database, actor: Actor, userId: string) {
  await requirePowerOver(db, actor.userId, 'ban', userId);
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(bannedUsers)
      .set({ unbannedAt: sql`now()` })
      .where(and(eq(bannedUsers.userId, userId), isNull(bannedUsers.unbannedAt)))
      .returning({ id: bannedUsers.id });
    if (ended.length === 0) throw new AppError('conflict', 'notBanned');
    await recordAuditEvent(tx, {
      kind: 'member_unbanned',
      actorUserId: actor.userId,
      targetUserId: userId,
      ipAddress: actor.ipAddress,
      detail: { banId: ended[0]?.id ?? '' },
    });
  });
}

/**
 * Gives a member a role the caller's rank may assign (docs/product/roles-and-permissions.md, Assignable
 * roles); giving it twice changes nothing.
 */
export async function grantRole(db: Database, actor: Actor, userId: string, role: Role) {
  const { actorRoles } = await requirePowerOver(db, actor.userId, 'assignRoles', userId);
  if (!getAssignableRoles(actorRoles).includes(role)) throw new AppError('forbidden', 'roleNotAssignable');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(userRoles)
      .values({ userId, role, createdBy: actor.userId })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (added.length === 0) return;
    await recordAuditEvent(tx, {
      kind: 'role_granted',
      actorUserId: actor.userId,
      targetUserId: userId,
      ipAddress: actor.ipAddress,
      detail: { role },
    });
  });
}

/** Takes a role away (owner only); taking one the member does not hold changes nothing. */
export async function revokeRole(db: Database, actor: Actor, userId: string, role: Role) {
  await requirePowerOver(db, actor.userId, 'removeRoles', userId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning({ role: userRoles.role });
    if (removed.length === 0) return;
    await recordAuditEvent(tx, {
      kind: 'role_revoked',
      actorUserId: actor.userId,
      targetUserId: userId,
      ipAddress: actor.ipAddress,
      detail: { role },
    });
  });
}

type DeletionContext = Pick<AppDeps, 'db' | 'storage' | 'jobs' | 'log'>;

/**
 * Deletes a member's account as staff (owner and admin): the same deletion as the member's own, once
 * the member's username is typed exactly (docs/product/validation.md, Staff account deletion). A
 * member who never chose a handle is named by the username they signed up with.
 */
export async function deleteMemberAccount(
  context: DeletionContext,
  actor: Actor,
  userId: string,
  confirmation: string,
) {
  await requirePowerOver(context.db, actor.userId, 'deleteAccounts', userId);
  const [member] = await context.db
    .select({ handle: profiles.handle, signupUsername: users.signupUsername })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!member) throw new AppError('not_found', 'userNotFound');
  if (confirmation !== (member.handle ?? member.signupUsername)) {
    throw new AppError('validation_failed', 'staffHandleMismatch', { confirmation: 'staffHandleMismatch' });
  }
  await eraseAccount(
    context,
    userId,
    { kind: 'staff_account_deleted', actorUserId: actor.userId, ipAddress: actor.ipAddress },
    undefined,
  );
}
