import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { escapeLike } from '#server/db/like';
import { alias } from 'drizzle-orm/pg-core';
import { getAssignableRoles, type Role, type StaffPower } from '#shared/roles';
import type { WARNING_SEVERITIES } from '#shared/constants';
import { MEMBER_SEARCH_LIMIT, type MemberDetail, type MemberSummary } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import {
  bannedUsers,
  follows,
  profiles,
  projects,
  reports,
  services,
  userRoles,
  users,
  userWarnings,
} from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { mayUsePowerOn, requirePower, underActiveBan } from '#server/policy/staff-policy';

const staffProfiles = alias(profiles, 'staff');

// Escapes LIKE's wildcards, so a search for '50%' finds that text and not everything.
const likePattern = (text: string) => `%${escapeLike(text)}%`;

const summaryColumns = {
  userId: users.id,
  email: users.email,
  joinedAt: users.createdAt,
  handle: profiles.handle,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  roles: sql<
    Role[]
  >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
  banned: underActiveBan(users.id),
};

type SummaryRow = {
  userId: string;
  email: string;
  joinedAt: Date;
  handle: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  roles: Role[];
  banned: boolean;
};

const toSummary = (row: SummaryRow): MemberSummary => ({ ...row, joinedAt: row.joinedAt.toISOString() });

/** The Users tab's search: by handle, display name or email, newest members first. */
export async function searchMembers(db: Database, actorId: string, text: string): Promise<MemberSummary[]> {
  await requirePower(db, actorId, 'findMembers');
  const pattern = likePattern(text.toLowerCase());
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      text
        ? or(
            ilike(profiles.handle, pattern),
            ilike(profiles.displayName, pattern),
            ilike(users.email, pattern),
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(MEMBER_SEARCH_LIMIT);
  return rows.map(toSummary);
}

const staffName = (handle: string | null, displayName: string | null) => displayName ?? handle;

/** A member's page of facts, with what the viewer may do to them. */
export async function getMember(db: Database, actorId: string, userId: string): Promise<MemberDetail> {
  const actorRoles = await requirePower(db, actorId, 'findMembers');
  const [row] = await db
    .select({ ...summaryColumns, signupUsername: users.signupUsername })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('not_found', 'userNotFound');
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  const profileId = profile?.id ?? '00000000-0000-0000-0000-000000000000';
  const [[projectCount], [serviceCount], [followerCount], [followingCount], [reportCount], warnings, bans] =
    await Promise.all([
      db.select({ value: count() }).from(projects).where(eq(projects.ownerId, profileId)),
      db.select({ value: count() }).from(services).where(eq(services.profileId, profileId)),
      db.select({ value: count() }).from(follows).where(eq(follows.followingId, userId)),
      db.select({ value: count() }).from(follows).where(eq(follows.followerId, userId)),
      db
        .select({ value: count() })
        .from(reports)
        .where(
          and(
            inArray(reports.status, ['open', 'reviewing']),
            or(
              and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)),
              and(
                eq(reports.targetType, 'project'),
                inArray(
                  reports.targetId,
                  db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, profileId)),
                ),
              ),
              and(
                eq(reports.targetType, 'service'),
                inArray(
                  reports.targetId,
                  db.select({ id: services.id }).from(services).where(eq(services.profileId, profileId)),
                ),
              ),
            ),
          ),
        ),
      db
        .select({
          warning: userWarnings,
          staffHandle: staffProfiles.handle,
          staffName: staffProfiles.displayName,
        })
        .from(userWarnings)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, userWarnings.warnedBy))
        .where(eq(userWarnings.userId, userId))
        .orderBy(desc(userWarnings.createdAt)),
      db
        .select({ ban: bannedUsers, staffHandle: staffProfiles.handle, staffName: staffProfiles.displayName })
        .from(bannedUsers)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, bannedUsers.bannedBy))
        .where(eq(bannedUsers.userId, userId))
        .orderBy(desc(bannedUsers.bannedAt)),
    ]);
  const actor = { id: actorId, roles: actorRoles };
  const target = { id: userId, roles: row.roles };
  const may = (power: StaffPower) => mayUsePowerOn(actor, power, target);
  return {
    ...toSummary(row),
    username: row.handle ?? row.signupUsername,
    counts: {
      projects: projectCount?.value ?? 0,
      services: serviceCount?.value ?? 0,
      followers: followerCount?.value ?? 0,
      following: followingCount?.value ?? 0,
    },
    openReports: reportCount?.value ?? 0,
    warnings: warnings.map(({ warning, staffHandle, staffName: name }) => ({
      id: warning.id,
      reason: warning.reason,
      severity: warning.severity as (typeof WARNING_SEVERITIES)[number],
      createdAt: warning.createdAt.toISOString(),
      acknowledgedAt: warning.acknowledgedAt?.toISOString() ?? null,
      warnedBy: staffName(staffHandle, name),
    })),
    bans: bans.map(({ ban, staffHandle, staffName: name }) => ({
      id: ban.id,
      reason: ban.reason,
      bannedAt: ban.bannedAt.toISOString(),
      expiresAt: ban.expiresAt?.toISOString() ?? null,
      unbannedAt: ban.unbannedAt?.toISOString() ?? null,
      bannedBy: staffName(staffHandle, name),
    })),
    allowed: {
      warn: may('warn'),
      ban: may('ban'),
      assignRoles: may('assignRoles')
        ? getAssignableRoles(actorRoles).filter((role) => !row.roles.includes(role))
        : [],
      removeRoles: may('removeRoles'),
      deleteAccount: may('deleteAccounts'),
    },
  };
}
