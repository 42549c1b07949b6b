import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_DASHBOARD_ROLES } from '@shared/roles';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema/index';

/** Spec section 6: "Service reviews can be deleted by owner, admin or moderator" besides their author. */
export const REVIEW_MODERATOR_ROLES = ADMIN_DASHBOARD_ROLES;

/** Whether the user holds a role that may delete others' reviews (rank is checked on each deletion). */
export async function canModerateReviews(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...REVIEW_MODERATOR_ROLES])))
    .limit(1);
  return Boolean(row);
}
