import type { StaffPower } from '#shared/roles';
import type { Database } from '#server/db/client';
import { recordAuditEvent, type Actor } from './audit-log';
import { requirePowerOverContent } from './staff-policy';

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
  power: StaffPower,
  remove: (tx: Database) => Promise<unknown>,
) {
  const byStaff = content.ownerUserId !== actor.userId;
  if (byStaff) await requirePowerOverContent(db, actor.userId, power, content.ownerUserId);
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
