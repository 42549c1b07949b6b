import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_DASHBOARD_ROLES } from '@shared/roles';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema/index';

/** Spec section 6: "Service reviews can be deleted by owner, admin or moderator" besides their author. */
export async function canModerateReviews(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...ADMIN_DASHBOARD_ROLES])))
    .limit(1);
  return Boolean(row);
}
