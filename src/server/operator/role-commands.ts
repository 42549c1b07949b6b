import { and, eq } from 'drizzle-orm';
import { ROLES, type Role } from '#shared/roles';
import type { Database } from '#server/db/client';
import { profiles, userRoles, users } from '#server/db/schema/index';
import { recordAuditEvent } from '#server/policy/audit-log';

export type AdminCommand = { action: 'grant' | 'revoke'; role: string; target: string };
export type AdminResult = { ok: boolean; message: string };

// 'user' is everyone's default and is never stored.
const STORED_ROLES = ROLES.filter((role) => role !== 'user');

async function findTarget(db: Database, target: string) {
  const byEmail = target.includes('@');
  const [row] = await db
    .select({ id: users.id, email: users.email, handle: profiles.handle })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      byEmail
        ? eq(users.email, target.trim().toLowerCase())
        : eq(profiles.handle, target.trim().toLowerCase()),
    )
    .limit(1);
  return row;
}

/** Grants or revokes a role from the command line (the way to make the first owner). */
export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminResult> {
  if (!(STORED_ROLES as readonly string[]).includes(command.role)) {
    return { ok: false, message: `Unknown role '${command.role}'. Roles: ${STORED_ROLES.join(', ')}.` };
  }
  const role = command.role as Role;
  const user = await findTarget(db, command.target);
  if (!user) return { ok: false, message: `No account with the email or handle '${command.target}'.` };
  const who = user.handle ? `${user.handle} (${user.email})` : user.email;

  // The operator at the command line has no account: the audit event names no actor, and says how.
  const audit = (tx: Database, kind: 'role_granted' | 'role_revoked') =>
    recordAuditEvent(tx, { kind, targetUserId: user.id, detail: { role, via: 'command line' } });

  if (command.action === 'grant') {
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(userRoles)
        .values({ userId: user.id, role })
        .onConflictDoNothing()
        .returning({ id: userRoles.id });
      if (rows.length) await audit(tx, 'role_granted');
      return rows;
    });
    return {
      ok: true,
      message: inserted.length ? `Granted ${role} to ${who}.` : `${who} already has ${role}.`,
    };
  }
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)))
      .returning({ id: userRoles.id });
    if (rows.length) await audit(tx, 'role_revoked');
    return rows;
  });
  return {
    ok: true,
    message: deleted.length ? `Revoked ${role} from ${who}.` : `${who} does not have ${role}.`,
  };
}
