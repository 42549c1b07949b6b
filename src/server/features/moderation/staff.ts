import { eq, inArray } from 'drizzle-orm';
import { canActOn, hasPower, type Role, type StaffPower } from '@shared/roles';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { AppError } from '../../plugins/error-handler';

/** The roles stored for a user ('user' is everyone's and never stored). */
export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role as Role);
}

/** The caller's roles when they hold the power; 403 otherwise. */
export async function requirePower(db: Database, actorId: string, power: StaffPower): Promise<Role[]> {
  const roles = await rolesOf(db, actorId);
  if (!hasPower(roles, power)) throw new AppError('forbidden', 'permissionDenied');
  return roles;
}

/**
 * The power, and the rank rule on the member acted on (spec section 6): 404 when there is no such
 * member, 403 when the caller lacks the power or the member ranks equal or above them. No staff
 * action targets oneself (an owner could otherwise ban or delete the last owner).
 */
export async function requirePowerOver(db: Database, actorId: string, power: StaffPower, targetId: string) {
  const actorRoles = await requirePower(db, actorId, power);
  if (targetId === actorId) throw new AppError('forbidden', 'notOnYourself');
  const rows = await db
    .select({ id: users.id, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(users.id, [targetId]));
  if (rows.length === 0) throw new AppError('not_found', 'userNotFound');
  const targetRoles = rows.flatMap((row) => (row.role ? [row.role as Role] : []));
  if (!canActOn(actorRoles, targetRoles)) throw new AppError('forbidden', 'outranked');
  return { actorRoles, targetRoles };
}

/**
 * What a viewer of someone's project or service may do as staff: see it while it is hidden (the
 * power), and act on it (the power, and outranking its owner). One query for both people's roles.
 */
export async function contentStaffAccess(db: Database, viewerId: string | null, ownerUserId: string) {
  if (viewerId === null || viewerId === ownerUserId) return { sees: false, acts: false };
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, [viewerId, ownerUserId]));
  const rolesOfUser = (userId: string) =>
    rows.filter((row) => row.userId === userId).map((row) => row.role as Role);
  const viewerRoles = rolesOfUser(viewerId);
  const sees = hasPower(viewerRoles, 'moderateContent');
  return { sees, acts: sees && canActOn(viewerRoles, rolesOfUser(ownerUserId)) };
}
