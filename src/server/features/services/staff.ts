import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@shared/roles';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema/index';

// Spec sections 4 and 6: staff deactivate and delete services, and content_mod "can delete projects and
// services". These roles also see inactive services, so they can review what they act on.
export const SERVICE_STAFF_ROLES: readonly Role[] = ['owner', 'admin', 'moderator', 'content_mod'];

/** Whether the user holds a role that may see and delete any service. */
export async function isServiceStaff(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...SERVICE_STAFF_ROLES])))
    .limit(1);
  return Boolean(row);
}
