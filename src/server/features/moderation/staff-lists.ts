import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { WARNINGS_LIST_LIMIT, type WARNING_SEVERITIES } from '#shared/constants';
import type { z } from 'zod';
import {
  STAFF_AUDIT_KINDS,
  type auditListSchema,
  type auditQuerySchema,
  type banListSchema,
  type MemberRef,
  type warningListSchema,
} from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { auditEvents, banAppeals, bannedUsers, profiles, userWarnings } from '#server/db/schema/index';
import { toAppeal } from '#server/features/standing/index';
import { requirePower } from '#server/policy/staff-policy';

// The audit tab and the bans tab show this many rows, like the reports tab (docs/product/limits.md, Lists).
const LIST_LIMIT = 200;

const memberProfile = alias(profiles, 'member');
const staffProfile = alias(profiles, 'staff');
const deciderProfile = alias(profiles, 'decider');

const refColumns = (profile: { handle: AnyPgColumn; displayName: AnyPgColumn }, userId: AnyPgColumn) => ({
  userId: sql<string | null>`${userId}`,
  handle: sql<string | null>`${profile.handle}`,
  displayName: sql<string | null>`${profile.displayName}`,
});
const toRef = (ref: MemberRef | null): MemberRef => ref ?? { userId: null, handle: null, displayName: null };

/** The Warnings tab: the latest 50, who was warned and by whom. */
export async function listWarnings(
  db: Database,
  actorId: string,
): Promise<z.infer<typeof warningListSchema>> {
  await requirePower(db, actorId, 'viewWarnings');
  const rows = await db
    .select({
      warning: userWarnings,
      member: refColumns(memberProfile, userWarnings.userId),
      staff: refColumns(staffProfile, userWarnings.warnedBy),
    })
    .from(userWarnings)
    .leftJoin(memberProfile, eq(memberProfile.userId, userWarnings.userId))
    .leftJoin(staffProfile, eq(staffProfile.userId, userWarnings.warnedBy))
    .orderBy(desc(userWarnings.createdAt))
    .limit(WARNINGS_LIST_LIMIT);
  return rows.map(({ warning, member, staff }) => ({
    id: warning.id,
    member: toRef(member),
    warnedBy: toRef(staff),
    reason: warning.reason,
    severity: warning.severity as (typeof WARNING_SEVERITIES)[number],
    createdAt: warning.createdAt.toISOString(),
    acknowledgedAt: warning.acknowledgedAt?.toISOString() ?? null,
  }));
}

/**
 * The Bans tab: active bans (open, not expired) or past ones (lifted or expired), latest first, each
 * with its appeal beside it.
 */
export async function listBans(
  db: Database,
  actorId: string,
  state: 'active' | 'past',
): Promise<z.infer<typeof banListSchema>> {
  await requirePower(db, actorId, 'viewBans');
  const active = and(
    isNull(bannedUsers.unbannedAt),
    or(isNull(bannedUsers.expiresAt), gt(bannedUsers.expiresAt, sql`now()`)),
  );
  const past = or(isNotNull(bannedUsers.unbannedAt), lte(bannedUsers.expiresAt, sql`now()`));
  const rows = await db
    .select({
      ban: bannedUsers,
      member: refColumns(memberProfile, bannedUsers.userId),
      staff: refColumns(staffProfile, bannedUsers.bannedBy),
      appeal: banAppeals,
      decider: refColumns(deciderProfile, banAppeals.decidedBy),
    })
    .from(bannedUsers)
    .leftJoin(memberProfile, eq(memberProfile.userId, bannedUsers.userId))
    .leftJoin(staffProfile, eq(staffProfile.userId, bannedUsers.bannedBy))
    .leftJoin(banAppeals, eq(banAppeals.banId, bannedUsers.id))
    .leftJoin(deciderProfile, eq(deciderProfile.userId, banAppeals.decidedBy))
    .where(state === 'active' ? active : past)
    .orderBy(desc(bannedUsers.bannedAt))
    .limit(LIST_LIMIT);
  return rows.map(({ ban, member, staff, appeal, decider }) => ({
    id: ban.id,
    member: toRef(member),
    bannedBy: toRef(staff),
    reason: ban.reason,
    bannedAt: ban.bannedAt.toISOString(),
    expiresAt: ban.expiresAt?.toISOString() ?? null,
    unbannedAt: ban.unbannedAt?.toISOString() ?? null,
    appeal: appeal
      ? { ...toAppeal(appeal), id: appeal.id, decidedBy: appeal.decidedBy ? toRef(decider) : null }
      : null,
  }));
}

/**
 * The Audit tab (owner and admin): the latest staff actions, by actor, target and kind. Members' own
 * account events (sign-ins, password changes) share the table but are not staff business.
 */
export async function listAuditEvents(
  db: Database,
  actorId: string,
  filters: z.infer<typeof auditQuerySchema>,
): Promise<z.infer<typeof auditListSchema>> {
  await requirePower(db, actorId, 'viewAudit');
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(eq(auditEvents.actorUserId, filters.actor));
  if (filters.target) conditions.push(eq(auditEvents.targetUserId, filters.target));
  conditions.push(inArray(auditEvents.kind, filters.kind ? [filters.kind] : [...STAFF_AUDIT_KINDS]));
  const rows = await db
    .select({
      event: auditEvents,
      actor: refColumns(staffProfile, auditEvents.actorUserId),
      target: refColumns(memberProfile, auditEvents.targetUserId),
    })
    .from(auditEvents)
    .leftJoin(staffProfile, eq(staffProfile.userId, auditEvents.actorUserId))
    .leftJoin(memberProfile, eq(memberProfile.userId, auditEvents.targetUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ event, actor, target }) => ({
    id: event.id,
    kind: event.kind,
    actor: event.actorUserId ? toRef(actor) : null,
    target: event.targetUserId ? toRef(target) : null,
    detail: event.detail,
    createdAt: event.createdAt.toISOString(),
  }));
}
