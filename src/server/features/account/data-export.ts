import { eq, inArray } from 'drizzle-orm';
import { PRODUCT_NAME } from '#shared/constants';
import type { Database } from '#server/db/client';
import { exportCollections } from './collections-export';
import {
  bannedUsers,
  blocks,
  drafts,
  feedback,
  follows,
  insightCounts,
  messages,
  notifications,
  profiles,
  projectComments,
  projectReactions,
  projects,
  reports,
  serviceRequests,
  serviceReviews,
  services,
  sessions,
  totpFactors,
  userRoles,
  users,
  userWarnings,
} from '#server/db/schema/index';

/** Leaves out secrets (even hashed), the ids of staff who acted and copies kept only for search. */
function without<Row extends object, Key extends keyof Row>(rows: Row[], ...keys: Key[]): Omit<Row, Key>[] {
  return rows.map((row) => {
    const copy = { ...row };
    for (const key of keys) delete copy[key];
    return copy;
  });
}

/**
 * Everything the account owns, as one JSON document (GDPR article 20): the account, profile, roles,
 * projects with the comments and likes on them, services with their requests and reviews, follows both
 * ways, collections with what they hold, what the user wrote elsewhere (messages included), members they blocked, reports filed, drafts not yet published,
 * warnings and bans received, notifications, the figures of their insights and signed-in devices.
 */
export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  // search_vector (and a project's creator_words) are search's copies of text kept elsewhere, not data
  // of their own.
  const [profile] = without(
    await db.select().from(profiles).where(eq(profiles.userId, userId)),
    'searchVector',
  );
  const profileId = profile?.id ?? '00000000-0000-0000-0000-000000000000';
  const ownProjects = without(
    await db.select().from(projects).where(eq(projects.ownerId, profileId)),
    'searchVector',
    'creatorWords',
  );
  const ownProjectIds = ownProjects.map((project) => project.id);
  const ownServices = without(
    await db.select().from(services).where(eq(services.profileId, profileId)),
    'searchVector',
  );
  const handlesOf = db
    .select({ userId: profiles.userId, handle: profiles.handle })
    .from(profiles)
    .as('handles');

  return {
    exportedAt: new Date().toISOString(),
    product: PRODUCT_NAME,
    account: { ...account, twoFactorEnabled: await hasTwoFactor(db, userId) },
    profile: profile ?? null,
    roles: await db
      .select({ role: userRoles.role, since: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    projects: ownProjects,
    commentsOnYourProjects: ownProjectIds.length
      ? await db.select().from(projectComments).where(inArray(projectComments.projectId, ownProjectIds))
      : [],
    commentsYouWrote: await db.select().from(projectComments).where(eq(projectComments.userId, userId)),
    likesYouGave: await db.select().from(projectReactions).where(eq(projectReactions.userId, userId)),
    collections: await exportCollections(db, userId),
    services: ownServices,
    serviceRequestsReceived: await db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.sellerProfileId, profileId)),
    serviceRequestsSent: await db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.requesterId, userId)),
    reviewsReceived: await db
      .select()
      .from(serviceReviews)
      .where(eq(serviceReviews.sellerProfileId, profileId)),
    reviewsYouWrote: await db.select().from(serviceReviews).where(eq(serviceReviews.reviewerId, userId)),
    following: await db
      .select({ handle: handlesOf.handle, since: follows.createdAt })
      .from(follows)
      .innerJoin(handlesOf, eq(handlesOf.userId, follows.followingId))
      .where(eq(follows.followerId, userId)),
    followers: await db
      .select({ handle: handlesOf.handle, since: follows.createdAt })
      .from(follows)
      .innerJoin(handlesOf, eq(handlesOf.userId, follows.followerId))
      .where(eq(follows.followingId, userId)),
    messagesYouSent: await db.select().from(messages).where(eq(messages.senderId, userId)),
    membersYouBlocked: await db
      .select({ handle: handlesOf.handle, since: blocks.createdAt })
      .from(blocks)
      .innerJoin(handlesOf, eq(handlesOf.userId, blocks.blockedId))
      .where(eq(blocks.blockerId, userId)),
    reportsYouFiled: await db.select().from(reports).where(eq(reports.reporterId, userId)),
    feedbackYouSent: await db.select().from(feedback).where(eq(feedback.userId, userId)),
    draftsNotPublished: await db.select().from(drafts).where(eq(drafts.ownerId, userId)),
    warnings: without(
      await db.select().from(userWarnings).where(eq(userWarnings.userId, userId)),
      'warnedBy',
    ),
    bans: without(await db.select().from(bannedUsers).where(eq(bannedUsers.userId, userId)), 'bannedBy'),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    // The figures of their insights by day; the day's visitor hashes are no one's to take away
    // (docs/decisions/0072-insights-without-cookies.md).
    insights: without(
      await db
        .select()
        .from(insightCounts)
        .where(eq(insightCounts.ownerId, userId))
        .orderBy(insightCounts.day),
      'ownerId',
    ),
    signedInDevices: without(
      await db.select().from(sessions).where(eq(sessions.userId, userId)),
      'tokenHash',
    ),
  };
}

async function hasTwoFactor(db: Database, userId: string) {
  const [factor] = await db
    .select({ enabledAt: totpFactors.enabledAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  return Boolean(factor?.enabledAt);
}
