import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canActOn, getBestRank, hasPower, type Role, type StaffPower } from '#shared/roles';
import type { Database } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { bannedUsers, userRoles, users } from '#server/db/schema/index';
import { AppError } from '#server/errors';

// The one staff policy (docs/product/roles-and-permissions.md): may this actor use this power, on this
// member or on what they made. Every staff route, read or write, and every staff override of content
// asks it. A power needs a role that holds it (shared/roles.ts) and a standing: under an active ban, a
// member has no powers at all, whatever their roles (their badges stay). An action on a member also
// needs the rank rule (canActOn), and never targets oneself.

/** Whether the user whose id the column holds is under an active ban: one not lifted and not yet over. */
export const underActiveBan = (userId: AnyPgColumn) =>
  sql<boolean>`exists (
    select 1 from ${bannedUsers}
    where ${bannedUsers.userId} = ${qualified(userId)}
      and ${bannedUsers.unbannedAt} is null
      and (${bannedUsers.expiresAt} is null or ${bannedUsers.expiresAt} > now())
  )`;

/** Whether the user is under an active ban now. */
export async function isUnderActiveBan(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ banned: underActiveBan(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.banned);
}

/** The roles stored for a user ('user' is everyone's and never stored): their badges and their rank. */
export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role as Role);
}

/**
 * The actor's roles to act with, and the other people's roles to rank them by, in one query: a
 * banned actor acts with none.
 */
async function actingAndRanking(db: Database, actorId: string, others: readonly string[]) {
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role, banned: underActiveBan(userRoles.userId) })
    .from(userRoles)
    .where(inArray(userRoles.userId, [actorId, ...others]));
  const rolesOfUser = (userId: string | null) =>
    rows.filter((row) => row.userId === userId).map((row) => row.role as Role);
  const actorBanned = rows.some((row) => row.userId === actorId && row.banned);
  return { actorRoles: actorBanned ? [] : rolesOfUser(actorId), rolesOfUser };
}

/** Whether an actor with these acting roles may use the power on this member (pure: for showing what staff may do). */
export function mayUsePowerOn(
  actor: { id: string; roles: readonly Role[] },
  power: StaffPower,
  target: { id: string; roles: readonly Role[] },
) {
  return actor.id !== target.id && hasPower(actor.roles, power) && canActOn(actor.roles, target.roles);
}

/** The actor's acting roles when they hold the power; 403 otherwise (a banned actor holds none). */
export async function requirePower(db: Database, actorId: string, power: StaffPower): Promise<Role[]> {
  const { actorRoles } = await actingAndRanking(db, actorId, []);
  if (!hasPower(actorRoles, power)) throw new AppError('forbidden', 'permissionDenied');
  return actorRoles;
}

/** Whether the actor holds the power now (a banned actor holds none). */
export async function holdsPower(db: Database, actorId: string, power: StaffPower): Promise<boolean> {
  const { actorRoles } = await actingAndRanking(db, actorId, []);
  return hasPower(actorRoles, power);
}

/**
 * The power, and the rank rule on the member acted on: 404 when there is no such member, 403 when
 * the actor lacks the power or the member ranks equal or above them. No staff action targets oneself
 * (an owner could otherwise ban or delete the last owner).
 */
export async function requirePowerOver(db: Database, actorId: string, power: StaffPower, targetId: string) {
  const [[target], { actorRoles, rolesOfUser }] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, targetId)),
    actingAndRanking(db, actorId, [targetId]),
  ]);
  if (!hasPower(actorRoles, power)) throw new AppError('forbidden', 'permissionDenied');
  if (targetId === actorId) throw new AppError('forbidden', 'notOnYourself');
  if (!target) throw new AppError('not_found', 'userNotFound');
  const targetRoles = rolesOfUser(targetId);
  if (!canActOn(actorRoles, targetRoles)) throw new AppError('forbidden', 'outranked');
  return { actorRoles, targetRoles };
}

/**
 * The power over what a member made (their project, service, review or comment): the power, and
 * the owner ranking below the actor. Content with no owner left ranks as a plain member's.
 */
export async function requirePowerOverContent(
  db: Database,
  actorId: string,
  power: StaffPower,
  ownerUserId: string | null,
) {
  const { actorRoles, rolesOfUser } = await actingAndRanking(db, actorId, ownerUserId ? [ownerUserId] : []);
  if (!hasPower(actorRoles, power) || !canActOn(actorRoles, rolesOfUser(ownerUserId))) {
    throw new AppError('forbidden', 'permissionDenied');
  }
}

/**
 * What a viewer of someone's content may do with the power: see it while it is hidden, and act on
 * it (the power, and outranking its owner). The owner and visitors have no staff view of it.
 */
export async function contentPowers(
  db: Database,
  viewerId: string | null,
  ownerUserId: string,
  power: StaffPower,
) {
  if (viewerId === null || viewerId === ownerUserId) return { sees: false, acts: false };
  const { actorRoles, rolesOfUser } = await actingAndRanking(db, viewerId, [ownerUserId]);
  const sees = hasPower(actorRoles, power);
  return { sees, acts: sees && canActOn(actorRoles, rolesOfUser(ownerUserId)) };
}

/**
 * Taking down a notice someone else published (an announcement): refused when its author ranks
 * above the actor. Equal rank may: an admin ends another admin's announcement, as an owner may any.
 */
export async function requireRankOverAuthor(db: Database, actorRoles: readonly Role[], authorId: string) {
  const authorRoles = await rolesOf(db, authorId);
  if (getBestRank(authorRoles) < getBestRank(actorRoles)) throw new AppError('forbidden', 'outranked');
}
