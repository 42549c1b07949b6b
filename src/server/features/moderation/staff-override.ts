import { inArray } from 'drizzle-orm';
import { canActOn, type Role } from '@shared/roles';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema/index';
import { AppError } from '../../plugins/error-handler';
import { recordAuditEvent, type Actor } from '../audit/record-event';

/**
 * Lets a staff member act on a member's content only when one of their roles grants that power and
 * the content's owner ranks below them (spec section 6: owner on anyone, admin below admin,
 * moderator below moderator). Throws 403 otherwise. Content with no owner left ranks as a user's.
 */
export async function assertStaffMayActOn(
  db: Database,
  actorUserId: string,
  ownerUserId: string | null,
  rolesWithPower: readonly Role[],
) {
  const ids = ownerUserId ? [actorUserId, ownerUserId] : [actorUserId];
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, ids));
  const rolesOf = (userId: string | null) =>
    rows.filter((row) => row.userId === userId).map((row) => row.role as Role);
  const actorRoles = rolesOf(actorUserId);
  const hasPower = actorRoles.some((role) => rolesWithPower.includes(role));
  if (!hasPower || !canActOn(actorRoles, rolesOf(ownerUserId))) {
    throw new AppError('forbidden', 'permissionDenied');
  }
}

type OwnedContent = {
  type: 'project' | 'service' | 'review' | 'comment';
  id: string;
  ownerUserId: string | null;
};

/**
 * Removes a piece of content for its owner, or for a staff member the rank rule allows; a staff
 * removal is written to the audit log in the same transaction, so neither happens without the other.
 */
export async function removeAsOwnerOrStaff(
  db: Database,
  actor: Actor,
  content: OwnedContent,
  rolesWithPower: readonly Role[],
  remove: (tx: Database) => Promise<unknown>,
) {
  const byStaff = content.ownerUserId !== actor.userId;
  if (byStaff) await assertStaffMayActOn(db, actor.userId, content.ownerUserId, rolesWithPower);
  await db.transaction(async (tx) => {
    await remove(tx);
    if (!byStaff) return;
    await recordAuditEvent(tx, {
      kind: 'staff_content_deleted',
      actorUserId: actor.userId,
      targetUserId: content.ownerUserId,
      ipAddress: actor.ipAddress,
      detail: { contentType: content.type, contentId: content.id },
    });
  });
}
